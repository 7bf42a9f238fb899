import type {
  AdminQuestionReport,
  QuestionReportsQuery,
  UpdateQuestionReportBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { diffChanges, type Written } from '../../../lib/audit';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import {
  QUESTION_BANK_JOINS,
  QUESTION_REF_COLUMNS,
  toQuestionRef,
  type QuestionRefRow,
} from '../question-ref';

interface ReportRow extends QuestionRefRow {
  id: number;
  comment: string;
  created_at: Date;
  status: 'open' | 'resolved';
  resolved_at: Date | null;
  resolver_id: number | null;
  resolver_email: string | null;
  user_id: number;
  email: string;
  username: string;
}

const COLUMNS = `r.id, r.comment, r.created_at, r.status, r.resolved_at,
  r.resolved_by AS resolver_id, rb.email AS resolver_email,
  r.user_id, u.email, u.username, ${QUESTION_REF_COLUMNS}`;

const FROM = `question_reports r JOIN users u ON u.id = r.user_id
  LEFT JOIN users rb ON rb.id = r.resolved_by
  JOIN questions q ON q.id = r.question_id ${QUESTION_BANK_JOINS}`;

function toReport(row: ReportRow): AdminQuestionReport {
  return {
    id: row.id,
    comment: row.comment,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    resolved_at: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolved_by:
      row.resolver_id !== null && row.resolver_email !== null
        ? { id: row.resolver_id, email: row.resolver_email }
        : null,
    user: { id: row.user_id, email: row.email, username: row.username },
    question: toQuestionRef(row),
  };
}

const REPORTS: ListSpec<ReportRow, AdminQuestionReport> = {
  columns: COLUMNS,
  from: FROM,
  searchIn: ['r.comment', 'q.text', 'u.email'],
  orderings: { created_at: 'r.created_at', id: 'r.id', status: 'r.status' },
  defaultOrdering: '-created_at',
  tieBreaker: 'r.id DESC',
  toItem: toReport,
};

export function listQuestionReports(db: Queryable, query: QuestionReportsQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.status) filters.push({ sql: 'r.status = $?', value: query.status });
  if (query.question) filters.push({ sql: 'r.question_id = $?', value: Number(query.question) });
  return listPage(db, REPORTS, query, path, filters);
}

export async function findQuestionReport(db: Queryable, id: number): Promise<AdminQuestionReport> {
  return findListed(db, REPORTS, id);
}

/** Resolves a report (who and when are kept), or opens it again. */
export async function updateQuestionReport(
  tx: Queryable,
  id: number,
  staffId: number,
  body: UpdateQuestionReportBody,
): Promise<Written<AdminQuestionReport>> {
  const before = await findQuestionReport(tx, id);
  if (body.status !== before.status) {
    await tx.query(
      `UPDATE question_reports SET status = $2,
         resolved_at = CASE WHEN $2 = 'resolved' THEN now() END,
         resolved_by = CASE WHEN $2 = 'resolved' THEN $3::int END
       WHERE id = $1`,
      [id, body.status, staffId],
    );
  }
  const after = await findQuestionReport(tx, id);
  return {
    result: after,
    audit: {
      action: 'update',
      entityId: id,
      changes: diffChanges({ status: before.status }, { status: after.status }),
    },
  };
}
