import { chooseCount } from '@academy/contract/grading';
import type { Queryable } from '../../db/db';

/**
 * A question as it was when an attempt began, kept in attempt_questions.snapshot: the attempt is
 * graded and reviewed from it, whatever the back-office does to the question afterwards.
 */
export interface QuestionSnapshot {
  id: number;
  text: string;
  question_type: 'OC' | 'MC';
  choose: number | null;
  /** The stored media name (publicMediaUrl makes the link when answering). */
  img: string | null;
  explanation: string;
  domain: string | null;
  task: string | null;
  answers: { id: number; text: string; img: string | null; is_correct: boolean }[];
}

/** Snapshots of these questions, in the order given (unknown ids are skipped). */
export async function snapshotQuestions(
  db: Queryable,
  questionIds: readonly number[],
): Promise<QuestionSnapshot[]> {
  if (questionIds.length === 0) return [];
  const { rows: questions } = await db.query<Omit<QuestionSnapshot, 'answers'>>(
    `SELECT id, text, question_type, choose, img, explanation, domain, task
     FROM questions WHERE id = ANY($1::int[])`,
    [questionIds],
  );
  const { rows: answers } = await db.query<{
    id: number;
    question_id: number;
    text: string;
    img: string | null;
    is_correct: boolean;
  }>(
    `SELECT id, question_id, text, img, is_correct FROM answers
     WHERE question_id = ANY($1::int[]) ORDER BY question_id, position, id`,
    [questionIds],
  );
  const answersOf = new Map<number, QuestionSnapshot['answers']>();
  for (const { question_id, ...answer } of answers) {
    const list = answersOf.get(question_id) ?? [];
    list.push(answer);
    answersOf.set(question_id, list);
  }
  const byId = new Map(questions.map((question) => [question.id, question]));
  return questionIds.flatMap((id) => {
    const question = byId.get(id);
    if (!question) return [];
    const list = answersOf.get(id) ?? [];
    const snapshot = { ...question, answers: list };
    return [{ ...snapshot, choose: question.choose ?? chooseCount(snapshot) }];
  });
}
