import type { QuestionType, Region } from '@academy/contract';
import { chooseCount } from '@academy/contract/grading';
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { publicMediaUrl } from '../media/service';

/**
 * A question as it was when an attempt began, kept in attempt_questions.snapshot: the attempt is
 * graded and reviewed from it, whatever the back-office does to the question afterwards.
 */
export interface QuestionSnapshot {
  id: number;
  text: string;
  /**
   * docs/design/languages.md#content-in-arabic; absent from snapshots taken before Arabic content
   * existed.
   */
  text_ar?: string | null;
  question_type: QuestionType;
  choose: number | null;
  /** The stored media name (publicMediaUrl makes the link when answering). */
  img: string | null;
  explanation: string;
  explanation_ar?: string | null;
  domain: string | null;
  task: string | null;
  answers: SnapshotAnswer[];
}

/** A snapshot question as a learner is shown it (an attempt and its review), before its answers. */
export function shownQuestion(snapshot: QuestionSnapshot, section: number) {
  return {
    id: snapshot.id,
    text: snapshot.text,
    text_ar: snapshot.text_ar ?? null,
    question_type: snapshot.question_type,
    choose: snapshot.choose,
    img: publicMediaUrl(snapshot.img),
    domain: snapshot.domain,
    task: snapshot.task,
    section,
  };
}

export interface SnapshotAnswer {
  id: number;
  text: string;
  text_ar?: string | null;
  img: string | null;
  is_correct: boolean;
  side: 'left' | 'right' | null;
  match_id: number | null;
  region: Region | null;
}

/** Snapshots of these questions, in the order given (unknown ids are skipped). */
export async function snapshotQuestions(
  db: Queryable,
  questionIds: readonly number[],
): Promise<QuestionSnapshot[]> {
  if (questionIds.length === 0) return [];
  const { rows: questions } = await db.query<Omit<QuestionSnapshot, 'answers'>>(
    `SELECT id, text, text_ar, question_type, choose, img, explanation, explanation_ar, domain, task
     FROM questions WHERE id = ANY($1::int[])`,
    [questionIds],
  );
  const { rows: answers } = await db.query<SnapshotAnswer & { question_id: number }>(
    `SELECT id, question_id, text, text_ar, img, is_correct, side, match_id, region FROM answers
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
    const list = shuffleMatches(answersOf.get(id) ?? []);
    const snapshot = { ...question, answers: list };
    return [{ ...snapshot, choose: question.choose ?? chooseCount(snapshot) }];
  });
}

/**
 * A MATCH question's answers (right rows) in an order of the attempt's own: stored, they follow
 * their items', which would give the key away. Items and other types keep the bank's order.
 */
function shuffleMatches(answers: SnapshotAnswer[]): SnapshotAnswer[] {
  const rights = answers.filter((answer) => answer.side === 'right');
  for (let i = rights.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [rights[i], rights[j]] = [rights[j] as SnapshotAnswer, rights[i] as SnapshotAnswer];
  }
  return [...answers.filter((answer) => answer.side !== 'right'), ...rights];
}
