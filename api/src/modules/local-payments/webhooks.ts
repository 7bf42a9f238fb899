// The providers' webhooks: untrusted until verified (Paymob: HMAC-SHA512 over its documented
// fields; Moyasar: the dashboard's secret token, then the payment fetched from Moyasar). A
// webhook that does not verify is refused with nothing changed; one already applied (a replay or
// a retry) is recognised by its key and changes nothing either.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/errors';
import { fromMoyasar, fromPaymob } from './gateways';
import { expireKioskOrders, findLocalOrder, type VerifiedTransaction } from './local-orders';
import { verifyMoyasarToken } from './moyasar-client';
import { verifyPaymobHmac, type PaymobTransaction } from './paymob-client';
import { providerFailure, settle } from './service';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'unknown-order';

const refused = () => new ApiError(401, { detail: 'The notification could not be verified.' });

/**
 * Runs `handle` for a verified event once: a replay of an event already handled is a no-op. An
 * event whose handling failed is forgotten, so the provider's retry is handled.
 */
async function once(
  app: FastifyInstance,
  provider: string,
  key: string,
  handle: () => Promise<WebhookOutcome>,
): Promise<WebhookOutcome> {
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO payment_webhooks (provider, event_key, verified, outcome)
     VALUES ($1, $2, true, 'received')
     ON CONFLICT (provider, event_key) WHERE verified DO NOTHING RETURNING id`,
    [provider, key],
  );
  const id = rows[0]?.id;
  if (id === undefined) return 'replayed';
  try {
    const outcome = await handle();
    await app.db.query('UPDATE payment_webhooks SET outcome = $2 WHERE id = $1', [id, outcome]);
    return outcome;
  } catch (error) {
    await app.db.query('DELETE FROM payment_webhooks WHERE id = $1', [id]);
    throw error;
  }
}

async function apply(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  provider: string,
  paymentRef: string,
  txn: VerifiedTransaction,
): Promise<WebhookOutcome> {
  await expireKioskOrders(app.db, app.services.clock.now());
  const row = await findLocalOrder(app.db, { provider, paymentRef });
  if (!row) {
    // Paid there, not here: reconciliation lists it for staff.
    log.warn({ provider, paymentRef, transaction: txn.id }, 'webhook for an unknown order');
    return 'unknown-order';
  }
  await settle(app, log, row, txn);
  return 'applied';
}

/** POST /webhooks/paymob/?hmac=…: Paymob's transaction processed callback. */
export async function paymobWebhook(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  hmac: string | undefined,
  body: unknown,
): Promise<WebhookOutcome> {
  const config = app.config.paymob;
  const obj = (body as { obj?: unknown } | null)?.obj;
  if (!config || !hmac || !obj || typeof obj !== 'object') throw refused();
  const txn = obj as PaymobTransaction;
  if (!verifyPaymobHmac(txn as Record<string, unknown>, hmac, config.hmacSecret)) {
    log.warn({ transaction: txn.id }, 'Paymob webhook refused: HMAC does not verify');
    throw refused();
  }
  // Refund and void transactions report on a payment we already decided on.
  if (txn.has_parent_transaction) return 'ignored';
  const key = `${txn.id}:${txn.pending}:${txn.success}`;
  return once(app, 'paymob', key, () =>
    apply(app, log, 'paymob', String(txn.order?.id), fromPaymob(txn, config.kioskValiditySeconds)),
  );
}

/** POST /webhooks/moyasar/: a Moyasar event; the payment is then fetched from Moyasar itself. */
export async function moyasarWebhook(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  body: unknown,
): Promise<WebhookOutcome> {
  const config = app.config.moyasar;
  const event = body as {
    id?: unknown;
    type?: unknown;
    secret_token?: unknown;
    data?: { id?: unknown };
  };
  if (!config || !event || !verifyMoyasarToken(event.secret_token, config.webhookSecret)) {
    log.warn('Moyasar webhook refused: secret token does not match');
    throw refused();
  }
  if (event.type !== 'payment_paid' && event.type !== 'payment_failed') return 'ignored';
  if (typeof event.id !== 'string' || typeof event.data?.id !== 'string') throw refused();
  const paymentId = event.data.id;
  const client = app.services.moyasar;
  if (!client) throw refused();
  return once(app, 'moyasar', event.id, async () => {
    // The token proves the sender; the payment's state is read from Moyasar, not from the body.
    let payment;
    try {
      payment = await client.getPayment(paymentId);
    } catch (error) {
      // Answered 502 and forgotten by once(): Moyasar's retry of this event is handled.
      throw providerFailure(error, 'moyasar', log, 'check the notification');
    }
    return apply(app, log, 'moyasar', payment.invoice_id ?? '', fromMoyasar(payment));
  });
}
