import type { SchemaFactory, Yup } from '../../lib/validate-fields';
import { questionsMessages as text } from './messages';
import {
  QUESTION_FIELDS,
  ROW_LISTS,
  TYPE_ROWS,
  type QuestionType,
  type QuestionValues,
  type Row,
  type RowList,
  type RowListName,
} from './question-values';

/** 'answers[1].text' → 2: the row's number as the labels count. */
const rowNumber = (path: string) => Number(/\[(\d+)\]/.exec(path)?.[1] ?? 0) + 1;
const WHOLE = /^[1-9]\d*$/;
const correct = (rows: readonly Row[]) => rows.filter((row) => row.is_correct === true).length;

/** Why a region's rectangle (percent of the image) is not one on the image, or null. */
function boxProblem(region: Row, n: number): string | null {
  const [x, y, w, h] = ['x', 'y', 'w', 'h'].map((side) => {
    const typed = String(region[side] ?? '').trim();
    return typed === '' ? NaN : Number(typed);
  }) as [number, number, number, number];
  if (![x, y, w, h].every((value) => Number.isFinite(value) && value >= 0 && value <= 100))
    return text.regionNotPercent(n);
  if (w <= 0 || h <= 0) return text.regionEmpty(n);
  if (x + w > 100 || y + h > 100) return text.regionOutside(n);
  return null;
}

/** A list's rows: each text cell not blank (nor too long), and at least `min` of them. */
function rowsRule(yup: Yup, list: RowList) {
  const cells = Object.fromEntries(
    list.cells.map(({ name, input = 'text', blank = list.text.blank, max, label }) => {
      if (input === 'correct' || input === 'only') return [name, yup.boolean().required()];
      if (input !== 'text') return [name, yup.string().nullable()];
      const rule = yup
        .string()
        .trim()
        .required(({ path }) => blank(rowNumber(path)));
      return [
        name,
        max ? rule.max(max, ({ path }) => text.tooLong(label(rowNumber(path)), max)) : rule,
      ];
    }),
  );
  let row = yup.object({ key: yup.string().required(), ...cells });
  if (list.name === 'regions')
    row = row.test('rectangle', (region, context) => {
      const problem = boxProblem(region as Row, rowNumber(context.path));
      return (
        problem === null || context.createError({ path: `${context.path}.box`, message: problem })
      );
    });
  const rule = yup
    .array(row)
    .required()
    .min(list.min, list.tooFew ?? '');
  return list.tooMany ? rule.max(list.max, list.tooMany) : rule;
}

type RowsRule = ReturnType<typeof rowsRule>;
const typeOf = (context: { parent: unknown }) => (context.parent as QuestionValues).question_type;

/** A list's rules beyond its rows' (the API's too: api/src/modules/admin/questions/rules.ts). */
const LIST_RULES: Partial<Record<RowListName, (rule: RowsRule) => RowsRule>> = {
  answers: (rule) =>
    rule
      .test('some-correct', text.noCorrectAnswer, (rows) => correct(rows as Row[]) > 0)
      .test(
        'oc-one-correct',
        text.ocNeedsOneCorrect,
        (rows, context) => typeOf(context) !== 'OC' || correct(rows as Row[]) <= 1,
      ),
  pairs: (rule) =>
    rule.test('answers-differ', text.matchSameAnswers, (pairs, context) => {
      const { extras } = context.parent as QuestionValues;
      const answers = [
        ...(pairs as Row[]).map((pair) => pair.right),
        ...extras.map((row) => row.text),
      ]
        .map((answer) => String(answer).trim().toLocaleLowerCase())
        .filter(Boolean);
      return new Set(answers).size === answers.length;
    }),
  regions: (rule) =>
    rule.test('one-correct', text.hotspotNeedsOneCorrect, (rows) => correct(rows as Row[]) === 1),
};

export const questionSchema: SchemaFactory<QuestionValues> = (yup) =>
  yup.object({
    ...Object.fromEntries(QUESTION_FIELDS.map((field) => [field.name, field.rule(yup)])),
    choose: yup
      .string()
      .trim()
      .default('')
      .test('choose', (value, context) => {
        const { answers } = context.parent as QuestionValues;
        if (typeOf(context) !== 'MC' || !value) return true;
        let message = null;
        if (!WHOLE.test(value)) message = text.chooseNotNumber;
        else if (Number(value) > answers.length) message = text.chooseTooMany(answers.length);
        else if (Number(value) !== correct(answers))
          message = text.chooseNotCorrectCount(correct(answers));
        return message === null || context.createError({ message });
      }),
    image: yup
      .object({ url: yup.string().nullable(), upload: yup.string().nullable() })
      .test(
        'hotspot-image',
        text.hotspotNeedsImage,
        (image, context) => typeOf(context) !== 'HOTSPOT' || Boolean(image.url ?? image.upload),
      ),
    // A type's rows are checked by its own rules; the other types' rows are left alone.
    ...Object.fromEntries(
      ROW_LISTS.map((list) => [
        list.name,
        yup.mixed().when('question_type', {
          is: (type: QuestionType) => TYPE_ROWS[type].includes(list),
          then: () => (LIST_RULES[list.name] ?? ((rule) => rule))(rowsRule(yup, list)),
        }),
      ]),
    ),
  }) as unknown as ReturnType<SchemaFactory<QuestionValues>>;
