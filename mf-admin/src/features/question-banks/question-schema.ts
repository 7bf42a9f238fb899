import {
  MAX_ANSWERS,
  MIN_ANSWERS,
  MIN_PAIRS,
  MIN_REGIONS,
  QUESTION_LIMITS,
} from '@academy/contract/rules';
import type { SchemaFactory, Yup } from '../../lib/validate-fields';
import { questionsMessages } from './messages';
import { type QuestionType, type QuestionValues, type RegionValues } from './question-values';

const { text: QUESTION_TEXT_MAX, task: TASK_MAX } = QUESTION_LIMITS;
const text = questionsMessages;

/** 'answers[1].text' → 2: the row's number as the labels count. */
const rowNumber = (path: string) => Number(/\[(\d+)\]/.exec(path)?.[1] ?? 0) + 1;

/** A region's four numbers, or null when one is not a number. */
function box(region: RegionValues) {
  const numbers = [region.x, region.y, region.w, region.h].map((value) =>
    value.trim() === '' ? NaN : Number(value),
  );
  return numbers.every(Number.isFinite) ? (numbers as [number, number, number, number]) : null;
}

/** Why a region's rectangle is not one on the image, or null. */
function boxProblem(region: RegionValues, number: number): string | null {
  const numbers = box(region);
  if (!numbers || numbers.some((value) => value < 0 || value > 100))
    return text.regionNotPercent(number);
  const [x, y, w, h] = numbers;
  if (w <= 0 || h <= 0) return text.regionEmpty(number);
  if (x + w > 100 || y + h > 100) return text.regionOutside(number);
  return null;
}

/** The type's rows are checked with its own rules; the other types' rows are left alone. */
const onlyFor = (yup: Yup, types: readonly QuestionType[], schema: () => unknown) =>
  yup.mixed().when('question_type', {
    is: (type: QuestionType) => types.includes(type),
    then: schema as never,
  });

const correctCount = (values: QuestionValues) =>
  values.answers.filter((answer) => answer.is_correct).length;

export const questionSchema: SchemaFactory<QuestionValues> = (yup) => {
  const blankText = (message: (number: number) => string) =>
    yup
      .string()
      .trim()
      .required(({ path }) => message(rowNumber(path)));
  return yup.object({
    text: yup
      .string()
      .trim()
      .required(text.textRequired)
      .max(QUESTION_TEXT_MAX, text.textTooLong(QUESTION_TEXT_MAX)),
    question_type: yup.string().oneOf(['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL']).required(),
    choose: yup
      .string()
      .trim()
      .default('')
      .test('whole-number', text.chooseNotNumber, (value, context) => {
        if ((context.parent as QuestionValues).question_type !== 'MC' || !value) return true;
        return /^[1-9]\d*$/.test(value);
      })
      .test('choose-options', (value, context) => {
        const values = context.parent as QuestionValues;
        if (values.question_type !== 'MC' || !/^[1-9]\d*$/.test(value ?? '')) return true;
        const choose = Number(value);
        if (choose > values.answers.length)
          return context.createError({ message: text.chooseTooMany(values.answers.length) });
        if (choose !== correctCount(values))
          return context.createError({ message: text.chooseNotCorrectCount(correctCount(values)) });
        return true;
      }),
    domain: yup.string().oneOf(['', 'People', 'Process', 'Business Environment']).default(''),
    task: yup.string().trim().default('').max(TASK_MAX, text.taskTooLong(TASK_MAX)),
    explanation: yup.string().trim().default(''),
    text_ar: yup
      .string()
      .trim()
      .default('')
      .max(QUESTION_TEXT_MAX, text.textArTooLong(QUESTION_TEXT_MAX)),
    explanation_ar: yup.string().trim().default(''),
    image: yup
      .object({ url: yup.string().nullable(), upload: yup.string().nullable() })
      .test(
        'hotspot-image',
        text.hotspotNeedsImage,
        (image, context) =>
          (context.parent as QuestionValues).question_type !== 'HOTSPOT' ||
          Boolean(image.url ?? image.upload),
      ),
    answers: onlyFor(yup, ['OC', 'MC'], () =>
      yup
        .array(
          yup.object({
            key: yup.string().required(),
            text: blankText(text.answerBlank),
            is_correct: yup.boolean().required(),
            img: yup.string().nullable().default(null),
          }),
        )
        .required()
        .min(MIN_ANSWERS, text.tooFewAnswers(MIN_ANSWERS))
        .max(MAX_ANSWERS, text.tooManyAnswers(MAX_ANSWERS))
        .test('some-correct', text.noCorrectAnswer, (answers) =>
          answers.some((answer) => answer.is_correct),
        )
        .test(
          'oc-one-correct',
          text.ocNeedsOneCorrect,
          (answers, context) =>
            (context.parent as QuestionValues).question_type !== 'OC' ||
            answers.filter((answer) => answer.is_correct).length <= 1,
        ),
    ),
    pairs: onlyFor(yup, ['MATCH'], () =>
      yup
        .array(
          yup.object({
            key: yup.string().required(),
            left: blankText(text.itemBlank),
            right: blankText(text.matchBlank),
          }),
        )
        .required()
        .min(MIN_PAIRS, text.matchNeedsPairs)
        .test('answers-differ', text.matchSameAnswers, (pairs, context) => {
          const extras = (context.parent as QuestionValues).extras;
          const answers = [...pairs.map((pair) => pair.right), ...extras.map((row) => row.text)]
            .map((answer) => answer.trim().toLocaleLowerCase())
            .filter(Boolean);
          return new Set(answers).size === answers.length;
        }),
    ),
    extras: onlyFor(yup, ['MATCH'], () =>
      yup.array(yup.object({ key: yup.string().required(), text: blankText(text.extraBlank) })),
    ),
    regions: onlyFor(yup, ['HOTSPOT'], () =>
      yup
        .array(
          yup
            .object({
              key: yup.string().required(),
              label: blankText(text.regionLabelBlank),
              x: yup.string(),
              y: yup.string(),
              w: yup.string(),
              h: yup.string(),
              is_correct: yup.boolean().required(),
            })
            .test('rectangle', (region, context) => {
              const problem = boxProblem(region as RegionValues, rowNumber(context.path));
              return problem === null
                ? true
                : context.createError({ path: `${context.path}.box`, message: problem });
            }),
        )
        .required()
        .min(MIN_REGIONS, text.hotspotNeedsRegions(MIN_REGIONS))
        .test(
          'one-correct',
          text.hotspotNeedsOneCorrect,
          (regions) => regions.filter((region) => region.is_correct).length === 1,
        ),
    ),
    accepted: onlyFor(yup, ['FILL'], () =>
      yup
        .array(
          yup.object({
            key: yup.string().required(),
            text: blankText(text.acceptedBlank).max(QUESTION_LIMITS.accepted, ({ path }) =>
              text.acceptedTooLong(rowNumber(path), QUESTION_LIMITS.accepted),
            ),
          }),
        )
        .required()
        .min(1, text.fillNeedsAccepted),
    ),
  }) as unknown as ReturnType<SchemaFactory<QuestionValues>>;
};
