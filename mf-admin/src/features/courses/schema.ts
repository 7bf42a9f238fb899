import type { SchemaFactory } from '../../lib/validate-fields';
import { COURSE_STATUSES, type CourseValues } from './api';
import { coursesMessages } from './messages';

// The API's limits (contract/src/admin/courses.ts): text lengths, prices of numeric(12,2).
export const COURSE_NAME_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const COURSE_INTRODUCTION_MAX = 5000;
/** At most 10 digits before the point and 2 after (9,999,999,999.99). */
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
/** numeric(6,2): up to 9999.99 hours. */
const HOURS = /^\d{1,4}(\.\d{1,2})?$/;
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
