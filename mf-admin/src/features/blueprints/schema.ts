import { BLUEPRINT_LIMITS } from '@academy/contract/rules';

import type { SchemaFactory } from '../../lib/validate-fields';
import { weightsTotal, type BlueprintValues } from './blueprint-values';
import { blueprintsMessages } from './messages';

const text = blueprintsMessages;
const WHOLE = /^\d+$/;
const PERCENT = /^\d+(\.\d+)?$/;

export const blueprintSchema: SchemaFactory<BlueprintValues> = (yup) => {
  const whole = (min: number, max: number, belowMin = text.between(min, max)) =>
    yup
      .string()
      .trim()
      .required(text.wholeNumber)
      .matches(WHOLE, text.wholeNumber)
      .test('min', belowMin, (value) => Number(value) >= min)
      .test('max', text.between(min, max), (value) => Number(value) <= max);
  const weight = yup
    .string()
    .trim()
    .default('')
    .matches(PERCENT, { message: text.weightInvalid, excludeEmptyString: true })
    .test(
      'percent',
      text.weightInvalid,
      (value) => !value || Number(value) <= BLUEPRINT_LIMITS.weight.max,
    );
  const { question_count: count, minutes, sections, break_minutes: pause } = BLUEPRINT_LIMITS;
  return yup.object({
    category: yup.string().trim().required(text.categoryRequired),
    name: yup
      .string()
      .trim()
      .required(text.nameRequired)
      .max(BLUEPRINT_LIMITS.name, text.nameTooLong(BLUEPRINT_LIMITS.name)),
    question_count: whole(count.min, count.max),
    minutes: whole(minutes.min, minutes.max, text.minutesPositive),
    sections: whole(sections.min, sections.max, text.sectionsAtLeastOne).test(
      'not-more-than-questions',
      text.moreSectionsThanQuestions,
      (value, context) => {
        const questions = Number((context.parent as BlueprintValues).question_count);
        return !Number.isInteger(questions) || Number(value) <= questions;
      },
    ),
    break_minutes: whole(pause.min, pause.max),
    weight_people: weight,
    weight_process: weight,
    // The sum's rule is said once, for the three weights together (the API's domain_weights).
    weight_business: weight.test('sum', (value, context) => {
      const values = context.parent as BlueprintValues;
      const typed = [values.weight_people, values.weight_process, value ?? ''];
      // A weight that is not a number has its own message: no total is said for it.
      if (typed.some((weightText) => weightText.trim() && !PERCENT.test(weightText.trim())))
        return true;
      const total = weightsTotal(values);
      return (
        total === BLUEPRINT_LIMITS.weightsTotal ||
        context.createError({ path: 'domain_weights', message: text.weightsSum(total) })
      );
    }),
    active: yup.boolean().required(),
  });
};
