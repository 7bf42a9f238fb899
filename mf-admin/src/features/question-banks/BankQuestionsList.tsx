import { Link, useDocumentTitle } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';

import { RecordActions } from '../../components/delete/RecordActions';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminQuestion, AdminQuestionBank } from '@academy/contract';
import type { BankKind } from './banks-api';
import { questionsMessages } from './messages';
import { questionsApi, questionsOfBank } from './questions-api';

const text = questionsMessages;

const columns: ColumnDef<AdminQuestion>[] = [
  { accessorKey: 'text', header: text.text },
  { accessorKey: 'position', header: text.position, enableSorting: true },
  {
    accessorKey: 'question_type',
    header: text.questionType,
    cell: ({ row }) => text.typeShort[row.original.question_type],
  },
  { accessorKey: 'domain', header: text.domain, enableSorting: true },
  { accessorKey: 'task', header: text.task },
  {
    id: 'answers',
    header: text.answersCount,
    cell: ({ row }) => row.original.answers.length,
  },
];

function rowActions(question: AdminQuestion) {
  return (
    <RecordActions
      to={`questions/${question.id}`}
      api={questionsApi}
      record={question}
      name={text.deleteName(question.text)}
    />
  );
}

/** /Admin/question-banks/topics/12: a bank's questions (search, order by place or domain). */
export function BankQuestionsList({ kind, bank }: { kind: BankKind; bank: AdminQuestionBank }) {
  const title = text.title(bank.name);
  useDocumentTitle(title);
  const api = useMemo(() => questionsOfBank(kind, bank.id), [kind, bank.id]);
  return (
    <section aria-labelledby="admin-bank-questions-title">
      <p>
        <Link to={`../..?category=${encodeURIComponent(bank.category)}`} relative="path">
          {text.backToBanks}
        </Link>
      </p>
      <header className="admin-section-header">
        <h1 id="admin-bank-questions-title">{title}</h1>
        <div className="admin-row-actions">
          <Link to="questions/new" className="admin-button">
            {text.add}
          </Link>
          <Link to="import" className="admin-button admin-button--quiet">
            {questionsMessages.importLink}
          </Link>
        </div>
      </header>
      <ResourceList
        api={api}
        nouns={text}
        caption={title}
        columns={columns}
        defaultOrdering="position"
        rowActions={rowActions}
      />
    </section>
  );
}
