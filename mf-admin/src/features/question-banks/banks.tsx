// /Admin/question-banks: a category's topics and exams (Move up / down, rename, delete), a bank's
// form, and a bank's questions; the question form is QuestionForm.
import { QUESTION_BANK_LIMITS } from '@academy/contract/rules';
import {
  Link,
  notify,
  useDocumentTitle,
  useLocation,
  useMutation,
  useNavigate,
  useQuery,
  useQueryClient,
} from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';

import type { AdminQuestion, AdminQuestionBank } from '@academy/contract';
import { RecordActions } from '../../components/delete/RecordActions';
import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { LoadFailed } from '../../components/resource-list/LoadFailed';
import { ResourceList } from '../../components/resource-list/ResourceList';
import { ListPage } from '../../components/resource-section/ListSection';
import { FormFields, schemaOf, type FieldDef } from '../../components/resource-section/fields';
import { serverProblemText } from '../../lib/server-problems';
import { categoriesMessages } from '../categories/messages';
import {
  bankApis,
  bankOrder,
  banksOfCategory,
  questionsApi,
  questionsOfBank,
  type BankKind,
} from './api';
import { questionBanksMessages as text, questionsMessages } from './messages';
import { useCategoryNames, useQuestionCategory } from './use-categories';
import './question-banks.css';

const byCategory = (category: string) => `?category=${encodeURIComponent(category)}`;

/** The category's banks in order; under the resource's lists, so every write refreshes it. */
function useBankOrder(kind: BankKind, category: string) {
  return useQuery({
    queryKey: [...bankApis[kind].keys.lists, 'order', category],
    queryFn: ({ signal }) => bankOrder(kind, category, signal),
    meta: { onError: (error) => console.error(`[admin] could not load the ${kind}' order`, error) },
  });
}

/**
 * Move up / Move down: the category's banks are numbered 0, 1, 2… in their new order and each
 * bank whose position changes is PATCHed (imported banks may share a position, so swapping two
 * numbers alone would not always move anything).
 */
function useMoveBank(kind: BankKind) {
  const queryClient = useQueryClient();
  const api = bankApis[kind];
  return useMutation({
    mutationFn: async ({
      order,
      from,
      by,
    }: {
      order: AdminQuestionBank[];
      from: number;
      by: number;
    }) => {
      const next = [...order];
      [next[from], next[from + by]] = [next[from + by]!, next[from]!];
      for (const [position, bank] of next.entries())
        if (bank.position !== position) await api.update(bank.id, { position });
    },
    onSuccess: async (_, { order, from }) => {
      await queryClient.invalidateQueries({ queryKey: api.keys.all });
      notify.success(text.moved(order[from]!.name));
    },
    onError: (error) => notify.error(serverProblemText(error, text.moveFailed)),
  });
}

interface RowProps {
  kind: BankKind;
  category: string;
  bank: AdminQuestionBank;
}

/** A bank's buttons; Move up / down read the category's order (one cached query for all rows). */
function BankRowActions({ kind, category, bank }: RowProps) {
  const order = useBankOrder(kind, category).data ?? [];
  const move = useMoveBank(kind);
  const from = order.findIndex((candidate) => candidate.id === bank.id);
  return (
    <RecordActions
      to={`${kind}/${bank.id}/edit`}
      api={bankApis[kind]}
      record={bank}
      name={bank.name}
      consequence={text.deleteConsequence(bank.questions_count)}
      before={
        <Link to={`${kind}/${bank.id}`} aria-label={text.openQuestions(bank.name)}>
          {text.questions}
        </Link>
      }
    >
      {(['up', 'down'] as const).map((way) => {
        const by = way === 'up' ? -1 : 1;
        return (
          <button
            key={way}
            type="button"
            className="admin-button admin-button--quiet"
            aria-label={text.moveLabel(bank.name, way)}
            disabled={move.isPending || from < 0 || !order[from + by]}
            onClick={() => move.mutate({ order, from, by })}
          >
            {text.move[way]}
          </button>
        );
      })}
    </RecordActions>
  );
}

const bankColumns: ColumnDef<AdminQuestionBank>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
  { accessorKey: 'position', header: text.position, enableSorting: true },
  { accessorKey: 'questions_count', header: text.questions },
];

/** One category's topics (or exams): their questions, rename, Move up / down, delete. */
function BankList({ kind, category }: { kind: BankKind; category: string }) {
  const nouns = text[kind];
  const api = useMemo(() => banksOfCategory(kind, category), [kind, category]);
  // Stable: the list's cells are drawn again (and their state lost) when this changes.
  const rowActions = useCallback(
    (bank: AdminQuestionBank) => <BankRowActions kind={kind} category={category} bank={bank} />,
    [kind, category],
  );
  return (
    <section aria-labelledby={`admin-banks-${kind}`} className="admin-banks__list">
      <header className="admin-section-header">
        <h2 id={`admin-banks-${kind}`}>{nouns.title}</h2>
        <Link to={`${kind}/new${byCategory(category)}`} className="admin-button">
          {nouns.add}
        </Link>
      </header>
      <ResourceList
        api={api}
        nouns={nouns}
        caption={`${nouns.title} (${category})`}
        columns={bankColumns}
        defaultOrdering="position"
        rowActions={rowActions}
      />
    </section>
  );
}

