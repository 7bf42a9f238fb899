// The exam tools' limits and choices as plain values (docs/design/exam-attempts.md#exam-tools):
// the API's schemas (../exam-tools.ts) and the player read them.

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
export const WHITEBOARD_COLORS = ['ink', 'red', 'blue'] as const;

export const EXAM_FONT_SIZES = ['standard', 'large', 'larger', 'largest'] as const;
export const EXAM_CONTRASTS = ['standard', 'high'] as const;
/** Our side-by-side view, or the real exam's aid: a switch per question to its Arabic. */
export const ARABIC_AIDS = ['side_by_side', 'switch'] as const;

export const DEFAULT_EXAM_PREFERENCES = {
  font_size: 'standard',
  contrast: 'standard',
  arabic_aid: 'side_by_side',
} as const;

/** The real exam's pace: 240 minutes for 185 questions. */
export const EXAM_PACE_SECONDS_PER_QUESTION = (240 * 60) / 185;
/** One look at a question counts for this long at most (a learner who walked away). */
export const MAX_VIEW_SECONDS = 15 * 60;
/** How many of the longest questions the results name. */
export const LONGEST_QUESTIONS = 5;
