import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';

import { RecordActions } from '../../components/delete/RecordActions';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminQuestionBank } from '@academy/contract';
import { bankApis, banksOfCategory, type BankKind } from './banks-api';
import { questionBanksMessages } from './messages';
import { useBankOrder, useMoveBank } from './use-move-bank';

const text = questionBanksMessages;

const columns: ColumnDef<AdminQuestionBank>[] = [
  { accessorKey: 'name', header: text.name, enableSorting: true },
  { accessorKey: 'position', header: text.position, enableSorting: true },
  { accessorKey: 'questions_count', header: text.questions },
];

interface RowProps {
  kind: BankKind;
  category: string;
  bank: AdminQuestionBank;
}

/** A bank's buttons; Move up / down read the category's order (one cached query for all rows). */
function BankRowActions({ kind, category, bank }: RowProps) {
  const order = useBankOrder(kind, category).data ?? [];
  const move = useMoveBank(kind);
  const index = order.findIndex((candidate) => candidate.id === bank.id);
  const moveBy = (by: -1 | 1) => move.mutate({ order, bank, by });
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
      <button
        type="button"
        className="admin-button admin-button--quiet"
        aria-label={text.moveUpLabel(bank.name)}
        disabled={move.isPending || index <= 0}
        onClick={() => moveBy(-1)}
      >
        {text.moveUp}
      </button>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        aria-label={text.moveDownLabel(bank.name)}
        disabled={move.isPending || index < 0 || index >= order.length - 1}
        onClick={() => moveBy(1)}
      >
        {text.moveDown}
      </button>
    </RecordActions>
  );
}

/** One category's topics (or exams): their questions, rename, Move up / down, delete. */
export function BankList({ kind, category }: { kind: BankKind; category: string }) {
  const nouns = text[kind];
  const api = useMemo(() => banksOfCategory(kind, category), [kind, category]);
  const headingId = `admin-banks-${kind}`;
  // Stable: the list's cells are drawn again (and their state lost) when this changes.
  const rowActions = useCallback(
    (bank: AdminQuestionBank) => <BankRowActions kind={kind} category={category} bank={bank} />,
    [kind, category],
  );

  return (
    <section aria-labelledby={headingId} className="admin-banks__list">
      <header className="admin-section-header">
        <h2 id={headingId}>{nouns.title}</h2>
        <Link to={`${kind}/new?category=${encodeURIComponent(category)}`} className="admin-button">
          {nouns.add}
        </Link>
      </header>
      <ResourceList
        api={api}
        nouns={nouns}
        caption={`${nouns.title} (${category})`}
        columns={columns}
        defaultOrdering="position"
        rowActions={rowActions}
      />
    </section>
  );
}
