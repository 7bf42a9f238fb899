// A small typed client of Moyasar's REST API (docs/decisions.md: its Node SDK depends on the
// retired `request` package): hosted invoices (mada, Visa/Mastercard, Apple Pay, STC Pay), a
// payment's fetch, refund and list. Authentication: the secret key as the Basic user name.
import { timingSafeEqual } from 'node:crypto';
import { requestJson, withRetries } from './provider-http';

export interface MoyasarConfig {
  apiBase: string;
  secretKey: string;
  /** The secret token of the dashboard's webhook: every notification carries it. */
  webhookSecret: string;
}

export interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  refunded: number;
  invoice_id: string | null;
  created_at: string;
  metadata: Record<string, string> | null;
  source: { type: string; company?: string | null } | null;
}

export interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  metadata: Record<string, string> | null;
  payments: MoyasarPayment[];
}

/** Whether the notification's secret_token is ours (constant-time comparison). */
export function verifyMoyasarToken(token: unknown, secret: string): boolean {
  if (typeof token !== 'string') return false;
  const given = Buffer.from(token, 'utf8');
  const expected = Buffer.from(secret, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class MoyasarClient {
  constructor(readonly config: MoyasarConfig) {}

  private get auth() {
    return {
      authorization: `Basic ${Buffer.from(`${this.config.secretKey}:`).toString('base64')}`,
    };
  }

  /** POST /v1/invoices: the hosted page the learner pays on. */
  createInvoice(input: {
    amount: number;
    currency: string;
    description: string;
    callbackUrl: string;
    successUrl: string;
    backUrl: string;
    metadata: Record<string, string>;
  }): Promise<MoyasarInvoice> {
    return requestJson('Moyasar', `${this.config.apiBase}/v1/invoices`, {
      method: 'POST',
      headers: this.auth,
      body: {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        success_url: input.successUrl,
        back_url: input.backUrl,
        metadata: input.metadata,
      },
    });
  }

  getInvoice(id: string): Promise<MoyasarInvoice> {
    return withRetries(() =>
      requestJson('Moyasar', `${this.config.apiBase}/v1/invoices/${id}`, { headers: this.auth }),
    );
  }

  getPayment(id: string): Promise<MoyasarPayment> {
    return withRetries(() =>
      requestJson('Moyasar', `${this.config.apiBase}/v1/payments/${id}`, { headers: this.auth }),
    );
  }

  /** POST /v1/payments/{id}/refund: `amount` in halalas (absent: the rest). */
  refund(id: string, amount: number): Promise<MoyasarPayment> {
    return requestJson('Moyasar', `${this.config.apiBase}/v1/payments/${id}/refund`, {
      method: 'POST',
      headers: this.auth,
      body: { amount },
    });
  }

  /** GET /v1/payments: one page of the payments created in [from, to). */
  listPayments(
    from: Date,
    to: Date,
    page: number,
  ): Promise<{ payments: MoyasarPayment[]; meta: { next_page: number | null } }> {
    const query = new URLSearchParams({
      'created[gte]': from.toISOString(),
      'created[lt]': to.toISOString(),
      page: String(page),
    });
    return withRetries(() =>
      requestJson('Moyasar', `${this.config.apiBase}/v1/payments?${query}`, {
        headers: this.auth,
      }),
    );
  }
}
