// /Admin/question-quality: /api/admin/question-stats/ (read-only), per question of a category (or
// a bank) how learners answered it in submitted attempts, and the flag of a probably wrong key.
import { MIN_ANSWERS_TO_FLAG } from '@academy/contract/rules';
import { Link, Route, RoutesWithNotFound, useQuery, type Shape } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import type { AdminQuestionStats } from '@academy/contract';
import { FilterBar } from '../../components/filters/FilterBar';
import { FilterInput } from '../../components/filters/FilterInput';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { LoadFailed } from '../../components/resource-list/LoadFailed';
import { ResourceList } from '../../components/resource-list/ResourceList';
import { formatPercent } from '../../lib/format';
import { fromLocalInput } from '../../lib/local-date-time';
import { questionEditPath, questionReportsPath } from '../../lib/question-links';
import { resourceApi } from '../../lib/resource-api';
import { useUrlFilters } from '../../lib/use-url-filters';
import { categoriesMessages } from '../categories/messages';
import { bankOrder, BANK_KINDS } from '../question-banks/api';
import { useQuestionCategory } from '../question-banks/use-categories';
import { questionQualityMessages as text } from './messages';
import './question-quality.css';

const adminQuestionStatsShape: Shape<AdminQuestionStats> = {
  id: 'number',
  text: 'string',
  question_type: 'string',
  position: 'number',
  bank: 'object',
  answered: 'number',
  correct: 'number',
  percent_correct: 'number?',
  most_chosen_wrong: 'object?',
  discrimination: 'object?',
  negative_discrimination: 'boolean',
  open_reports: 'number',
};
const questionStatsApi = resourceApi<AdminQuestionStats, never>(
  'question-stats',
  adminQuestionStatsShape,
);

type Row = AdminQuestionStats;
const muted = (content: ReactNode) => <span className="admin-quality__muted">{content}</span>;

function Discrimination({ row }: { row: Row }) {
  const measure = row.discrimination;
  if (!measure) return muted(text.tooFewAnswers(MIN_ANSWERS_TO_FLAG));
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

/** A column the API sorts by its id (TanStack Table sorts only a column with an accessor). */
const sortable = (
  id: string,
  header: string,
  value: (row: Row) => unknown,
  cell: (row: Row) => ReactNode = (row) => value(row) as ReactNode,
): ColumnDef<Row> => ({
  id,
  header,
  accessorFn: value,
  enableSorting: true,
  cell: ({ row }) => cell(row.original),
});

/** The table's columns; the question's text is the row's name (its edit link says it). */
const columns: ColumnDef<Row>[] = [
  sortable(
    'text',
    text.question,
    (row) => row.text,
    (row) => <span dir="auto">{row.text}</span>,
  ),
  sortable('bank', text.bankColumn, (row) => row.bank.name),
  sortable('answered', text.answered, (row) => row.answered),
  sortable(
    'percent_correct',
    text.percentCorrect,
    (row) => row.percent_correct,
    (row) =>
      row.percent_correct === null ? muted(text.noAnswersYet) : formatPercent(row.percent_correct),
  ),
  {
    id: 'most_chosen_wrong',
    header: text.mostChosenWrong,
    cell: ({ row: { original } }) =>
      original.most_chosen_wrong ? (
        <>
          <span dir="auto">{original.most_chosen_wrong.text}</span>
          <div className="admin-quality__muted">
            {text.wrongAnswer(original.most_chosen_wrong.count)}
          </div>
        </>
      ) : (
        text.none
      ),
  },
  sortable(
    'discrimination',
    text.discrimination,
    (row) => row.discrimination?.index,
    (row) => <Discrimination row={row} />,
  ),
  sortable(
    'open_reports',
    text.reports,
    (row) => row.open_reports,
    (row) =>
      row.open_reports === 0 ? (
        '0'
      ) : (
        <Link
          to={questionReportsPath(row.id)}
          aria-label={`${text.reportsLink(row.open_reports)} on “${row.text}”`}
        >
          {text.reportsLink(row.open_reports)}
        </Link>
      ),
  ),
];

const rowActions = (row: Row) => (
  <Link to={questionEditPath(row)} aria-label={text.editLabel(row.text)}>
    {text.edit}
  </Link>
);

/** The screen's filters, by their names in the address; `bank` is `topics:12` or `exams:3`. */
const FILTERS = ['category', 'bank', 'show', 'since'] as const;

/** The API's query for the address's filters (`since` is a day of the viewer's calendar). */
function statsQuery(values: Record<(typeof FILTERS)[number], string>, category: string) {
  const [kind, id = ''] = values.bank.split(':');
  return {
    category,
    topic: kind === 'topics' ? id : '',
    exam: kind === 'exams' ? id : '',
    flagged: values.show === 'flagged' ? 'true' : '',
    since: values.since ? (fromLocalInput(`${values.since}T00:00`) ?? '') : '',
  };
}

/** A category's topics then exams, as the Bank filter's options. */
function useBankOptions(category: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'question-stats', 'banks', category],
    enabled: Boolean(category),
    queryFn: async ({ signal }) =>
      (
        await Promise.all(
          BANK_KINDS.map(async (kind) =>
            (await bankOrder(kind, category ?? '', signal)).map((bank) => ({
              value: `${kind}:${bank.id}`,
              label: text.bankOption[kind](bank.name),
            })),
          ),
        )
      ).flat(),
    meta: { onError: (error) => console.error('[admin] could not load the banks', error) },
  });
}

