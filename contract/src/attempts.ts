import { Type, type Static } from 'typebox';
import { AdminListQuery, Page } from './admin/common';
import { ID_PATTERN, IdParam, MediaUrl, NullableString, ArabicText } from './common';
import { CategoryName, NullableRegion, QuestionStem } from './exams';

/**
 * Exam attempts on the server (docs/design/exam-attempts.md#modes). In exam mode the server keeps
 * the clock, the answers and the grade: questions carry no `is_correct` and no `explanation` until
 * the attempt is submitted (then `GET /attempts/{id}/review/` gives them). Practice mode is the
 * spec's flow, the attempt only recording it: answers and explanations come with the questions.
 */

export const AttemptMode = Type.Enum(['exam', 'practice']);
export type AttemptMode = Static<typeof AttemptMode>;

export const AttemptStatus = Type.Enum(['in_progress', 'submitted']);
export type AttemptStatus = Static<typeof AttemptStatus>;

const BodyId = Type.Integer({ minimum: 1, maximum: 999_999_999 });

/**
 * What to attempt: exactly one of `exam`, `topic`, `mock` (a category, drawn by its active
 * blueprint), `from_attempt` (a submitted attempt's `missed` or `flagged` questions) or `drill`
 * (a category: `DRILL_QUESTIONS` questions of the learner's lowest-rated domain across their
 * submitted attempts there, the ones they missed first, then the ones they never met).
 */
export const CreateAttemptBody = Type.Object(
  {
    mode: AttemptMode,
    exam: Type.Optional(BodyId),
    topic: Type.Optional(BodyId),
    mock: Type.Optional(CategoryName),
    from_attempt: Type.Optional(BodyId),
    only: Type.Optional(Type.Enum(['missed', 'flagged'])),
    drill: Type.Optional(CategoryName),
  },
  { additionalProperties: true },
);
export type CreateAttemptBody = Static<typeof CreateAttemptBody>;

export { MAX_OPEN_ATTEMPTS } from './rules';

/** The size of a weak-domain drill (fewer when the domain has fewer questions). */
export const DRILL_QUESTIONS = 20;

export const AttemptParams = Type.Object({ id: IdParam });
export type AttemptParams = Static<typeof AttemptParams>;

export const AttemptResponseParams = Type.Object({ id: IdParam, question_id: IdParam });
export type AttemptResponseParams = Static<typeof AttemptResponseParams>;

export const AttemptSectionParams = Type.Object({
  id: IdParam,
  index: Type.String({ pattern: '^[0-9]{1,3}$', description: 'From 0.' }),
});
export type AttemptSectionParams = Static<typeof AttemptSectionParams>;

/**
 * `GET /attempts/`: newest first, paged as the back-office's lists are (Django REST framework's
 * `?page=&page_size=` → `{count, next, previous, results}`, 25 a page unless asked, at most 100).
 */
export const AttemptListQuery = Type.Object({
  status: Type.Optional(AttemptStatus),
  mode: Type.Optional(AttemptMode),
  exam: Type.Optional(Type.String({ pattern: ID_PATTERN })),
  topic: Type.Optional(Type.String({ pattern: ID_PATTERN })),
  page: AdminListQuery.properties.page,
  page_size: AdminListQuery.properties.page_size,
});
export type AttemptListQuery = Static<typeof AttemptListQuery>;

/**
 * OC: one answer id; MC: a list of answer ids; null clears the answer. A malformed answer (an id
 * the question does not have, a list for an OC question) is refused with 400 `{answer: [...]}`.
 */
export const AttemptAnswer = Type.Unsafe<
  number | number[] | Record<string, number> | string | null
>({
  description:
    'OC, HOTSPOT: an answer id; MC: a list of answer ids; MATCH: {item id: answer id}; FILL: the typed text; null: not answered.',
});

