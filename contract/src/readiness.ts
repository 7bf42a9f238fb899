import { Type, type Static } from 'typebox';
import { AttemptAnswer, AttemptQuestion, AttemptQuestionAnswer } from './attempts';
import { IdParam, NullableString } from './common';
import { CategoryName } from './exams';

/**
 * Readiness and spaced review (issue 38, docs/readiness.md): the learner's ability per blueprint
 * domain from their submitted exam-mode answers, with its uncertainty, and their review queue.
 */

/** Below these counts of answers an estimate says "Not enough answers yet" rather than guess. */
export const READINESS_MIN_DOMAIN_ANSWERS = 10;
export const READINESS_MIN_OVERALL_ANSWERS = 20;
/** The pass mark of a full mock, percent (the spec's "75% Score Requier to Pass"). */
export const READINESS_PASS_PERCENT = 75;
/** The adaptive readiness check's length. */
export const READINESS_CHECK_QUESTIONS = 40;
/** "Today's review" hands out at most this many due questions at once. */
export const REVIEW_BATCH = 20;

const Rating = Type.Enum(['Above Target', 'Target', 'Below Target', 'Needs Improvement']);

export const AbilityEstimate = Type.Object({
  /** EAP ability (logits; the population of answers is N(0, 1)) and its posterior SD. */
  theta: Type.Number(),
  sd: Type.Number(),
  /** Expected percent right on the domain's questions, and its 90 % interval. */
  percent: Type.Number(),
  percent_low: Type.Number(),
  percent_high: Type.Number(),
  rating: Rating,
  rating_low: Rating,
  rating_high: Rating,
});
export type AbilityEstimate = Static<typeof AbilityEstimate>;

export const DomainReadiness = Type.Object({
  domain: Type.String(),
  /** How many answers (the latest per question) the estimate rests on. */
  answers: Type.Integer(),
  /** Null below READINESS_MIN_DOMAIN_ANSWERS: "Not enough answers yet". */
  estimate: Type.Union([AbilityEstimate, Type.Null()]),
});
export type DomainReadiness = Static<typeof DomainReadiness>;

export const Readiness = Type.Object({
  category: Type.String(),
  min_domain_answers: Type.Integer(),
  min_overall_answers: Type.Integer(),
  overall: DomainReadiness,
  /** P(score ≥ the pass mark on a full mock); null when the overall estimate is. */
  pass_probability: Type.Union([Type.Number(), Type.Null()]),
  domains: Type.Array(DomainReadiness),
  /** Everyone's answers the item parameters are calibrated from. */
  calibration_answers: Type.Integer(),
});
export type Readiness = Static<typeof Readiness>;

export const ReadinessQuery = Type.Object({ category: Type.Optional(CategoryName) });
export type ReadinessQuery = Static<typeof ReadinessQuery>;

export const ReadinessCheckBody = Type.Object(
  { category: CategoryName },
  { additionalProperties: true },
);
export type ReadinessCheckBody = Static<typeof ReadinessCheckBody>;

/** The check's state: the question to answer now, or (once submitted) the estimate. */
export const ReadinessCheck = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  status: Type.Enum(['in_progress', 'submitted']),
  /** Questions answered so far, and the check's length. */
  answered: Type.Integer(),
  length: Type.Integer(),
  deadline: NullableString('When time runs out, by the server clock.'),
  server_time: Type.String({ format: 'date-time' }),
  /** Exam mode: no key. Null once submitted. */
  question: Type.Union([AttemptQuestion, Type.Null()]),
  readiness: Type.Union([Readiness, Type.Null()]),
});
export type ReadinessCheck = Static<typeof ReadinessCheck>;

export const ReadinessAnswerBody = Type.Object(
  { question_id: Type.Integer({ minimum: 1, maximum: 999_999_999 }), answer: AttemptAnswer },
  { additionalProperties: true },
);
export type ReadinessAnswerBody = Static<typeof ReadinessAnswerBody>;

export const ReadinessCheckParams = Type.Object({ id: IdParam });
export type ReadinessCheckParams = Static<typeof ReadinessCheckParams>;

/** One question of the review queue, without its key until answered. */
export const ReviewItem = Type.Object({
  question: AttemptQuestion,
  due: Type.String({ format: 'date-time' }),
  reps: Type.Integer(),
  lapses: Type.Integer(),
  from_attempt: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReviewItem = Static<typeof ReviewItem>;

export const ReviewQueue = Type.Object({
  /** Due now (at most REVIEW_BATCH of them in `items`). */
  due_count: Type.Integer(),
  /** Every card in the queue, due or not. */
  total: Type.Integer(),
  items: Type.Array(ReviewItem),
});
export type ReviewQueue = Static<typeof ReviewQueue>;

export const ReviewParams = Type.Object({ question_id: IdParam });
export type ReviewParams = Static<typeof ReviewParams>;

export const ReviewAnswerBody = Type.Object(
  { answer: AttemptAnswer },
  { additionalProperties: true },
);
export type ReviewAnswerBody = Static<typeof ReviewAnswerBody>;

/** After a review answer: right or not, the key and explanation, and when it comes back. */
export const ReviewOutcome = Type.Object({
  question_id: Type.Integer(),
  is_correct: Type.Boolean(),
  answers: Type.Array(AttemptQuestionAnswer),
  explanation: Type.String(),
  explanation_ar: Type.Union([Type.String(), Type.Null()]),
  /** FSRS's rating of the answer: Again when wrong, Good when right. */
  rating: Type.Enum(['again', 'good']),
  next_due: Type.String({ format: 'date-time' }),
  scheduled_days: Type.Integer(),
});
export type ReviewOutcome = Static<typeof ReviewOutcome>;
