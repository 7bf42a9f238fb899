// Paymob and Moyasar behind one small interface: create the hosted payment, read back what was
// paid (normalised to a VerifiedTransaction), refund, and list a day's transactions.
import type { LocalProvider } from '@academy/contract';
import type { LocalOrderRow, VerifiedTransaction } from './local-orders';
import type { MoyasarClient, MoyasarPayment } from './moyasar-client';
import type { PaymobClient, PaymobTransaction } from './paymob-client';
import { ProviderError } from './provider-http';

export interface NewPayment {
  reference: string;
  method: string;
  amountMinor: number;
  currency: string;
  description: string;
  customer: { email: string; name: string };
  /** Our API's webhook and the page the learner comes back to. */
  webhookUrl: string;
  returnUrl: string;
}

/** A transaction as reconciliation compares it. */
export interface ProviderTransaction {
  id: string;
  paymentRef: string;
  amountMinor: number;
  currency: string;
  createdAt: Date;
}

export interface Gateway {
  provider: LocalProvider;
  create(payment: NewPayment): Promise<{ paymentRef: string; redirectUrl: string }>;
  /** What the provider says paid this order; `hint`: a transaction id from the return URL. */
  verify(row: LocalOrderRow, hint: string | undefined): Promise<VerifiedTransaction | null>;
  refund(row: LocalOrderRow, amountMinor: number): Promise<string>;
  transactionsOn(from: Date, to: Date): Promise<ProviderTransaction[]>;
}

/** The provider's answer is for another order: refused, nothing changes. */
export class ForeignTransactionError extends Error {}

/** A Paymob transaction as a verified transaction. */
export function fromPaymob(
  txn: PaymobTransaction,
  kioskValiditySeconds: number,
): VerifiedTransaction {
  const outcome = txn.success && !txn.pending ? 'paid' : txn.pending ? 'pending' : 'failed';
  const reference = txn.data?.bill_reference;
  const due = txn.data?.due_date ? new Date(txn.data.due_date) : null;
  return {
    id: String(txn.id),
    outcome,
    amountMinor: txn.amount_cents,
    currency: txn.currency,
    ...(outcome === 'pending' && reference
      ? {
          kiosk: {
            reference: String(reference),
            expiresAt:
              due && !isNaN(due.getTime())
                ? due
                : new Date(Date.now() + kioskValiditySeconds * 1000),
          },
        }
      : {}),
  };
}

export function paymobGateway(client: PaymobClient, kioskValiditySeconds: number): Gateway {
  return {
    provider: 'paymob',
    async create(payment) {
      const [firstName, ...rest] = payment.customer.name.split(' ');
      const intention = await client.createIntention({
        amountCents: payment.amountMinor,
        currency: payment.currency,
        method: payment.method as 'card' | 'wallet' | 'kiosk',
        specialReference: payment.reference,
        itemName: payment.description.slice(0, 50),
        customer: {
          email: payment.customer.email,
          firstName: firstName || 'Learner',
          lastName: rest.join(' ') || 'Academy',
        },
        notificationUrl: payment.webhookUrl,
        redirectionUrl: payment.returnUrl,
        expirationSeconds: kioskValiditySeconds,
      });
      return {
        paymentRef: String(intention.intention_order_id),
        redirectUrl: client.checkoutUrl(intention.client_secret),
      };
    },
    async verify(row, hint) {
      if (!hint) return null;
      let txn;
      try {
        txn = await client.getTransaction(hint);
      } catch (error) {
        // A return naming a transaction Paymob does not have (made up, or mistyped) is bad input.
        if (error instanceof ProviderError && error.status === 404) {
          throw new ForeignTransactionError('Paymob has no such transaction');
        }
        throw error;
      }
      if (String(txn.order?.id) !== row.provider_payment_ref || txn.has_parent_transaction) {
        throw new ForeignTransactionError('Paymob answered for another order');
      }
      return fromPaymob(txn, kioskValiditySeconds);
    },
    async refund(row, amountMinor) {
      const refund = await client.refund(row.provider_transaction_id ?? '', amountMinor);
      return String(refund.id);
    },
    async transactionsOn(from, to) {
      const found: ProviderTransaction[] = [];
      // Newest first: stop at the first page that reaches before the day.
      for (let page = 1; page <= 100; page++) {
        const { results, next } = await client.listTransactions(page);
        for (const txn of results) {
          const at = new Date(txn.created_at);
          if (at >= from && at < to && txn.success && !txn.pending && !txn.has_parent_transaction) {
            found.push({
              id: String(txn.id),
              paymentRef: String(txn.order.id),
              amountMinor: txn.amount_cents,
              currency: txn.currency,
              createdAt: at,
            });
          }
        }
        const oldest = results.at(-1);
        if (!next || !oldest || new Date(oldest.created_at) < from) break;
      }
      return found;
    },
  };
}

/** A Moyasar payment as a verified transaction. */
export function fromMoyasar(payment: MoyasarPayment): VerifiedTransaction {
  const paid = payment.status === 'paid' || payment.status === 'refunded';
  return {
    id: payment.id,
    outcome: paid ? 'paid' : payment.status === 'failed' ? 'failed' : 'pending',
    amountMinor: payment.amount,
    currency: payment.currency,
  };
}

export function moyasarGateway(client: MoyasarClient): Gateway {
  return {
    provider: 'moyasar',
    async create(payment) {
      const invoice = await client.createInvoice({
        amount: payment.amountMinor,
        currency: payment.currency,
        description: payment.description,
        callbackUrl: payment.webhookUrl,
        successUrl: payment.returnUrl,
        backUrl: payment.returnUrl,
        metadata: { order: payment.reference, method: payment.method },
      });
      return { paymentRef: invoice.id, redirectUrl: `${invoice.url}?method=${payment.method}` };
    },
    async verify(row) {
      // The invoice is ours (we keep its id); the return URL's payment id is never needed.
      const invoice = await client.getInvoice(row.provider_payment_ref);
      if (invoice.metadata?.order !== row.provider_order_id) {
        throw new ForeignTransactionError('Moyasar answered for another order');
      }
      const payments = invoice.payments ?? [];
      const paid = payments.find((p) => p.status === 'paid' || p.status === 'refunded');
      const latest = paid ?? payments.at(-1);
      return latest ? fromMoyasar(latest) : null;
    },
    async refund(row, amountMinor) {
      const payment = await client.refund(row.provider_transaction_id ?? '', amountMinor);
      return `${payment.id}:${payment.refunded}`;
    },
    async transactionsOn(from, to) {
      const found: ProviderTransaction[] = [];
      for (let page = 1; page <= 100; page++) {
        const { payments, meta } = await client.listPayments(from, to, page);
        for (const payment of payments) {
          if (payment.status !== 'paid' && payment.status !== 'refunded') continue;
          found.push({
            id: payment.id,
            paymentRef: payment.invoice_id ?? '',
            amountMinor: payment.amount,
            currency: payment.currency,
            createdAt: new Date(payment.created_at),
          });
        }
        if (!meta.next_page) break;
      }
      return found;
    },
  };
}