/** A save: either field may be left out to keep what is saved. */
export const SaveResponseBody = Type.Object(
  { answer: Type.Optional(AttemptAnswer), flagged: Type.Optional(Type.Boolean()) },
  { additionalProperties: true },
);
export type SaveResponseBody = Static<typeof SaveResponseBody>;

export const SavedResponse = Type.Object({
  question_id: Type.Integer(),
  answer: AttemptAnswer,
  flagged: Type.Boolean(),
  saved_at: Type.String({ format: 'date-time' }),
});
export type SavedResponse = Static<typeof SavedResponse>;

export const AttemptQuestionAnswer = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  text_ar: ArabicText,
  img: MediaUrl,
  /** MATCH: an item (left) or an answer (right); null for other types. */
  side: Type.Union([Type.Enum(['left', 'right']), Type.Null()]),
  /** HOTSPOT: the region on the question's image; null for other types. */
  region: NullableRegion,
  /** Practice mode only (and the review). */
  is_correct: Type.Optional(Type.Boolean()),
  /** MATCH items, practice mode only (and the review): the answer that matches. */
  match_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const AttemptQuestion = Type.Object({
  id: Type.Integer(),
  ...QuestionStem,
  domain: NullableString("PMI's domain, or null."),
  task: NullableString('What the question tests, e.g. "Manage conflict"; or null.'),
  section: Type.Integer(),
  /** FILL in exam mode before submit: empty (the accepted values are the key). */
  answers: Type.Array(AttemptQuestionAnswer),
  /** Practice mode only (and the review). */
  explanation: Type.Optional(Type.String()),
  explanation_ar: ArabicText,
});
export type AttemptQuestion = Static<typeof AttemptQuestion>;

export const AttemptSection = Type.Object({
  index: Type.Integer(),
  question_ids: Type.Array(Type.Integer()),
  /** A section once left (or the attempt submitted): its answers can no longer change. */
  locked: Type.Boolean(),
  /** Whether an optional break may be taken on leaving it (never after the last section). */
  break_after: Type.Boolean(),
});

export const AttemptBreak = Type.Object({
  started_at: Type.String({ format: 'date-time' }),
  /** When the break ends by itself (its length × the learner's time multiplier). */
  ends_at: Type.String({ format: 'date-time' }),
});

export const DomainResult = Type.Object({
  domain: Type.String(),
  correct: Type.Integer(),
  total: Type.Integer(),
  band: Type.Enum(['Above Target', 'Target', 'Below Target', 'Needs Improvement']),
});

export const TaskResult = Type.Object({
  task: Type.String(),
  domain: NullableString('The domain its questions carry, or null.'),
  correct: Type.Integer(),
  total: Type.Integer(),
});

export const ScoreBand = Type.Enum([
  'NeedImprovement',
  'BelowTarget',
  'Target',
  'AboveTarget',
  'Outstanding',
]);

export const AttemptResult = Type.Object({
  /** The percentage correct, unrounded. */
  score: Type.Number(),
  correct: Type.Integer(),
  total: Type.Integer(),
  band: ScoreBand,
  domains: Type.Array(DomainResult),
  /**
   * The five weakest tasks (questions' `task`), weakest first: lowest share correct, then more
   * questions, then by name. Empty when no question carries a task.
   */
  tasks: Type.Array(TaskResult),
});
export type AttemptResult = Static<typeof AttemptResult>;

const attemptSummaryFields = {
  id: Type.Integer(),
  mode: AttemptMode,
  status: AttemptStatus,
  source: Type.Enum(['exam', 'topic', 'mock', 'from_attempt', 'drill', 'readiness']),
  exam: Type.Union([Type.Integer(), Type.Null()]),
  topic: Type.Union([Type.Integer(), Type.Null()]),
  category: Type.String(),
  title: Type.String(),
  started_at: Type.String({ format: 'date-time' }),
  /** Exam mode: the server's deadline (breaks taken move it on); practice mode: null. */
  deadline: NullableString('When time runs out, by the server clock; null in practice mode.'),
  submitted_at: NullableString(),
  /** 'deadline' when the server submitted it as time ran out. */
  submitted_by: Type.Union([Type.Enum(['learner', 'deadline']), Type.Null()]),
  question_count: Type.Integer(),
  answered_count: Type.Integer(),
  result: Type.Union([AttemptResult, Type.Null()]),
};

