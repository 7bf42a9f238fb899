import { notify, useMutation, useQuery, useQueryClient } from '@academy/shared';

import type { AdminQuestionBank } from '@academy/contract';
import { serverProblemText } from '../../lib/server-problems';
import { bankApis, bankOrder, type BankKind } from './banks-api';
import { questionBanksMessages } from './messages';

const text = questionBanksMessages;

/** The category's banks in order; under the resource's lists, so every write refreshes it. */
export function useBankOrder(kind: BankKind, category: string) {
  return useQuery({
    queryKey: [...bankApis[kind].keys.lists, 'order', category],
    queryFn: ({ signal }) => bankOrder(kind, category, signal),
    meta: { onError: (error) => console.error(`[admin] could not load the ${kind}' order`, error) },
  });
}

/** `order` with the bank at `from` moved by one place up (-1) or down (+1). */
export function movedOrder<T>(order: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * Move up / Move down: the category's banks are numbered 0, 1, 2… in their new order and each
 * bank whose position changes is PATCHed (imported banks may share a position, so swapping two
 * numbers alone would not always move anything).
 */
export function useMoveBank(kind: BankKind) {
  const queryClient = useQueryClient();
  const api = bankApis[kind];
  return useMutation({
    mutationFn: async ({
      order,
      bank,
      by,
    }: {
      order: readonly AdminQuestionBank[];
      bank: AdminQuestionBank;
      by: -1 | 1;
    }) => {
      const next = movedOrder(
        order,
        order.findIndex((candidate) => candidate.id === bank.id),
        by,
      );
      for (const [position, candidate] of next.entries())
        if (candidate.position !== position) await api.update(candidate.id, { position });
    },
    onSuccess: async (_, { bank }) => {
      await queryClient.invalidateQueries({ queryKey: api.keys.all });
      notify.success(text.moved(bank.name));
    },
    onError: (error) => notify.error(serverProblemText(error, text.moveFailed)),
  });
}
