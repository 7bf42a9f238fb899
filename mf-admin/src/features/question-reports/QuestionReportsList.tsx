import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { FilterBar } from '../../components/filters/FilterBar';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminQuestionReport } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { questionEditPath } from '../../lib/question-links';
import { useUrlFilters } from '../../lib/use-url-filters';
import { questionReportsApi, REPORT_FILTERS, SHOW_CHOICES, statusFilter } from './api';
import { questionReportsMessages } from './messages';
import { ResolveReportButton } from './ResolveReportButton';
import './question-reports.css';

const text = questionReportsMessages;
const SHOW_LABELS = { open: text.open, resolved: text.resolved, all: text.all };

const columns: ColumnDef<AdminQuestionReport>[] = [
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
  {
    id: 'created_at',
    header: text.date,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    id: 'status',
    header: text.state,
    cell: ({ row }) => {
      const { status, resolved_by: by, resolved_at: at } = row.original;
      if (status === 'open') return text.open;
      return by && at ? text.resolvedBy(by.email, formatDateTime(at)) : text.resolved;
    },
  },
];

const rowActions = (report: AdminQuestionReport) => (
  <div className="admin-row-actions">
    <ResolveReportButton report={report} />
    <Link to={questionEditPath(report.question)} aria-label={text.editLabel(report.question.text)}>
      {text.editQuestion}
    </Link>
  </div>
);

/** /Admin/question-reports: what learners think is wrong in a question, the open ones first shown. */
export function QuestionReportsList() {
  const { values, setFilter } = useUrlFilters(REPORT_FILTERS);
  const show = values.show || 'open';
  return (
    <ListFrame id="question-reports" title={text.title}>
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.show}
          value={show}
          onChange={(value) => setFilter('show', value === 'open' ? '' : value)}
          options={SHOW_CHOICES.map((choice) => ({ value: choice, label: SHOW_LABELS[choice] }))}
        />
        {values.question && (
          <button
            type="button"
            className="admin-button admin-button--quiet admin-reports__all"
            onClick={() => setFilter('question', '')}
          >
            {text.allQuestions}
          </button>
        )}
      </FilterBar>
      <ResourceList
        api={questionReportsApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-created_at"
        filters={{ status: statusFilter(show), question: values.question }}
        searchLabel={text.searchLabel}
        rowActions={rowActions}
      />
    </ListFrame>
  );
}
