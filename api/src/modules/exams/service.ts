import type { Answer } from '@academy/contract';
import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../lib/errors';
import { publicMediaUrl } from '../media/service';
import { ownsCategory } from '../enrollments/service';
import type { QuestionRow } from '../admin/questions/read';
import { refuseKeysHeld, runningExams } from '../attempts/store';

export type BankKind = 'topics' | 'exams';

type AnswerRow = Omit<Answer, 'img'> & { img: string | null };

/** The stored spelling of a category, matched case-insensitively; 404 when unknown. */
export async function findCategory(db: Queryable, name: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM categories WHERE lower(name) = lower($1) ORDER BY name = $1 DESC LIMIT 1',
    [name],
  );
  if (!rows[0]) throw notFound();
  return rows[0].name;
}

export async function listBanks(db: Queryable, kind: BankKind, category: string) {
  const name = await findCategory(db, category);
  const table = kind === 'topics' ? 'topics' : 'exams';
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM ${table} WHERE category = $1 ORDER BY position, id`,
    [name],
  );
  return rows;
}

/** A topic or exam with its questions: for learners who paid a course of its category. */
export async function bankWithQuestions(
  db: Queryable,
  kind: BankKind,
  category: string,
  bankId: number,
  userId: number,
  now: Date,
) {
  const name = await findCategory(db, category);
  const table = kind === 'topics' ? 'topics' : 'exams';
  const parent = kind === 'topics' ? 'topic_id' : 'exam_id';
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM ${table} WHERE id = $1 AND category = $2`,
    [bankId, name],
  );
  const bank = rows[0];
  if (!bank) throw notFound();
  if (!(await ownsCategory(db, userId, name))) {
    throw forbidden(`You have not paid for a course of the ${name} category.`);
  }
  const { rows: questions } = await db.query<
    Omit<QuestionRow, 'topic_id' | 'exam_id' | 'position'>
  >(
    `SELECT id, text, text_ar, question_type, choose, img, explanation, explanation_ar, domain, task
     FROM questions
     WHERE ${parent} = $1 ORDER BY position, id`,
    [bank.id],
  );
  // The practice bank carries the key: not while an exam-mode attempt holds its questions.
  refuseKeysHeld(
    await runningExams(db, userId, now),
    questions.map((q) => q.id),
  );
  const { rows: answers } = await db.query<
    AnswerRow & { question_id: number; text_ar: string | null }
  >(
    `SELECT a.id, a.question_id, a.text, a.text_ar, a.img, a.is_correct, a.side, a.match_id, a.region
     FROM answers a
     JOIN questions q ON q.id = a.question_id
     WHERE q.${parent} = $1 ORDER BY a.question_id, a.position, a.id`,
    [bank.id],
  );
  const byQuestion = new Map<number, Answer[]>();
  for (const answer of answers) {
    const list = byQuestion.get(answer.question_id) ?? [];
    list.push({
      id: answer.id,
      text: answer.text,
      text_ar: answer.text_ar,
      img: publicMediaUrl(answer.img),
      is_correct: answer.is_correct,
      side: answer.side,
      match_id: answer.match_id,
      region: answer.region,
    });
    byQuestion.set(answer.question_id, list);
  }
  return {
    id: bank.id,
    name: bank.name,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      text_ar: q.text_ar,
      question_type: q.question_type,
      choose: q.choose,
      img: publicMediaUrl(q.img),
      explanation: q.explanation,
      explanation_ar: q.explanation_ar,
      domain: q.domain,
      task: q.task,
      answers: byQuestion.get(q.id) ?? [],
    })),
  };
}
