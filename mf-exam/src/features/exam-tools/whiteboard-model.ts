import {
  type WhiteboardBody,
  type WhiteboardColor,
  type WhiteboardStroke,
} from '@academy/contract';
import {
  WHITEBOARD_HEIGHT,
  WHITEBOARD_MAX_BYTES,
  WHITEBOARD_MAX_POINTS_PER_STROKE,
  WHITEBOARD_WIDTH,
} from '@academy/contract/rules';

/** A point closer than this (board units) to the last one adds nothing: strokes stay small. */
export const MIN_POINT_DISTANCE = 3;

export const STROKE_COLORS: Record<WhiteboardColor, string> = {
  ink: '#1b1b1b',
  red: '#c62828',
  blue: '#1565c0',
};

/** A pointer position in the element's box, as whole board units inside the board. */
export function toBoardPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): [number, number] {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  const x = box.width > 0 ? ((clientX - box.left) / box.width) * WHITEBOARD_WIDTH : 0;
  const y = box.height > 0 ? ((clientY - box.top) / box.height) * WHITEBOARD_HEIGHT : 0;
  return [clamp(x, WHITEBOARD_WIDTH), clamp(y, WHITEBOARD_HEIGHT)];
}

/** Adds a point to a stroke's flat list unless it is too near the last one or the stroke full. */
export function addPoint(points: number[], [x, y]: [number, number]): boolean {
  const n = points.length;
  if (n >= WHITEBOARD_MAX_POINTS_PER_STROKE * 2) return false;
  if (n >= 2) {
    const dx = x - (points[n - 2] as number);
    const dy = y - (points[n - 1] as number);
    if (dx * dx + dy * dy < MIN_POINT_DISTANCE * MIN_POINT_DISTANCE) return false;
  }
  points.push(x, y);
  return true;
}

/** Whether a board is within the API's size (WHITEBOARD_MAX_BYTES of JSON). */
export function fitsOnBoard(board: WhiteboardBody): boolean {
  return new TextEncoder().encode(JSON.stringify(board)).length <= WHITEBOARD_MAX_BYTES;
}

/** Draws strokes on a 2D context scaled to board units. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: readonly WhiteboardStroke[],
): void {
  context.clearRect(0, 0, WHITEBOARD_WIDTH, WHITEBOARD_HEIGHT);
  for (const stroke of strokes) drawStroke(context, stroke, 0);
}

/** Draws a stroke from its point `from` (0: whole; else only the new segment, while drawing). */
export function drawStroke(
  context: CanvasRenderingContext2D,
  stroke: WhiteboardStroke,
  from: number,
): void {
  const { points } = stroke;
  context.strokeStyle = STROKE_COLORS[stroke.color];
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  const start = Math.max(0, from - 2);
  context.moveTo(points[start] as number, points[start + 1] as number);
  if (points.length === 2) context.lineTo((points[0] as number) + 0.1, points[1] as number);
  for (let i = start + 2; i < points.length; i += 2) {
    context.lineTo(points[i] as number, points[i + 1] as number);
  }
  context.stroke();
}
