import {
  type WhiteboardBody,
  type WhiteboardColor,
  type WhiteboardStroke,
} from '@academy/contract';
import {
  WHITEBOARD_COLORS,
  WHITEBOARD_HEIGHT,
  WHITEBOARD_MAX_NOTES,
  WHITEBOARD_WIDTH,
} from '@academy/contract/rules';
import { useQuery, useQueryClient } from '@academy/shared';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';

import { saveWhiteboard, whiteboardQuery } from './api';
import { useExamToolsMessages } from './messages';
import { addPoint, drawStroke, drawStrokes, fitsOnBoard, toBoardPoint } from './whiteboard-model';

/** A change is saved once drawing or typing pauses this long (or at once on closing the board). */
export const WHITEBOARD_SAVE_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'full';

/**
 * The exam's whiteboard (docs/design/exam-attempts.md#exam-tools): a drawing (kept as vector
 * strokes) and typed notes, saved with the attempt on the server, so it is there in the next
 * section, after a break, a reload or on another device. While a stroke is drawn only its new
 * segment is painted, outside React, so drawing stays quick on a slow phone.
 */
export function Whiteboard({ attemptId }: { attemptId: number }) {
  const messages = useExamToolsMessages();
  const client = useQueryClient();
  const query = useQuery(whiteboardQuery(attemptId));
  const readOnly = query.data?.read_only ?? false;
  const [board, setBoard] = useState<WhiteboardBody | null>(null);
  const [color, setColor] = useState<WhiteboardColor>('ink');
  const [save, setSave] = useState<SaveState>('idle');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<WhiteboardStroke | null>(null);
  const pending = useRef<WhiteboardBody | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const notesId = useId();

  if (board === null && query.data) {
    setBoard({ strokes: query.data.strokes, notes: query.data.notes });
  }

  const flush = async () => {
    window.clearTimeout(timer.current);
    const body = pending.current;
    if (!body) return;
    pending.current = null;
    setSave('saving');
    try {
      const saved = await saveWhiteboard(attemptId, body);
      client.setQueryData(whiteboardQuery(attemptId).queryKey, saved);
      setSave((state) => (state === 'saving' ? 'saved' : state));
    } catch {
      // Kept here: tried again on the next change or on closing the board.
      pending.current ??= body;
      setSave('failed');
    }
  };
  const change = (next: WhiteboardBody) => {
    if (!fitsOnBoard(next)) {
      setSave('full');
      return false;
    }
    setBoard(next);
    pending.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), WHITEBOARD_SAVE_MS);
    return true;
  };
  // Closing the board (or leaving the player) saves what is left at once.
  useEffect(
    () => () => void flush(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );

  const context = () => {
    try {
      return canvas.current?.getContext('2d') ?? null;
    } catch {
      return null;
    }
  };
  useEffect(() => {
    const ctx = context();
    if (ctx && board) drawStrokes(ctx, board.strokes);
  }, [board]);

  const point = (event: PointerEvent<HTMLCanvasElement>) =>
    toBoardPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly || !board || event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const stroke: WhiteboardStroke = { color, width: 3, points: [] };
    addPoint(stroke.points, point(event));
    drawing.current = stroke;
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    const from = stroke.points.length;
    if (addPoint(stroke.points, point(event))) {
      const ctx = context();
      if (ctx) drawStroke(ctx, stroke, from);
    }
  };
  const onPointerUp = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (!stroke || !board || stroke.points.length < 2) return;
    if (!change({ ...board, strokes: [...board.strokes, stroke] })) {
      const ctx = context();
      if (ctx) drawStrokes(ctx, board.strokes);
    }
  };

  const status = {
    idle: '',
    saving: messages.saving,
    saved: messages.saved,
    failed: messages.saveFailed,
    full: messages.boardFull,
  }[save];

  return (
    <div className="exam-whiteboard">
      {readOnly && <p className="exam-whiteboard__note">{messages.readOnly}</p>}
      {!readOnly && (
        <div className="exam-whiteboard__tools" role="group" aria-label={messages.pen}>
          {WHITEBOARD_COLORS.map((option) => (
            <button
              key={option}
              type="button"
              className={`exam-whiteboard__color is-${option}`}
              aria-pressed={color === option}
              onClick={() => setColor(option)}
            >
              {messages.colors[option]}
            </button>
          ))}
          <button
            type="button"
            className="exam-tools__button"
            disabled={!board?.strokes.length}
            onClick={() => board && change({ ...board, strokes: board.strokes.slice(0, -1) })}
          >
            {messages.undo}
          </button>
          <button
            type="button"
            className="exam-tools__button"
            disabled={!board?.strokes.length}
            onClick={() => board && change({ ...board, strokes: [] })}
          >
            {messages.clearBoard}
          </button>
        </div>
      )}
      <canvas
        ref={canvas}
        className="exam-whiteboard__canvas"
        width={WHITEBOARD_WIDTH}
        height={WHITEBOARD_HEIGHT}
        role="img"
        aria-label={`${messages.whiteboardCanvas}. ${messages.strokeCount(board?.strokes.length ?? 0)}`}
        data-strokes={board?.strokes.length ?? 0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      <label htmlFor={notesId} className="exam-whiteboard__label">
        {messages.notes}
      </label>
      <textarea
        id={notesId}
        className="exam-whiteboard__notes"
        dir="auto"
        rows={4}
        maxLength={WHITEBOARD_MAX_NOTES}
        readOnly={readOnly}
        disabled={!board}
        value={board?.notes ?? ''}
        onChange={(event) => board && change({ ...board, notes: event.target.value })}
      />
      <p role="status" className="exam-whiteboard__status">
        {status}
      </p>
    </div>
  );
}
