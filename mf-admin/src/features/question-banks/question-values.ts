// The question form's values and the body they make (contract/src/admin/questions.ts).
import { MIN_PAIRS, MIN_REGIONS } from '@academy/contract/rules';
import type { AdminQuestion, QuestionDomain } from '@academy/contract';
import type { QuestionInput } from './questions-api';
import type { BankKind } from './banks-api';
import { bankField } from './questions-api';

export const QUESTION_DOMAINS: readonly QuestionDomain[] = [
  'People',
  'Process',
  'Business Environment',
];

export interface AnswerValues {
  /** Keeps a row's identity while rows are added and removed (React key, focus). */
  key: string;
  text: string;
  is_correct: boolean;
  /** The answer's current image URL, sent back so the API keeps it; null for none. */
  img: string | null;
}

export type QuestionType = 'OC' | 'MC' | 'MATCH' | 'HOTSPOT' | 'FILL';
export const QUESTION_TYPES: readonly QuestionType[] = ['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'];

/** MATCH: an item and its answer; `left` '' makes an extra answer no item takes (a distractor). */
export interface PairValues {
  key: string;
  left: string;
  right: string;
}

/** HOTSPOT: a labelled rectangle in percent of the image, typed as text (checked by the rules). */
export interface RegionValues {
  key: string;
  label: string;
  x: string;
  y: string;
  w: string;
  h: string;
  is_correct: boolean;
}

/** FILL: one accepted value. */
export interface AcceptedValues {
  key: string;
  text: string;
}

/**
 * The question's image: `url` is what is shown (the saved image, or the chosen file's local
 * address once uploaded), `upload` the id of a finished upload the save attaches; both null: none.
 */
export interface ImageValues {
  url: string | null;
  upload: string | null;
}

/**
 * Every type's answers are kept while the type changes, so switching back to a type finds them as
 * they were; the save sends the chosen type's only.
 */
export interface QuestionValues {
  text: string;
  question_type: QuestionType;
  /** MC: how many to pick, as typed ('' for every correct answer). */
  choose: string;
  /** '' for none. */
  domain: QuestionDomain | '';
  task: string;
  explanation: string;
  /**
   * docs/design/languages.md#content-in-arabic: the question and its explanation in Arabic; '' for
   * none.
   */
  text_ar: string;
  explanation_ar: string;
  image: ImageValues;
  /** OC, MC. */
  answers: AnswerValues[];
  /** MATCH: the pairs, then the extra answers (left ''). */
  pairs: PairValues[];
  extras: AcceptedValues[];
  /** HOTSPOT. */
  regions: RegionValues[];
  /** FILL. */
  accepted: AcceptedValues[];
}

let nextKey = 0;
export const newAnswerKey = () => `answer-${(nextKey += 1)}`;

export const blankAnswer = (): AnswerValues => ({
  key: newAnswerKey(),
  text: '',
  is_correct: false,
  img: null,
});
export const blankPair = (): PairValues => ({ key: newAnswerKey(), left: '', right: '' });
export const blankText = (): AcceptedValues => ({ key: newAnswerKey(), text: '' });
export const blankRegion = (): RegionValues => ({
  key: newAnswerKey(),
  label: '',
  x: '',
  y: '',
  w: '',
  h: '',
  is_correct: false,
});

/** A number as the form shows it ('12.5'). */
const shown = (value: number) => String(value);

/** The answers of a saved question, read into each type's rows (the other types' rows blank). */
function typeRows(question: AdminQuestion) {
  const { answers } = question;
  const rows = {
    answers: [] as AnswerValues[],
    pairs: [] as PairValues[],
    extras: [] as AcceptedValues[],
    regions: [] as RegionValues[],
    accepted: [] as AcceptedValues[],
  };
  switch (question.question_type) {
    case 'MATCH': {
      const rights = new Map(
        answers.filter((answer) => answer.side === 'right').map((answer) => [answer.id, answer]),
      );
      for (const left of answers.filter((answer) => answer.side === 'left')) {
        const right = rights.get(left.match_id ?? -1);
        rows.pairs.push({ key: newAnswerKey(), left: left.text, right: right?.text ?? '' });
        if (right) rights.delete(right.id);
      }
      for (const extra of rights.values())
        rows.extras.push({ key: newAnswerKey(), text: extra.text });
      break;
    }
    case 'HOTSPOT':
      for (const answer of answers) {
        const region = answer.region ?? { x: 0, y: 0, w: 0, h: 0 };
        rows.regions.push({
          key: newAnswerKey(),
          label: answer.text,
          x: shown(region.x),
          y: shown(region.y),
          w: shown(region.w),
          h: shown(region.h),
          is_correct: answer.is_correct,
        });
      }
      break;
    case 'FILL':
      for (const answer of answers) rows.accepted.push({ key: newAnswerKey(), text: answer.text });
      break;
    default:
      for (const answer of answers)
        rows.answers.push({
          key: newAnswerKey(),
          text: answer.text,
          is_correct: answer.is_correct,
          img: answer.img,
        });
  }
  return rows;
}