/** /Admin/question-banks: a category's topics and exams. */
export function BanksPage() {
  const navigate = useNavigate();
  const asked = new URLSearchParams(useLocation().search).get('category');
  const { categories, names, category } = useQuestionCategory(asked);
  let body;
  if (categories.isError)
    body = <LoadFailed things={categoriesMessages.things} retry={categories.refetch} />;
  else if (categories.isSuccess && names.length === 0) body = <p>{text.noCategories}</p>;
  else if (!category)
    body = (
      <p className="admin-list__status" role="status">
        {text.loadingCategories}
      </p>
    );
  else
    body = (
      <>
        <SelectField
          label={text.categoryLabel}
          name="category"
          value={category}
          options={names.map((name) => ({ value: name, label: name }))}
          onChange={(next) => navigate(byCategory(next), { replace: true })}
        />
        {/* key: another category is another list (its search, page and order start afresh). */}
        <BankList key={`topics-${category}`} kind="topics" category={category} />
        <BankList key={`exams-${category}`} kind="exams" category={category} />
      </>
    );
  return (
    <ListFrame id="question-banks" title={text.title} className="admin-banks">
      {body}
    </ListFrame>
  );
}

/** The categories, and the bank's own when it is none of them (or '' before one is chosen). */
function useCategoryOptions(values: Record<string, string>) {
  const categories = useCategoryNames();
  const names = categories.data ?? [];
  const current = values.category ?? '';
  return {
    options: [...(names.includes(current) ? [] : [current]), ...names].map((name) => ({
      value: name,
      label: name || text.chooseCategory,
    })),
    loading: false,
  };
}

const BANK_FIELDS: readonly FieldDef[] = [
  {
    name: 'name',
    label: text.name,
    required: true,
    rule: (yup) =>
      yup
        .string()
        .trim()
        .required(text.nameRequired)
        .max(QUESTION_BANK_LIMITS.name, text.nameTooLong(QUESTION_BANK_LIMITS.name)),
  },
  {
    name: 'category',
    label: text.categoryLabel,
    input: 'select',
    required: true,
    useOptions: useCategoryOptions,
    rule: (yup) => yup.string().trim().required(text.categoryRequired),
  },
];

interface BankFormProps {
  kind: BankKind;
  /** The bank renamed, or null for a new one in `category`. */
  record: AdminQuestionBank | null;
  category: string;
  /** The way back to the banks' list from this form's route ('..' or '../..'). */
  backTo: string;
}

/** A new topic or exam, or a bank's new name (or category); back to the category's banks. */
export function BankForm({ kind, record, category, backTo }: BankFormProps) {
  const navigate = useNavigate();
  const title = record ? text.editTitle(record.name) : text.createTitle(text[kind].thing);
  useDocumentTitle(title);
  const form = useResourceForm({
    api: bankApis[kind],
    record,
    initialValues: { name: record?.name ?? '', category: record?.category ?? category },
    schema: schemaOf(BANK_FIELDS),
    savedMessage: (saved, created) => (created ? text.created : text.saved)(saved.name),
    onSaved: (saved) => navigate({ pathname: backTo, search: byCategory(saved.category) }),
  });
  return (
    <ResourceForm
      title={title}
      cancelTo={`${backTo}${byCategory(record?.category ?? category)}`}
      form={form}
    >
      <FormFields
        fields={BANK_FIELDS}
        values={form.values}
        errors={form.errors}
        setValue={form.setValue}
      />
    </ResourceForm>
  );
}

const questions = questionsMessages;
const questionColumns: ColumnDef<AdminQuestion>[] = [
  { accessorKey: 'text', header: questions.text },
  { accessorKey: 'position', header: questions.position, enableSorting: true },
  { accessorKey: 'question_type', header: questions.questionType },
  { accessorKey: 'domain', header: questions.domain, enableSorting: true },
  { accessorKey: 'task', header: questions.task },
  { id: 'answers', header: questions.answersCount, cell: ({ row }) => row.original.answers.length },
];

const questionActions = (question: AdminQuestion) => (
  <RecordActions
    to={`questions/${question.id}`}
    api={questionsApi}
    record={question}
    name={questions.deleteName(question.text)}
  />
);

/** /Admin/question-banks/topics/12: a bank's questions (search, order by place or domain). */
export function BankQuestionsList({ kind, bank }: { kind: BankKind; bank: AdminQuestionBank }) {
  const list = useMemo(
    () => ({
      path: 'bank-questions',
      api: questionsOfBank(kind, bank.id),
      text: { ...questions, title: questions.title(bank.name) },
      columns: questionColumns,
      defaultOrdering: 'position',
      rowActions: questionActions,
      Intro: () => (
        <p>
          <Link to={`../..${byCategory(bank.category)}`} relative="path">
            {questions.backToBanks}
          </Link>
        </p>
      ),
      headerLinks: () => (
        <div className="admin-row-actions">
          <Link to="questions/new" className="admin-button">
            {questions.add}
          </Link>
          <Link to="import" className="admin-button admin-button--quiet">
            {questions.importLink}
          </Link>
        </div>
      ),
    }),
    [kind, bank],
  );
  return <ListPage list={list} />;
}
