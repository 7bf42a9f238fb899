import type { AdminQuestionStats, QuestionStatsQuery } from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { listPage, type ListFilter, type ListSpec } from '../../../lib/list';
import {
  QUESTION_BANK_JOINS,
  QUESTION_REF_COLUMNS,
  questionBankFilters,
  toQuestionBank,
  type QuestionRefRow,
} from '../question-ref';
import { OPEN_REPORTS_LATERAL, QUERY_PARAMS, QUESTION_STATS_LATERAL } from './stats-sql';

interface StatsRow extends QuestionRefRow {
  position: number;
  answered: number;
  correct: number;
  group_size: number;
  upper_correct: number;
  lower_correct: number;
  discrimination: number | null;
  wrong_answer: unknown;
  wrong_count: number | null;
  wrong_text: string | null;
  open_reports: number;
}

const PERCENT_CORRECT = 's.correct::float8 * 100 / nullif(s.answered, 0)';

function toStats(row: StatsRow): AdminQuestionStats {
  const wrong =
    row.wrong_count !== null && row.wrong_text !== null
      ? {
          answer_id: typeof row.wrong_answer === 'number' ? row.wrong_answer : null,
          text: row.wrong_text,
          count: row.wrong_count,
        }
      : null;
  return {
    id: row.question_id,
    text: row.question_text,
    question_type: row.question_type,
    position: row.position,
    bank: toQuestionBank(row),
    answered: row.answered,
    correct: row.correct,
    percent_correct: row.answered > 0 ? (row.correct * 100) / row.answered : null,
    most_chosen_wrong: wrong,
    discrimination:
      row.discrimination === null
        ? null
        : {
            index: row.discrimination,
            group_size: row.group_size,
            upper_correct: row.upper_correct,
            lower_correct: row.lower_correct,
          },
    negative_discrimination: row.discrimination !== null && row.discrimination < 0,
    open_reports: row.open_reports,
  };
}

const STATS: ListSpec<StatsRow, AdminQuestionStats> = {
  columns: `${QUESTION_REF_COLUMNS}, q.position, s.answered, s.correct, s.group_size,
    s.upper_correct, s.lower_correct, s.discrimination, s.wrong_answer, s.wrong_count,
    s.wrong_text, rep.open_reports`,
  from: `questions q ${QUERY_PARAMS} ${QUESTION_BANK_JOINS} ${QUESTION_STATS_LATERAL} ${OPEN_REPORTS_LATERAL}`,
  // Counting the questions needs none of their statistics (but `flagged`, which reads them).
  countFrom: `questions q ${QUERY_PARAMS} ${QUESTION_BANK_JOINS}`,
  searchIn: ['q.text'],
  orderings: {
    id: 'q.id',
    text: 'q.text',
    bank: 'coalesce(qt.name, qe.name)',
    position: 'q.position',
    answered: 's.answered',
    percent_correct: PERCENT_CORRECT,
    discrimination: 's.discrimination',
    negative_discrimination: '(s.discrimination < 0)',
    open_reports: 'rep.open_reports',
  },
  // What needs a look first: the flagged, then the reported, then each bank in its order.
  defaultOrdering: '-negative_discrimination,-open_reports,bank,position',
  tieBreaker: 'q.id',
  toItem: toStats,
};

/** GET /api/admin/question-stats/: one page of questions with how learners answered them. */
export function list(db: Queryable, query: QuestionStatsQuery, path: string) {
  const filters: ListFilter[] = questionBankFilters(query);
  let spec = STATS;
  if (query.flagged) {
    spec = { ...STATS, countFrom: STATS.from };
    filters.push(
      query.flagged === 'true'
        ? { sql: 's.discrimination < $?', value: 0 }
        : { sql: '(s.discrimination IS NULL OR s.discrimination >= $?)', value: 0 },
    );
  }
  return listPage(db, spec, query, path, filters, [query.since ?? null]);
}
