// The question form, written once: its plain fields (the resource pattern's FieldDefs), each
// type's lists of rows (their cells and limits from @academy/contract/rules), the form's values
// read from a saved question and the body they make (contract/src/admin/questions.ts).
import {
  MAX_ACCEPTED,
  MAX_ANSWERS,
  MAX_EXTRAS,
  MAX_PAIRS,
  MAX_REGIONS,
  MIN_ANSWERS,
  MIN_PAIRS,
  MIN_REGIONS,
  QUESTION_LIMITS,
} from '@academy/contract/rules';
import { DOMAINS, QUESTION_TYPES } from '@academy/contract/grading';
import type { AdminQuestion } from '@academy/contract';

import {
  bodyOf,
  codecs,
  emptyValues,
  valuesOf,
  type FieldDef,
  type FormValues,
} from '../../components/resource-section/fields';
import { bankField, type BankKind, type QuestionInput } from './api';
import { questionsMessages as text, type RowsText } from './messages';

export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A row of a list: its cells by name ('' as typed, true when ticked, an image's URL or null). */
export type Row = { key: string } & Record<string, string | boolean | null>;

export interface Cell {
  name: string;
  label: (n: number) => string;
  /** 'correct' is a checkbox (a radio in an OC question), 'only' a radio, 'image' shown only. */
  input?: 'text' | 'number' | 'correct' | 'only' | 'image';
  /** A text cell left blank: its message (else the list's). */
  blank?: (n: number) => string;
  max?: number;
  className?: string;
  /** Drawn after an arrow (a pair's match). */
  arrow?: boolean;
}

export type RowListName = 'answers' | 'pairs' | 'extras' | 'regions' | 'accepted';

export interface RowList {
  name: RowListName;
  legend: string;
  hint: string;
  min: number;
  max: number;
  /** How many rows a new question of the type starts with; else `min`. */
  start?: number;
  /** The messages of fewer rows than `min`, more than `max` (else the editor's Add stops). */
  tooFew?: string;
  tooMany?: string;
  text: RowsText;
  cells: readonly Cell[];
}

const answers: RowList = {
  name: 'answers',
  legend: text.answers,
  hint: text.answersHint(MIN_ANSWERS, MAX_ANSWERS),
  min: MIN_ANSWERS,
  max: MAX_ANSWERS,
  start: 4,
  tooFew: text.tooFewAnswers(MIN_ANSWERS),
  tooMany: text.tooManyAnswers(MAX_ANSWERS),
  text: text.answerRows,
  cells: [
    { name: 'text', label: text.answerText },
    { name: 'is_correct', label: text.answerCorrect, input: 'correct' },
    { name: 'img', label: text.answerImageAlt, input: 'image' },
  ],
};

/** The lists of rows each type's answers are typed in. */
export const TYPE_ROWS: Record<QuestionType, readonly RowList[]> = {
  OC: [answers],
  MC: [answers],
  MATCH: [
    {
      name: 'pairs',
      legend: text.pairs,
      hint: text.pairsHint(MIN_PAIRS, MAX_PAIRS),
      min: MIN_PAIRS,
      max: MAX_PAIRS,
      tooFew: text.matchNeedsPairs,
      text: text.pairRows,
      cells: [
        {
          name: 'left',
          label: text.pairItem,
          blank: (n) => `${text.pairItem(n)} may not be blank.`,
        },
        { name: 'right', label: text.pairMatch, blank: text.matchBlank, arrow: true },
      ],
    },
    {
      name: 'extras',
      legend: text.extras,
      hint: text.extrasHint,
      min: 0,
      max: MAX_EXTRAS,
      text: text.extraRows,
      cells: [{ name: 'text', label: text.extraText }],
    },
  ],
  HOTSPOT: [
    {
      name: 'regions',
      legend: text.regions,
      hint: text.regionsHint,
      min: MIN_REGIONS,
      max: MAX_REGIONS,
      tooFew: text.hotspotNeedsRegions(MIN_REGIONS),
      text: text.regionRows,
      cells: [
        {
          name: 'label',
          label: text.regionLabel,
          blank: text.regionLabelBlank,
          className: 'admin-rows__label',
        },
        ...Object.entries(text.regionBox).map(([name, what]): Cell => ({
          name,
          label: (n) => text.regionNumber(n, what),
          input: 'number',
          className: 'admin-rows__number',
        })),
        { name: 'is_correct', label: text.regionCorrect, input: 'only' },
      ],
    },
  ],
  FILL: [
    {
      name: 'accepted',
      legend: text.accepted,
      hint: text.acceptedHint,
      min: 1,
      max: MAX_ACCEPTED,
      tooFew: text.fillNeedsAccepted,
      text: text.acceptedRows,
      cells: [{ name: 'text', label: text.acceptedText, max: QUESTION_LIMITS.accepted }],
    },
  ],
};
export const ROW_LISTS = [...new Set(Object.values(TYPE_ROWS).flat())];

let nextKey = 0;
const row = (cells: Omit<Row, 'key'>): Row => ({ key: `row-${(nextKey += 1)}`, ...cells });

/** A new row's cells: nothing typed, nothing ticked, no image. */
const BLANK_CELLS = { text: '', number: '', correct: false, only: false, image: null };

export const blankRow = (list: RowList): Row =>
  row(Object.fromEntries(list.cells.map((cell) => [cell.name, BLANK_CELLS[cell.input ?? 'text']])));

type Yup = Parameters<FieldDef['rule']>[0];
const optional = (max: number, tooLong: string) => (yup: Yup) =>
  yup.string().trim().default('').max(max, tooLong);

/** The question's own fields, in the form's order (the MC's `choose` is checked with its rows). */
export const QUESTION_FIELDS: readonly FieldDef[] = [
  {
    name: 'text',
    label: text.text,
    input: 'multiline',
    required: true,
    rule: (yup) =>
      yup
        .string()
        .trim()
        .required(text.textRequired)
        .max(QUESTION_LIMITS.text, text.tooLong('The question', QUESTION_LIMITS.text)),
  },
  {
    name: 'question_type',
    label: text.questionType,
    input: 'select',
    initial: 'OC',
    options: QUESTION_TYPES.map((type) => ({ value: type, label: text.types[type] })),
    rule: (yup) => yup.string().oneOf(QUESTION_TYPES).required(),
  },
  {
    name: 'choose',
    label: text.choose,
    hint: text.chooseHint,
    inputMode: 'numeric',
    codec: codecs.numberOrNull,
    shown: (values) => values.question_type === 'MC',
    rule: (yup) => yup.string().trim().default(''),
  },
  {
    name: 'domain',
    label: text.domain,
    input: 'select',
    codec: codecs.textOrNull,
    options: [
      { value: '', label: text.noDomain },
      ...DOMAINS.map((domain) => ({ value: domain, label: domain })),
    ],
    rule: (yup) =>
      yup
        .string()
        .oneOf(['', ...DOMAINS])
        .default(''),
  },
  {
    name: 'task',
    label: text.task,
    hint: text.taskHint,
    codec: codecs.textOrNull,
    rule: optional(QUESTION_LIMITS.task, text.tooLong('The task', QUESTION_LIMITS.task)),
  },
  {
    name: 'explanation',
    label: text.explanation,
    hint: text.explanationHint,
    input: 'multiline',
    rule: (yup) => yup.string().trim().default(''),
  },
  {
    name: 'text_ar',
    label: text.textAr,
    input: 'multiline',
    lang: 'ar',
    codec: codecs.textOrNull,
    rule: optional(QUESTION_LIMITS.text, text.tooLong('The Arabic question', QUESTION_LIMITS.text)),
  },
  {
    name: 'explanation_ar',
    label: text.explanationAr,
    input: 'multiline',
    lang: 'ar',
    codec: codecs.textOrNull,
    rule: (yup) => yup.string().trim().default(''),
  },
];
const SENT_FIELDS = QUESTION_FIELDS.filter((field) => field.name !== 'choose');

/**
 * The question's image: `url` is what is shown (the saved image, or the chosen file's local
 * address once uploaded), `upload` the id of a finished upload the save attaches; both null: none.
 */
export interface ImageValues {
  url: string | null;
  upload: string | null;
}

/**
 * The plain fields as typed, the image, and every type's rows, kept while the type changes (so
 * switching back finds them as they were); the save sends the chosen type's only.
 */
export interface QuestionValues extends Record<RowListName, Row[]> {
  [field: string]: string | ImageValues | Row[];
  text: string;
  question_type: string;
  choose: string;
  explanation: string;
  image: ImageValues;
}

/** The answers of a saved question, read into its type's rows. */
function savedRows(question: AdminQuestion): Partial<Record<RowListName, Row[]>> {
  const { answers: saved } = question;
  switch (question.question_type) {
    case 'MATCH': {
      const rights = new Map(saved.filter((a) => a.side === 'right').map((a) => [a.id, a]));
      const pairs = saved
        .filter((answer) => answer.side === 'left')
        .map((left) => {
          const right = rights.get(left.match_id ?? -1);
          rights.delete(right?.id ?? -1);
          return row({ left: left.text, right: right?.text ?? '' });
        });
      return { pairs, extras: [...rights.values()].map((extra) => row({ text: extra.text })) };
    }
    case 'HOTSPOT':
      return {
        regions: saved.map(({ text: label, region, is_correct }) => {
          const { x, y, w, h } = region ?? { x: 0, y: 0, w: 0, h: 0 };
          return row({ label, x: `${x}`, y: `${y}`, w: `${w}`, h: `${h}`, is_correct });
        }),
      };
    case 'FILL':
      return { accepted: saved.map((answer) => row({ text: answer.text })) };
    default:
      return { answers: saved.map(({ text, is_correct, img }) => row({ text, is_correct, img })) };
  }
}

export function questionValues(question: AdminQuestion | null): QuestionValues {
  const saved = question ? savedRows(question) : {};
  return {
    ...(question ? valuesOf(QUESTION_FIELDS, question) : emptyValues(QUESTION_FIELDS)),
    image: { url: question?.img ?? null, upload: null },
    // The type's rows as saved; the other types start as for a new question.
    ...(Object.fromEntries(
      ROW_LISTS.map((list) => [
        list.name,
        saved[list.name]?.length
          ? saved[list.name]
          : Array.from({ length: list.start ?? list.min }, () => blankRow(list)),
      ]),
    ) as Record<RowListName, Row[]>),
  } as QuestionValues;
}

const textOf = (cell: string | boolean | null | undefined) => String(cell ?? '').trim();

/** The rows the question type takes, as its body field (the API refuses the other types'). */
function typeRowsInput(values: QuestionValues): Partial<QuestionInput> {
  switch (values.question_type) {
    case 'MATCH':
      return {
        pairs: [
          ...values.pairs.map((pair) => ({ left: textOf(pair.left), right: textOf(pair.right) })),
          ...values.extras.map((extra) => ({ right: textOf(extra.text) })),
        ],
      };
    case 'HOTSPOT':
      return {
        regions: values.regions.map((region) => ({
          label: textOf(region.label),
          ...Object.fromEntries(['x', 'y', 'w', 'h'].map((side) => [side, Number(region[side])])),
          is_correct: region.is_correct === true,
        })) as QuestionInput['regions'],
      };
    case 'FILL':
      return { accepted: values.accepted.map((value) => textOf(value.text)) };
    default:
      return {
        ...(values.question_type === 'MC'
          ? bodyOf(QUESTION_FIELDS, { choose: values.choose })
          : {}),
        answers: values.answers.map((answer) => ({
          text: textOf(answer.text),
          is_correct: answer.is_correct === true,
          ...(typeof answer.img === 'string' && answer.img ? { img: answer.img } : {}),
        })),
      };
  }
}

/**
 * The body of a save: the bank named by its field, the question's fields, the type's rows in
 * their order, and the image: a new upload's id, the URL kept, or null for none (or removed).
 */
export const questionInput = (
  values: QuestionValues,
  kind: BankKind,
  bankId: number,
): QuestionInput =>
  ({
    [bankField(kind)]: bankId,
    ...bodyOf(SENT_FIELDS, values as unknown as FormValues),
    img: values.image.upload ?? values.image.url,
    ...typeRowsInput(values),
  }) as QuestionInput;
