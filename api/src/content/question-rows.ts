import type { QuestionType, Region } from '@academy/contract';
import type { Queryable } from '../db/db';

// A question's answers as stored (docs/design/exam-attempts.md#question-types): every type keeps
// its rows in `answers` (see migration 010). The back-office's forms, its text import and the
// content folder each give a type's rows in their own field; this turns them into stored rows, and
// stores them.

/**
 * One stored answer row of a draft. MATCH items name their answer by `match`, its index in the
 * draft's rows (row ids exist only once stored).
 */
export interface DraftAnswer {
  text: string;
  /** OC/MC options: the academy's Arabic (docs/design/languages.md#content-in-arabic), or null. */
  text_ar?: string | null;
  is_correct: boolean;
  /** A stored media name, or null. */
  img: string | null;
  side?: 'left' | 'right' | null;
  match?: number | null;
  region?: Region | null;
}

export interface Problem {
  field: string;
  message: string;
}

/** Which body field carries each type's rows. */
export const ROWS_FIELD: Record<QuestionType, 'answers' | 'pairs' | 'regions' | 'accepted'> = {
  OC: 'answers',
  MC: 'answers',
  MATCH: 'pairs',
  HOTSPOT: 'regions',
  FILL: 'accepted',
};

export interface TypeRowsBody {
  answers?: { text: string; text_ar?: string | null; is_correct: boolean }[];
  pairs?: { left?: string; right: string }[];
  regions?: ({ label: string; is_correct: boolean } & Region)[];
  accepted?: string[];
}

/**
 * A body's rows for `type` as draft rows (answer images are resolved by the caller), or the
 * problems of a body that sends another type's field. `undefined`: the body sends no rows.
 */
export function draftRows(
  type: QuestionType,
  body: TypeRowsBody,
): { rows?: DraftAnswer[]; problems: Problem[] } {
  const own = ROWS_FIELD[type];
  const problems: Problem[] = (['answers', 'pairs', 'regions', 'accepted'] as const)
    .filter((field) => field !== own && body[field] !== undefined)
    .map((field) => ({
      field,
      message: `A ${type} question takes its answers in "${own}", not "${field}".`,
    }));
  switch (type) {
    case 'MATCH': {
      if (!body.pairs) return { problems };
      // The items first, each naming its answer by index; then the answers in the pairs' order
      // (an answer without an item is a distractor).
      const items = body.pairs.filter((pair) => pair.left !== undefined).length;
      let item = 0;
      const lefts: DraftAnswer[] = [];
      body.pairs.forEach((pair, index) => {
        if (pair.left === undefined) return;
        lefts[item++] = {
          text: pair.left.trim(),
          is_correct: true,
          img: null,
          side: 'left',
          match: items + index,
        };
      });
      const rights: DraftAnswer[] = body.pairs.map((pair) => ({
        text: pair.right.trim(),
        is_correct: false,
        img: null,
        side: 'right',
      }));
      return { rows: [...lefts, ...rights], problems };
    }
    case 'HOTSPOT':
      if (!body.regions) return { problems };
      return {
        rows: body.regions.map(({ label, is_correct, x, y, w, h }) => ({
          text: label.trim(),
          is_correct,
          img: null,
          region: { x, y, w, h },
        })),
        problems,
      };
    case 'FILL':
      if (!body.accepted) return { problems };
      return {
        rows: body.accepted.map((text) => ({ text: text.trim(), is_correct: true, img: null })),
        problems,
      };
    default:
      if (!body.answers) return { problems };
      return {
        rows: body.answers.map((answer) => ({
          text: answer.text.trim(),
          text_ar: answer.text_ar?.trim() || null,
          is_correct: answer.is_correct,
          img: null,
        })),
        problems,
      };
  }
}

/** A question's rows in order; then each MATCH item is pointed at its answer's new id. */
export async function insertAnswerRows(
  tx: Queryable,
  questionId: number,
  rows: readonly DraftAnswer[],
): Promise<void> {
  const ids: number[] = [];
  for (const [position, answer] of rows.entries()) {
    const { rows: inserted } = await tx.query<{ id: number }>(
      `INSERT INTO answers (question_id, position, text, text_ar, is_correct, img, side, region)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        questionId,
        position,
        answer.text,
        answer.text_ar ?? null,
        answer.is_correct,
        answer.img,
        answer.side ?? null,
        answer.region ? JSON.stringify(answer.region) : null,
      ],
    );
    ids.push(inserted[0]!.id);
  }
  for (const [index, answer] of rows.entries()) {
    if (answer.match == null) continue;
    await tx.query('UPDATE answers SET match_id = $1 WHERE id = $2', [
      ids[answer.match],
      ids[index],
    ]);
  }
}
