import { MIN_ANSWERS_TO_FLAG } from '../rules';
import { Type, type Static } from 'typebox';
import { QuestionType } from '../exams';
import { AdminListQuery, IdFilter } from './common';
import { BooleanFilter, IsoDateFilter } from './filters';

/**
 * Question quality (issue 19): how each question of the banks fares with learners, from the
 * responses of submitted attempts, practice and exam mode alike.
 *
 * Each learner counts once per question, by their FIRST submitted answer to it: a retest after
 * reading the explanation says nothing about the question. A question is flagged for negative
 * discrimination when, among its answers, the learners in the bottom 27 % by attempt score got it
 * right more often than those in the top 27 % (Kelley's upper and lower groups) — usually a wrong
 * key — once at least MIN_ANSWERS_TO_FLAG learners answered it: with fewer, the groups are one or
 * two learners and chance alone flags questions.
 */
export { MIN_ANSWERS_TO_FLAG };
/** The share of the answers in each of the upper and lower groups. */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

/** Where a question lives: its bank as the back-office addresses it (`/admin/topics/3/`). */
export const QuestionBankRef = Type.Object({
  kind: Type.Enum(['topics', 'exams']),
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
});
export type QuestionBankRef = Static<typeof QuestionBankRef>;

/** A question, named in a back-office record about it (a statistic, a report). */
export const QuestionRef = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  question_type: QuestionType,
  bank: QuestionBankRef,
});
export type QuestionRef = Static<typeof QuestionRef>;

/**
 * The wrong answer learners chose most. OC, MC and HOTSPOT: the option (or region) picked most in
 * wrong answers — for MC, an option the key does not list — with its text as the learner saw it.
 * FILL: the wrong text typed most, trimmed and in lower case (`answer_id` null). MATCH: none.
 */
export const MostChosenWrong = Type.Object({
  answer_id: Type.Union([Type.Integer(), Type.Null()]),
  text: Type.String(),
  count: Type.Integer({ description: 'Learners who gave it.' }),
});
export type MostChosenWrong = Static<typeof MostChosenWrong>;

/** Kelley's upper-lower index D = p(upper) − p(lower), from −1 to 1. */
export const Discrimination = Type.Object({
  index: Type.Number(),
  group_size: Type.Integer({ description: 'Learners in each of the upper and lower groups.' }),
  upper_correct: Type.Integer(),
  lower_correct: Type.Integer(),
});
export type Discrimination = Static<typeof Discrimination>;

export const AdminQuestionStats = Type.Object({
  /** The question's id. */
  id: Type.Integer(),
  text: Type.String(),
  question_type: QuestionType,
  position: Type.Integer(),
  bank: QuestionBankRef,
  answered: Type.Integer({ description: 'Learners who answered it in a submitted attempt.' }),
  correct: Type.Integer({ description: 'Of those, how many got it right (first answer).' }),
  percent_correct: Type.Union([Type.Number(), Type.Null()], {
    description: 'correct / answered × 100; null when no one answered.',
  }),
  most_chosen_wrong: Type.Union([MostChosenWrong, Type.Null()]),
  discrimination: Type.Union([Discrimination, Type.Null()], {
    description: `Null below ${MIN_ANSWERS_TO_FLAG} answers.`,
  }),
  negative_discrimination: Type.Boolean({
    description: 'Weak learners got it right more often than strong ones: check the key.',
  }),
  open_reports: Type.Integer({ description: 'Reports of learners not resolved yet.' }),
});
export type AdminQuestionStats = Static<typeof AdminQuestionStats>;

export const QuestionStatsQuery = Type.Object({
  ...AdminListQuery.properties,
  topic: IdFilter,
  exam: IdFilter,
  category: Type.Optional(Type.String({ maxLength: 50 })),
  /** Only answers submitted from then on (after a key was fixed, say). */
  since: IsoDateFilter,
  /** `true`: the questions flagged for negative discrimination only. */
  flagged: BooleanFilter,
});
export type QuestionStatsQuery = Static<typeof QuestionStatsQuery>;
