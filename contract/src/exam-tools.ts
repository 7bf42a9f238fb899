import { Type, type Static } from 'typebox';
import { Body, IdParam } from './common';
import {
  ARABIC_AIDS,
  EXAM_CONTRASTS,
  EXAM_FONT_SIZES,
  WHITEBOARD_COLORS,
  WHITEBOARD_MAX_NOTES,
  WHITEBOARD_MAX_POINTS_PER_STROKE,
  WHITEBOARD_MAX_STROKES,
  WHITEBOARD_WIDTH,
} from './rules/exam-tools';

/**
 * The real exam's tools in exam mode and the time spent on each question
 * (docs/design/exam-attempts.md#exam-tools).
 */

export const WhiteboardColor = Type.Enum(WHITEBOARD_COLORS);
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

export const ExamFontSize = Type.Enum(EXAM_FONT_SIZES);
export type ExamFontSize = Static<typeof ExamFontSize>;
export const ExamContrast = Type.Enum(EXAM_CONTRASTS);
export type ExamContrast = Static<typeof ExamContrast>;
export const ArabicAid = Type.Enum(ARABIC_AIDS);
export type ArabicAid = Static<typeof ArabicAid>;

/** A learner's display settings in the exam player, the same on every device. */
export const ExamPreferences = Type.Object({
  font_size: ExamFontSize,
  contrast: ExamContrast,
  arabic_aid: ArabicAid,
});
export type ExamPreferences = Static<typeof ExamPreferences>;

/** PUT /api/exam-preferences/: any of them; the others stay. */
export const ExamPreferencesBody = Body(Type.Partial(ExamPreferences).properties);
export type ExamPreferencesBody = Static<typeof ExamPreferencesBody>;

/** PUT /api/attempts/{id}/viewing/: the question now on screen, or null (review, break, left). */
export const ViewingBody = Body({
  question_id: Type.Union([Type.Integer({ minimum: 1, maximum: 999_999_999 }), Type.Null()]),
});
export type ViewingBody = Static<typeof ViewingBody>;

export const AttemptToolParams = Type.Object({ id: IdParam });

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
