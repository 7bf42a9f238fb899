// A small typed client of Paymob's Accept API (docs/decisions.md: no kept official Node client):
// the intention API and its unified checkout, a transaction's fetch and refund, the transactions
// list reconciliation reads, and the HMAC-SHA512 of its transaction callbacks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestJson, withRetries } from './provider-http';

export interface PaymobConfig {
  apiBase: string;
  secretKey: string;
  publicKey: string;
  apiKey: string;
  hmacSecret: string;
  /** The integration id of each method (Paymob's dashboard: Developers → Payment Integrations). */
  integrations: { card: number; wallet: number; kiosk: number };
}

export interface PaymobIntention {
  id: string;
  client_secret: string;
  intention_order_id: number;
  special_reference?: string | null;
}

/** A transaction as Paymob shows it (the fields we read). */
export interface PaymobTransaction {
  id: number;
  pending: boolean;
  success: boolean;
  amount_cents: number;
  currency: string;
  created_at: string;
  is_refunded: boolean;
  is_voided: boolean;
  refunded_amount_cents?: number;
  integration_id: number;
  order: { id: number; merchant_order_id?: string | null };
  source_data: { type: string; sub_type: string; pan: string };
  data?: { bill_reference?: number | string | null; due_date?: string | null } | null;
  [key: string]: unknown;
}

/**
 * The callback fields Paymob signs, in its order (Paymob: "HMAC Transaction Callback"); their
 * values are concatenated and signed with the account's HMAC secret.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function valueAt(obj: Record<string, unknown>, path: string): string {
  let value: unknown = obj;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : '';
  }
  return value === undefined || value === null ? '' : String(value);
}

export function paymobHmac(transaction: Record<string, unknown>, secret: string): string {
  const text = PAYMOB_HMAC_FIELDS.map((field) => valueAt(transaction, field)).join('');
  return createHmac('sha512', secret).update(text).digest('hex');
}

/** Whether `hmac` signs this callback object (constant-time comparison). */
export function verifyPaymobHmac(
  transaction: Record<string, unknown>,
  hmac: string,
  secret: string,
): boolean {
  const expected = Buffer.from(paymobHmac(transaction, secret), 'utf8');
  const given = Buffer.from(hmac.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export class PaymobClient {
  private token: { value: string; until: number } | null = null;

  constructor(readonly config: PaymobConfig) {}

  /** POST /v1/intention/: the amount, currency and the one method the learner chose. */
  createIntention(input: {
    amountCents: number;
    currency: string;
    method: keyof PaymobConfig['integrations'];
    specialReference: string;
    itemName: string;
    customer: { email: string; firstName: string; lastName: string };
    notificationUrl: string;
    redirectionUrl: string;
    expirationSeconds: number;
  }): Promise<PaymobIntention> {
    const billing = {
      email: input.customer.email,
      first_name: input.customer.firstName,
      last_name: input.customer.lastName,
      phone_number: 'NA',
    };
    return requestJson('Paymob', `${this.config.apiBase}/v1/intention/`, {
      method: 'POST',
      headers: { authorization: `Token ${this.config.secretKey}` },
      body: {
        amount: input.amountCents,
        currency: input.currency,
        payment_methods: [this.config.integrations[input.method]],
        items: [{ name: input.itemName, amount: input.amountCents, quantity: 1 }],
        billing_data: billing,
        customer: billing,
        special_reference: input.specialReference,
        notification_url: input.notificationUrl,
        redirection_url: input.redirectionUrl,
        expiration: input.expirationSeconds,
      },
    });
  }

  /** The unified checkout page for an intention. */
  checkoutUrl(clientSecret: string): string {
    const query = new URLSearchParams({ publicKey: this.config.publicKey, clientSecret });
    return `${this.config.apiBase}/unifiedcheckout/?${query}`;
  }

  private async authToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const { token } = await requestJson<{ token: string }>(
      'Paymob',
      `${this.config.apiBase}/api/auth/tokens`,
      { method: 'POST', body: { api_key: this.config.apiKey } },
    );
    // Paymob's tokens last an hour; renewed well before.
    this.token = { value: token, until: Date.now() + 50 * 60 * 1000 };
    return token;
  }

  /** GET /api/acceptance/transactions/{id}, retried while Paymob is unreachable. */
  getTransaction(id: string): Promise<PaymobTransaction> {
    return withRetries(async () =>
      requestJson('Paymob', `${this.config.apiBase}/api/acceptance/transactions/${id}`, {
        headers: { authorization: `Bearer ${await this.authToken()}` },
      }),
    );
  }

  /** The transactions of a page of Paymob's list (newest first), for reconciliation. */
  listTransactions(page: number): Promise<{ results: PaymobTransaction[]; next: string | null }> {
    return withRetries(async () =>
      requestJson('Paymob', `${this.config.apiBase}/api/acceptance/transactions?page=${page}`, {
        headers: { authorization: `Bearer ${await this.authToken()}` },
      }),
    );
  }

  /** POST /api/acceptance/void_refund/refund: a full or partial refund of a paid transaction. */
  refund(transactionId: string, amountCents: number): Promise<PaymobTransaction> {
    return requestJson('Paymob', `${this.config.apiBase}/api/acceptance/void_refund/refund`, {
      method: 'POST',
      headers: { authorization: `Token ${this.config.secretKey}` },
      body: { transaction_id: Number(transactionId), amount_cents: amountCents },
    });
  }
}
