// Reconciliation (back-office): one provider's transactions of a UTC day against our orders paid
// that day, each mismatch with the action staff take.
import type { LocalProvider, Reconciliation, ReconciliationLine } from '@academy/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { fromMinor, toMinor } from './provider-http';
import { gatewayOf, providerFailure } from './service';

export const RECONCILIATION_ACTIONS = {
  paid_there_not_here:
    'Find the learner by the provider reference, then grant the course or refund the payment.',
  here_not_there:
    'Check the payment in the provider dashboard; if it never went through, revoke the enrolment and contact the learner.',
  amounts_differ: 'Refund the difference, or contact the learner for the rest.',
} as const;

interface OursRow {
  provider_order_id: string;
  provider_transaction_id: string;
  amount: string;
  currency: string;
}

export async function reconcile(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  provider: LocalProvider,
  date: string,
): Promise<Reconciliation> {
  const from = new Date(`${date}T00:00:00Z`);
  if (isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== date) {
    throw badRequest({ date: ['Enter a valid date.'] });
  }
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  const gateway = gatewayOf(app, provider);
  let theirs;
  try {
    theirs = await gateway.transactionsOn(from, to);
  } catch (error) {
    throw providerFailure(error, provider, log, 'list the transactions');
  }
  const { rows: ours } = await app.db.query<OursRow>(
    `SELECT provider_order_id, provider_transaction_id, amount, currency FROM orders
     WHERE provider = $1 AND provider_transaction_id IS NOT NULL
       AND captured_at >= $2 AND captured_at < $3`,
    [provider, from.toISOString(), to.toISOString()],
  );
  const oursById = new Map(ours.map((row) => [row.provider_transaction_id, row]));
  const { rows: known } = await app.db.query<OursRow>(
    `SELECT provider_order_id, provider_transaction_id, amount, currency FROM orders
     WHERE provider = $1 AND provider_transaction_id = ANY($2::text[])`,
    [provider, theirs.map((t) => t.id)],
  );
  const knownById = new Map(known.map((row) => [row.provider_transaction_id, row]));
  const mismatches: ReconciliationLine[] = [];
  let matched = 0;
  for (const txn of theirs) {
    const mine = knownById.get(txn.id);
    const theirMoney = { amount: fromMinor(txn.amountMinor), currency: txn.currency };
    if (!mine) {
      mismatches.push({
        kind: 'paid_there_not_here',
        transaction_id: txn.id,
        order_id: null,
        ours: null,
        theirs: theirMoney,
        action: RECONCILIATION_ACTIONS.paid_there_not_here,
      });
    } else if (toMinor(mine.amount) !== txn.amountMinor || mine.currency !== txn.currency) {
      mismatches.push({
        kind: 'amounts_differ',
        transaction_id: txn.id,
        order_id: mine.provider_order_id,
        ours: { amount: Number(mine.amount), currency: mine.currency },
        theirs: theirMoney,
        action: RECONCILIATION_ACTIONS.amounts_differ,
      });
    } else matched++;
  }
  const theirIds = new Set(theirs.map((t) => t.id));
  for (const [id, mine] of oursById) {
    if (theirIds.has(id)) continue;
    mismatches.push({
      kind: 'here_not_there',
      transaction_id: id,
      order_id: mine.provider_order_id,
      ours: { amount: Number(mine.amount), currency: mine.currency },
      theirs: null,
      action: RECONCILIATION_ACTIONS.here_not_there,
    });
  }
  return { provider, date, ours: ours.length, theirs: theirs.length, matched, mismatches };
}
