import { Type, type Static } from 'typebox';
import { Body, IdParam } from './common';

/**
 * The real exam's tools in exam mode and the time spent on each question
 * (docs/design/exam-attempts.md#exam-tools).
 */

/** The whiteboard's drawing area, in its own units: the player scales it to the screen. */
export const WHITEBOARD_WIDTH = 1000;
export const WHITEBOARD_HEIGHT = 700;
/** A stroke's points, as x, y pairs flattened (`[x0, y0, x1, y1, …]`): vectors, not an image. */
export const WHITEBOARD_MAX_POINTS_PER_STROKE = 2000;
export const WHITEBOARD_MAX_STROKES = 400;
export const WHITEBOARD_MAX_NOTES = 5000;
/**
 * The whole whiteboard as JSON, at most: a full board stays small to save on every change. A
 * larger one is refused with 400 (the route's body limit is above it, so it is never a 413).
 */
export const WHITEBOARD_MAX_BYTES = 60_000;

export const WhiteboardColor = Type.Enum(['ink', 'red', 'blue']);
export type WhiteboardColor = Static<typeof WhiteboardColor>;

export const WhiteboardStroke = Type.Object(
  {
    color: WhiteboardColor,
    width: Type.Integer({ minimum: 1, maximum: 12 }),
    points: Type.Array(Type.Integer({ minimum: 0, maximum: WHITEBOARD_WIDTH }), {
      minItems: 2,
      maxItems: WHITEBOARD_MAX_POINTS_PER_STROKE * 2,
    }),
  },
  { additionalProperties: false },
);
export type WhiteboardStroke = Static<typeof WhiteboardStroke>;

/** PUT /api/attempts/{id}/whiteboard/: the whole board (the player saves it whole, debounced). */
export const WhiteboardBody = Body({
  strokes: Type.Array(WhiteboardStroke, { maxItems: WHITEBOARD_MAX_STROKES }),
  notes: Type.String({ maxLength: WHITEBOARD_MAX_NOTES }),
});
export type WhiteboardBody = Static<typeof WhiteboardBody>;

export const Whiteboard = Type.Object({
  strokes: Type.Array(WhiteboardStroke),
  notes: Type.String(),
  /** When it was last saved; null for a board never written. */
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** A submitted attempt's board can be read, no longer written. */
  read_only: Type.Boolean(),
});
export type Whiteboard = Static<typeof Whiteboard>;

export const EXAM_FONT_SIZES = ['standard', 'large', 'larger', 'largest'] as const;
export const ExamFontSize = Type.Enum(EXAM_FONT_SIZES);
export type ExamFontSize = Static<typeof ExamFontSize>;
export const ExamContrast = Type.Enum(['standard', 'high']);
export type ExamContrast = Static<typeof ExamContrast>;
/** Our side-by-side view, or the real exam's aid: a switch per question to its Arabic. */
export const ArabicAid = Type.Enum(['side_by_side', 'switch']);
export type ArabicAid = Static<typeof ArabicAid>;

/** A learner's display settings in the exam player, the same on every device. */
export const ExamPreferences = Type.Object({
  font_size: ExamFontSize,
  contrast: ExamContrast,
  arabic_aid: ArabicAid,
});
export type ExamPreferences = Static<typeof ExamPreferences>;

export const DEFAULT_EXAM_PREFERENCES: ExamPreferences = {
  font_size: 'standard',
  contrast: 'standard',
  arabic_aid: 'side_by_side',
};

/** PUT /api/exam-preferences/: any of them; the others stay. */
export const ExamPreferencesBody = Body(Type.Partial(ExamPreferences).properties);
export type ExamPreferencesBody = Static<typeof ExamPreferencesBody>;

/** PUT /api/attempts/{id}/viewing/: the question now on screen, or null (review, break, left). */
export const ViewingBody = Body({
  question_id: Type.Union([Type.Integer({ minimum: 1, maximum: 999_999_999 }), Type.Null()]),
});
export type ViewingBody = Static<typeof ViewingBody>;

export const AttemptToolParams = Type.Object({ id: IdParam });

/** The real exam's pace: 240 minutes for 185 questions. */
export const EXAM_PACE_SECONDS_PER_QUESTION = (240 * 60) / 185;
/** One look at a question counts for this long at most (a learner who walked away). */
export const MAX_VIEW_SECONDS = 15 * 60;
/** How many of the longest questions the results name. */
export const LONGEST_QUESTIONS = 5;

export const QuestionTime = Type.Object({
  question_id: Type.Integer(),
  /** 1-based, as the player numbers it. */
  number: Type.Integer(),
  domain: Type.Union([Type.String(), Type.Null()]),
  seconds: Type.Number(),
  is_correct: Type.Boolean(),
});
export type QuestionTime = Static<typeof QuestionTime>;

export const DomainTime = Type.Object({
  domain: Type.String(),
  questions: Type.Integer(),
  seconds: Type.Number(),
  average_seconds: Type.Number(),
});
export type DomainTime = Static<typeof DomainTime>;

/** GET /api/attempts/{id}/time/: a submitted attempt's time, question by question. */
export const AttemptTime = Type.Object({
  total_seconds: Type.Number(),
  average_seconds: Type.Number(),
  exam_pace_seconds: Type.Number(),
  /** Average ÷ the exam's pace: above 1 is slower than the exam allows. */
  pace_ratio: Type.Number(),
  questions: Type.Array(QuestionTime),
  domains: Type.Array(DomainTime),
  /** The longest questions first (at most LONGEST_QUESTIONS, only those with time). */
  longest: Type.Array(QuestionTime),
});
export type AttemptTime = Static<typeof AttemptTime>;
