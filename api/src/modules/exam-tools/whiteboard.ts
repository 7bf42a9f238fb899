import { type Whiteboard, type WhiteboardBody, type WhiteboardStroke } from '@academy/contract';
import { WHITEBOARD_MAX_BYTES } from '@academy/contract/rules';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/errors';
import { withAttempt } from '../attempts/store';

interface WhiteboardContent {
  strokes: WhiteboardStroke[];
  notes: string;
}

/**
 * An attempt's whiteboard (docs/design/exam-attempts.md#exam-tools): its owner's only (someone
 * else's attempt is 404, as everywhere in attempts); a board never written reads empty.
 */
export function readWhiteboard(app: FastifyInstance, userId: number, id: number) {
  return withAttempt(app, userId, id, async (tx, row): Promise<Whiteboard> => {
    const { rows } = await tx.query<{ content: WhiteboardContent; updated_at: Date }>(
      'SELECT content, updated_at FROM attempt_whiteboards WHERE attempt_id = $1',
      [row.id],
    );
    const saved = rows[0];
    return {
      strokes: saved?.content.strokes ?? [],
      notes: saved?.content.notes ?? '',
      updated_at: saved ? saved.updated_at.toISOString() : null,
      read_only: row.status !== 'in_progress',
    };
  });
}

/** 400 with field messages for what the schema cannot say: pairs of points, the whole size. */
function whiteboardProblems(body: WhiteboardContent): void {
  const odd = body.strokes.findIndex((stroke) => stroke.points.length % 2 !== 0);
  if (odd >= 0) {
    throw badRequest({ strokes: [`Stroke ${odd + 1} has an odd number of coordinates.`] });
  }
  const bytes = Buffer.byteLength(JSON.stringify(body));
  if (bytes > WHITEBOARD_MAX_BYTES) {
    throw badRequest({
      non_field_errors: [
        `The whiteboard is full: ${bytes} bytes, at most ${WHITEBOARD_MAX_BYTES}. Erase something to go on.`,
      ],
    });
  }
}

/** Writes the whole board (the player saves it whole); a submitted attempt's is 409. */
export function saveWhiteboard(
  app: FastifyInstance,
  userId: number,
  id: number,
  body: WhiteboardBody,
) {
  return withAttempt(app, userId, id, async (tx, row, now): Promise<Whiteboard> => {
    if (row.status !== 'in_progress') {
      throw conflict('This attempt was submitted: its whiteboard can be read, no longer changed.');
    }
    // Only the known fields are kept (the body may carry others, as every body here may).
    const content: WhiteboardContent = {
      strokes: body.strokes.map(({ color, width, points }) => ({ color, width, points })),
      notes: body.notes,
    };
    whiteboardProblems(content);
    await tx.query(
      `INSERT INTO attempt_whiteboards (attempt_id, content, updated_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (attempt_id) DO UPDATE SET content = EXCLUDED.content, updated_at = EXCLUDED.updated_at`,
      [row.id, JSON.stringify(content), now],
    );
    return { ...content, updated_at: now.toISOString(), read_only: false };
  });
}