/**
 * One category's questions (or one bank's) with how learners answered them; by default the
 * flagged first, then the reported, then each bank in its order.
 */
function QuestionQualityList() {
  const { values, setFilter, setFilters } = useUrlFilters(FILTERS);
  const { categories, names, category } = useQuestionCategory(values.category);
  const banks = useBankOptions(category);
  return (
    <ListFrame id="question-quality" title={text.title} className="admin-quality">
      <p>{text.intro}</p>
      <p>{text.flagHelp(MIN_ANSWERS_TO_FLAG)}</p>
      {categories.isError && (
        <LoadFailed things={categoriesMessages.things} retry={categories.refetch} />
      )}
      {categories.isSuccess && names.length === 0 && <p>{text.noCategories}</p>}
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.category}
          value={category ?? ''}
          // A bank belongs to one category: another category starts with all its banks.
          onChange={(value) => setFilters({ category: value, bank: '' })}
          options={names.map((name) => ({ value: name, label: name }))}
          loading={!category && !categories.isError && names.length > 0}
          loadingLabel={text.loadingCategories}
        />
        <SelectField
          label={text.bank}
          value={values.bank}
          onChange={(value) => setFilter('bank', value)}
          emptyOption={text.anyBank}
          options={banks.data ?? []}
          loading={Boolean(category) && banks.isPending}
          loadingLabel={text.loadingBanks}
        />
        <SelectField
          label={text.show}
          value={values.show === 'flagged' ? 'flagged' : ''}
          onChange={(value) => setFilter('show', value)}
          options={[
            { value: '', label: text.showAll },
            { value: 'flagged', label: text.showFlagged },
          ]}
        />
        <FilterInput
          label={text.since}
          type="date"
          value={values.since}
          onChange={(value) => setFilter('since', value)}
        />
      </FilterBar>
      {category && (
        <ResourceList
          api={questionStatsApi}
          nouns={text}
          caption={text.title}
          columns={columns}
          filters={statsQuery(values, category)}
          searchLabel={text.searchLabel}
          rowActions={rowActions}
          scrollLabel={text.scrollLabel}
        />
      )}
    </ListFrame>
  );
}

/** /Admin/question-quality: one screen, the questions with their statistics. */
export default function QuestionQualitySection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<QuestionQualityList />} />
    </RoutesWithNotFound>
  );
}
