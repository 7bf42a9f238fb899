import type { Queryable } from '../../../db/db';
import { insertAnswerRows } from '../../../content/question-rows';
import { insertRow, updateRow } from '../rows';
import type { QuestionDraft } from './rules';

/** The bank a question belongs to: a topic or an exam, by its column in `questions`. */
export interface BankRef {
  column: 'topic_id' | 'exam_id';
  id: number;
}

/** After the bank's last question. */
export async function nextPosition(tx: Queryable, bank: BankRef): Promise<number> {
  const { rows } = await tx.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0)::int AS next FROM questions WHERE ${bank.column} = $1`,
    [bank.id],
  );
  return rows[0]?.next ?? 0;
}

function questionColumns(bank: BankRef, draft: QuestionDraft, position: number) {
  return {
    topic_id: bank.column === 'topic_id' ? bank.id : null,
    exam_id: bank.column === 'exam_id' ? bank.id : null,
    position,
    text: draft.text,
    text_ar: draft.text_ar ?? null,
    explanation_ar: draft.explanation_ar ?? null,
    question_type: draft.question_type,
    choose: draft.choose,
    img: draft.img,
    explanation: draft.explanation,
    domain: draft.domain,
    task: draft.task,
  };
}

async function insertAnswers(tx: Queryable, questionId: number, draft: QuestionDraft) {
  await insertAnswerRows(tx, questionId, draft.answers);
}

/** A new question with its answers; call inside a transaction. */
export async function insertQuestion(
  tx: Queryable,
  bank: BankRef,
  draft: QuestionDraft,
  position: number,
): Promise<number> {
  const id = await insertRow(tx, 'questions', questionColumns(bank, draft, position));
  await insertAnswers(tx, id, draft);
  return id;
}

/** Rewrites a question; its answers are replaced only when `replaceAnswers`. */
export async function rewriteQuestion(
  tx: Queryable,
  id: number,
  bank: BankRef,
  draft: QuestionDraft,
  position: number,
  replaceAnswers: boolean,
): Promise<void> {
  await updateRow(tx, 'questions', id, questionColumns(bank, draft, position));
  if (replaceAnswers) {
    await tx.query('DELETE FROM answers WHERE question_id = $1', [id]);
    await insertAnswers(tx, id, draft);
  }
}
