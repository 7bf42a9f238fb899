import { Link } from '@academy/shared';
import type { AdminQuestionReport } from '@academy/contract';

import { PatchButton } from '../../components/confirm/PatchButton';
import { showFilter } from '../../components/filters/show-filter';
import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { formatDateTime } from '../../lib/format';
import { questionEditPath } from '../../lib/question-links';
import { questionReportsApi } from './api';
import { questionReportsMessages as text } from './messages';
import './question-reports.css';

const open = (report: AdminQuestionReport) => report.status === 'open';
/** Resolves a report, or opens it again (the audit log keeps it). */
const actionOf = (report: AdminQuestionReport) => (open(report) ? text.resolve : text.reopen);

/** /Admin/question-reports: what learners think is wrong in a question, the open ones first shown. */
export default listSection<AdminQuestionReport>({
  api: questionReportsApi,
  text,
  defaultOrdering: '-created_at',
  filters: [
    showFilter(text.show, 'status', [
      ['open', text.open, 'open'],
      ['resolved', text.resolved, 'resolved'],
      ['all', text.all, ''],
    ]),
    {
      name: 'question',
      label: text.allQuestions,
      input: 'clear',
      className: 'admin-reports__all',
    },
  ],
  columns: [
    {
      id: 'comment',
      header: text.comment,
      cell: ({ row }) => (
        <p className="admin-reports__comment" dir="auto">
          {row.original.comment}
        </p>
      ),
    },
    {
      id: 'question',
      header: text.question,
      cell: ({ row }) => (
        <>
          <span dir="auto">{row.original.question.text}</span>
          <div className="admin-reports__bank">{row.original.question.bank.name}</div>
        </>
      ),
    },
    { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
    dateColumn('created_at', text.date),
    {
      id: 'status',
      header: text.state,
      cell: ({ row }) => {
        const { status, resolved_by: by, resolved_at: at } = row.original;
        if (status === 'open') return text.open;
        return by && at ? text.resolvedBy(by.email, formatDateTime(at)) : text.resolved;
      },
    },
  ],
  rowActions: (report) => (
    <div className="admin-row-actions">
      <PatchButton
        api={questionReportsApi}
        record={report}
        change={{ status: open(report) ? 'resolved' : 'open' }}
        label={actionOf(report)}
        ariaLabel={text.actionLabel(actionOf(report), report.user.email)}
        done={(open(report) ? text.resolvedToast : text.reopenedToast)(report.user.email)}
        failed={text.changeFailed}
        quiet={!open(report)}
      />
      <Link
        to={questionEditPath(report.question)}
        aria-label={text.editLabel(report.question.text)}
      >
        {text.editQuestion}
      </Link>
    </div>
  ),
});