/** Each type's starting rows: what a new question of it needs at least. */
const blankRows = () => ({
  answers: Array.from({ length: 4 }, blankAnswer),
  pairs: Array.from({ length: MIN_PAIRS }, blankPair),
  extras: [] as AcceptedValues[],
  regions: Array.from({ length: MIN_REGIONS }, blankRegion),
  accepted: [blankText()],
});

export function questionValues(question: AdminQuestion | null): QuestionValues {
  const blank = blankRows();
  if (!question)
    return {
      text: '',
      question_type: 'OC',
      choose: '',
      domain: '',
      task: '',
      explanation: '',
      text_ar: '',
      explanation_ar: '',
      image: { url: null, upload: null },
      ...blank,
    };
  const saved = typeRows(question);
  // The type's rows as saved; the other types start blank, as for a new question.
  const rows = Object.fromEntries(
    Object.entries(blank).map(([name, rowsOfType]) => {
      const own = saved[name as keyof typeof saved];
      return [name, own.length > 0 ? own : rowsOfType];
    }),
  ) as typeof blank;
  return {
    text: question.text,
    question_type: question.question_type,
    choose: question.choose == null ? '' : shown(question.choose),
    domain: question.domain ?? '',
    task: question.task ?? '',
    explanation: question.explanation,
    text_ar: question.text_ar ?? '',
    explanation_ar: question.explanation_ar ?? '',
    image: { url: question.img, upload: null },
    ...rows,
  };
}

const trimmed = (rows: readonly AcceptedValues[]) => rows.map((row) => row.text.trim());

/** The rows the question type takes, as its body field (the API refuses the other types'). */
function typeRowsInput(values: QuestionValues): Partial<QuestionInput> {
  switch (values.question_type) {
    case 'MATCH':
      return {
        pairs: [
          ...values.pairs.map((pair) => ({ left: pair.left.trim(), right: pair.right.trim() })),
          ...trimmed(values.extras).map((right) => ({ right })),
        ],
      };
    case 'HOTSPOT':
      return {
        regions: values.regions.map((region) => ({
          label: region.label.trim(),
          x: Number(region.x),
          y: Number(region.y),
          w: Number(region.w),
          h: Number(region.h),
          is_correct: region.is_correct,
        })),
      };
    case 'FILL':
      return { accepted: trimmed(values.accepted) };
    default:
      return {
        ...(values.question_type === 'MC'
          ? { choose: values.choose.trim() === '' ? null : Number(values.choose) }
          : {}),
        answers: values.answers.map((answer) => ({
          text: answer.text.trim(),
          is_correct: answer.is_correct,
          ...(answer.img ? { img: answer.img } : {}),
        })),
      };
  }
}

/**
 * The body of a save: the bank named by its field, the type's rows in their order, and the image:
 * a new upload's id, the URL of the image kept, or null when there is none (or it was removed).
 */
export function questionInput(
  values: QuestionValues,
  kind: BankKind,
  bankId: number,
): QuestionInput {
  return {
    [bankField(kind)]: bankId,
    text: values.text.trim(),
    question_type: values.question_type,
    domain: values.domain || null,
    task: values.task.trim() || null,
    explanation: values.explanation.trim(),
    text_ar: values.text_ar.trim() || null,
    explanation_ar: values.explanation_ar.trim() || null,
    img: values.image.upload ?? values.image.url,
    ...typeRowsInput(values),
  };
}

/**
 * Ticking an answer correct. In an OC question it behaves as a radio: the others are unticked,
 * so an OC question never has two correct answers by a slip of the mouse.
 */
export function withCorrect(
  values: QuestionValues,
  index: number,
  correct: boolean,
): AnswerValues[] {
  return values.answers.map((answer, at) => {
    if (at === index) return { ...answer, is_correct: correct };
    if (correct && values.question_type === 'OC') return { ...answer, is_correct: false };
    return answer;
  });
}
