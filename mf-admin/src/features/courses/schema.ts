import {
  CONTACT_HOURS_RULE,
  COURSE_LIMITS,
  COURSE_STATUSES,
  PRICE_RULE,
} from '@academy/contract/rules';

import type { SchemaFactory } from '../../lib/validate-fields';
import type { CourseValues } from './api';
import { coursesMessages } from './messages';

const {
  name: COURSE_NAME_MAX,
  description: COURSE_DESCRIPTION_MAX,
  introduction: COURSE_INTRODUCTION_MAX,
} = COURSE_LIMITS;
const PRICE = PRICE_RULE.pattern;
const HOURS = CONTACT_HOURS_RULE.pattern;
const text = coursesMessages;

export const courseSchema: SchemaFactory<CourseValues> = (yup) => {
  const price = (label: string) =>
    yup
      .string()
      .trim()
      .required(text.priceRequired(label))
      .matches(PRICE, text.priceInvalid(label));
  const introduction = yup
    .string()
    .default('')
    .max(COURSE_INTRODUCTION_MAX, text.introductionTooLong(COURSE_INTRODUCTION_MAX));
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(COURSE_NAME_MAX, text.nameTooLong(COURSE_NAME_MAX)),
    description: yup
      .string()
      .default('')
      .max(COURSE_DESCRIPTION_MAX, text.descriptionTooLong(COURSE_DESCRIPTION_MAX)),
    name_ar: yup.string().default('').max(COURSE_NAME_MAX, text.nameTooLong(COURSE_NAME_MAX)),
    description_ar: yup
      .string()
      .default('')
      .max(COURSE_DESCRIPTION_MAX, text.descriptionTooLong(COURSE_DESCRIPTION_MAX)),
    status: yup
      .string()
      .required()
      .oneOf([...COURSE_STATUSES], text.statusInvalid),
    category: yup.string().required(text.categoryRequired),
    instructor: yup.string().default(''),
    price: price(text.priceUsd),
    price_LE: price(text.priceLe),
    price_SR: price(text.priceSr),
    Introduction_1: introduction,
    Introduction_2: introduction,
    Introduction_3: introduction,
    Introduction_4: introduction,
    contact_hours: yup
      .string()
      .trim()
      .default('')
      .test('hours', text.contactHoursInvalid, (value) => value === '' || HOURS.test(value)),
    archived: yup.string().oneOf(['true', 'false']).default('false'),
  });
};
