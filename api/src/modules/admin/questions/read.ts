import type {
  AdminAnswer,
  AdminQuestion,
  QuestionDomain,
  QuestionType,
  Region,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { publicMediaUrl } from '../../media/service';

export interface QuestionRow {
  id: number;
  topic_id: number | null;
  exam_id: number | null;
  position: number;
  text: string;
  text_ar: string | null;
  question_type: QuestionType;
  choose: number | null;
  img: string | null;
  explanation: string;
  explanation_ar: string | null;
  domain: QuestionDomain | null;
  task: string | null;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  text: string;
  text_ar: string | null;
  is_correct: boolean;
  img: string | null;
  position: number;
  side: 'left' | 'right' | null;
  match_id: number | null;
  region: Region | null;
}

export const QUESTION_COLUMNS = `q.id, q.topic_id, q.exam_id, q.position, q.text, q.text_ar,
  q.question_type, q.choose, q.img, q.explanation, q.explanation_ar, q.domain, q.task`;

export type QuestionWithoutAnswers = Omit<AdminQuestion, 'answers'>;

export function toQuestion(row: QuestionRow): QuestionWithoutAnswers {
  return {
    id: row.id,
    topic: row.topic_id,
    exam: row.exam_id,
    position: row.position,
    text: row.text,
    text_ar: row.text_ar,
    question_type: row.question_type,
    choose: row.choose,
    img: publicMediaUrl(row.img),
    explanation: row.explanation,
    explanation_ar: row.explanation_ar,
    domain: row.domain,
    task: row.task,
  };
}

/** The answers of some questions, in their order, by question id. */
export async function answersOf(
  db: Queryable,
  questionIds: number[],
): Promise<Map<number, AnswerRow[]>> {
  const byQuestion = new Map<number, AnswerRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const { rows } = await db.query<AnswerRow>(
    `SELECT id, question_id, text, text_ar, is_correct, img, position, side, match_id, region FROM answers
     WHERE question_id = ANY($1::int[]) ORDER BY question_id, position, id`,
    [questionIds],
  );
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push(row);
    byQuestion.set(row.question_id, list);
  }
  return byQuestion;
}

function toAnswer(row: AnswerRow): AdminAnswer {
  return {
    id: row.id,
    text: row.text,
    text_ar: row.text_ar,
    is_correct: row.is_correct,
    img: publicMediaUrl(row.img),
    position: row.position,
    side: row.side,
    match_id: row.match_id,
    region: row.region,
  };
}

/** Questions without answers (a list page) completed with theirs, in one more query. */
export async function withAnswers(
  db: Queryable,
  questions: QuestionWithoutAnswers[],
): Promise<AdminQuestion[]> {
  const answers = await answersOf(
    db,
    questions.map((question) => question.id),
  );
  return questions.map((question) => ({
    ...question,
    answers: (answers.get(question.id) ?? []).map(toAnswer),
  }));
}
