import type { QuestionRef } from '@academy/contract';
import type { ListFilter } from '../../lib/list';

/**
 * A question named in a back-office record (a statistic, a report) with its bank: `q` is the
 * question; its topic or exam joins as `qt` / `qe`.
 */
export const QUESTION_BANK_JOINS =
  'LEFT JOIN topics qt ON qt.id = q.topic_id LEFT JOIN exams qe ON qe.id = q.exam_id';

export const QUESTION_REF_COLUMNS = `q.id AS question_id, q.text AS question_text, q.question_type,
  CASE WHEN q.topic_id IS NULL THEN 'exams' ELSE 'topics' END AS bank_kind,
  coalesce(q.topic_id, q.exam_id) AS bank_id, coalesce(qt.name, qe.name) AS bank_name,
  coalesce(qt.category, qe.category) AS bank_category`;

export interface QuestionRefRow {
  question_id: number;
  question_text: string;
  question_type: QuestionRef['question_type'];
  bank_kind: 'topics' | 'exams';
  bank_id: number;
  bank_name: string;
  bank_category: string;
}

export function toQuestionBank(row: QuestionRefRow): QuestionRef['bank'] {
  return { kind: row.bank_kind, id: row.bank_id, name: row.bank_name, category: row.bank_category };
}

export function toQuestionRef(row: QuestionRefRow): QuestionRef {
  return {
    id: row.question_id,
    text: row.question_text,
    question_type: row.question_type,
    bank: toQuestionBank(row),
  };
}

/** `?topic=`, `?exam=` and `?category=` of a list about questions. */
export function questionBankFilters(query: {
  topic?: string | undefined;
  exam?: string | undefined;
  category?: string | undefined;
}): ListFilter[] {
  const filters: ListFilter[] = [];
  if (query.topic) filters.push({ sql: 'q.topic_id = $?', value: Number(query.topic) });
  if (query.exam) filters.push({ sql: 'q.exam_id = $?', value: Number(query.exam) });
  if (query.category) {
    filters.push({
      sql: 'lower(coalesce(qt.category, qe.category)) = lower($?)',
      value: query.category,
    });
  }
  return filters;
}
