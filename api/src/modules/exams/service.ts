import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../lib/errors';
import { publicMediaUrl } from '../media/service';
import { ownsCategory } from '../enrollments/service';

export type BankKind = 'topics' | 'exams';

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
  const { rows: questions } = await db.query<{
    id: number;
    text: string;
    question_type: 'OC' | 'MC';
    img: string | null;
    explanation: string;
  }>(
    `SELECT id, text, question_type, img, explanation FROM questions
     WHERE ${parent} = $1 ORDER BY position, id`,
    [bank.id],
  );
  const { rows: answers } = await db.query<{
    id: number;
    question_id: number;
    text: string;
    img: string | null;
    is_correct: boolean;
  }>(
    `SELECT a.id, a.question_id, a.text, a.img, a.is_correct FROM answers a
     JOIN questions q ON q.id = a.question_id
     WHERE q.${parent} = $1 ORDER BY a.question_id, a.position, a.id`,
    [bank.id],
  );
  const byQuestion = new Map<
    number,
    { id: number; text: string; img: string | null; is_correct: boolean }[]
  >();
  for (const answer of answers) {
    const list = byQuestion.get(answer.question_id) ?? [];
    list.push({
      id: answer.id,
      text: answer.text,
      img: publicMediaUrl(answer.img),
      is_correct: answer.is_correct,
    });
    byQuestion.set(answer.question_id, list);
  }
  return {
    id: bank.id,
    name: bank.name,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      question_type: q.question_type,
      img: publicMediaUrl(q.img),
      explanation: q.explanation,
      answers: byQuestion.get(q.id) ?? [],
    })),
  };
}
