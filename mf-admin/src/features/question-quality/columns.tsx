import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import type { AdminQuestionStats } from '@academy/contract';
import { formatPercent } from '../../lib/format';
import { questionEditPath, questionReportsPath } from '../../lib/question-links';
import { MIN_ANSWERS_TO_FLAG } from './api';
import { questionQualityMessages } from './messages';

const text = questionQualityMessages;

function Discrimination({ row }: { row: AdminQuestionStats }) {
  const measure = row.discrimination;
  if (!measure)
    return <span className="admin-quality__muted">{text.tooFewAnswers(MIN_ANSWERS_TO_FLAG)}</span>;
  return (
    <>
      {row.negative_discrimination && (
        // Words and an icon, not a colour alone: the flag is read out and seen in any contrast mode.
        <strong className="admin-quality__flag">
          <span aria-hidden="true">⚠ </span>
          {text.negativeFlag}
        </strong>
      )}
      <div>{text.discriminationIndex(measure.index.toFixed(2))}</div>
      <div className="admin-quality__muted">
        {text.discriminationGroups(
          measure.group_size,
          measure.upper_correct,
          measure.lower_correct,
        )}
      </div>
    </>
  );
}

/**
 * The table's columns; a sortable column's id is the API's ordering name (TanStack Table sorts a
 * column only when it has an accessor, though the API does the sorting). The question's text is
 * the row's name: its edit link says it.
 */
export const qualityColumns: ColumnDef<AdminQuestionStats>[] = [
  {
    id: 'text',
    accessorFn: (row) => row.text,
    header: text.question,
    enableSorting: true,
    cell: ({ row }) => <span dir="auto">{row.original.text}</span>,
  },
  {
    id: 'bank',
    accessorFn: (row) => row.bank.name,
    header: text.bankColumn,
    enableSorting: true,
    cell: ({ row }) => row.original.bank.name,
  },
  {
    id: 'answered',
    accessorFn: (row) => row.answered,
    header: text.answered,
    enableSorting: true,
    cell: ({ row }) => row.original.answered,
  },
  {
    id: 'percent_correct',
    accessorFn: (row) => row.percent_correct,
    header: text.percentCorrect,
    enableSorting: true,
    cell: ({ row }) =>
      row.original.percent_correct === null ? (
        <span className="admin-quality__muted">{text.noAnswersYet}</span>
      ) : (
        formatPercent(row.original.percent_correct)
      ),
  },
  {
    id: 'most_chosen_wrong',
    header: text.mostChosenWrong,
    cell: ({ row }) => {
      const wrong = row.original.most_chosen_wrong;
      if (!wrong) return text.none;
      return (
        <>
          <span dir="auto">{wrong.text}</span>
          <div className="admin-quality__muted">{text.wrongAnswer(wrong.count)}</div>
        </>
      );
    },
  },
  {
    id: 'discrimination',
    accessorFn: (row) => row.discrimination?.index,
    header: text.discrimination,
    enableSorting: true,
    cell: ({ row }) => <Discrimination row={row.original} />,
  },
  {
    id: 'open_reports',
    accessorFn: (row) => row.open_reports,
    header: text.reports,
    enableSorting: true,
    cell: ({ row }) =>
      row.original.open_reports === 0 ? (
        '0'
      ) : (
        <Link
          to={questionReportsPath(row.original.id)}
          aria-label={text.reportsLinkLabel(row.original.open_reports, row.original.text)}
        >
          {text.reportsLink(row.original.open_reports)}
        </Link>
      ),
  },
];

export const qualityRowActions = (row: AdminQuestionStats) => (
  <Link to={questionEditPath(row)} aria-label={text.editLabel(row.text)}>
    {text.edit}
  </Link>
);