export const AttemptSummary = Type.Object(attemptSummaryFields);
export type AttemptSummary = Static<typeof AttemptSummary>;

export const AttemptSummaryPage = Page(AttemptSummary);
export type AttemptSummaryPage = Static<typeof AttemptSummaryPage>;

/** One submitted attempt on a score trend. */
export const TrendPoint = Type.Object({
  attempt: Type.Integer(),
  mode: AttemptMode,
  submitted_at: Type.String({ format: 'date-time' }),
  score: Type.Number(),
  band: ScoreBand,
});

/**
 * The score over time of one thing attempted again and again: an exam, a topic, a category's full
 * mock (by blueprint) or its drill of one domain. Retests of missed or flagged questions are no
 * trend (each is another set of questions).
 */
export const AttemptTrend = Type.Object({
  /** `exam:{id}`, `topic:{id}`, or the source and the title for a mock or a drill. */
  key: Type.String(),
  source: Type.Enum(['exam', 'topic', 'mock', 'drill']),
  exam: Type.Union([Type.Integer(), Type.Null()]),
  topic: Type.Union([Type.Integer(), Type.Null()]),
  category: Type.String(),
  /** The title of its latest attempt. */
  title: Type.String(),
  /** The latest `TREND_POINTS` submitted attempts, oldest first. */
  points: Type.Array(TrendPoint),
});
export type AttemptTrend = Static<typeof AttemptTrend>;

export const TREND_POINTS = 20;

export const Attempt = Type.Object({
  ...attemptSummaryFields,
  /** The server's clock when it answered: the player counts down from `deadline - server_time`. */
  server_time: Type.String({ format: 'date-time' }),
  time_multiplier: Type.Number(),
  /** Set when the bank is smaller than the blueprint (what was drawn instead). */
  notice: NullableString(),
  current_section: Type.Integer(),
  break_minutes: Type.Integer(),
  break: Type.Union([AttemptBreak, Type.Null()]),
  sections: Type.Array(AttemptSection),
  questions: Type.Array(AttemptQuestion),
  /** Saved answers by question id. */
  responses: Type.Record(Type.String(), AttemptAnswer),
  /** The ids of the flagged questions. */
  flags: Type.Array(Type.Integer()),
});
export type Attempt = Static<typeof Attempt>;

/** After submit: every question with the learner's answer, the correct one and the explanation. */
export const AttemptReviewQuestion = Type.Object({
  ...AttemptQuestion.properties,
  /** Every row with its key: FILL's accepted values, MATCH items' `match_id`, the right region. */
  answers: Type.Array(
    Type.Object({
      ...AttemptQuestionAnswer.properties,
      is_correct: Type.Boolean(),
      match_id: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  explanation: Type.String(),
  /** PMI's task the question tests, or null. */
  task: NullableString("PMI's task, or null."),
  answer: AttemptAnswer,
  flagged: Type.Boolean(),
  is_correct: Type.Boolean(),
});

export const AttemptReview = Type.Object({
  id: Type.Integer(),
  result: AttemptResult,
  questions: Type.Array(AttemptReviewQuestion),
});
export type AttemptReview = Static<typeof AttemptReview>;

/** Leaving a section: `{"break": true}` starts the optional break that follows it, if any. */
export const FinishSectionBody = Type.Object(
  { break: Type.Optional(Type.Boolean()) },
  { additionalProperties: true },
);
export type FinishSectionBody = Static<typeof FinishSectionBody>;
