import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRuns, type BackgroundRuns } from '../../lib/background-runs';
import { deliverDueMail } from './outbox';

/**
 * Runs the receipt-mail jobs in the background of this API instance. Not the media worker's loop:
 * a receipt goes right after the payment's answer, and on every instance, including one without
 * ffmpeg or with MEDIA_WORKER=false.
 */
export type MailOutbox = BackgroundRuns;

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/**
 * Runs at start (mail left owed by the last run of the server), on a timer (MAIL_RETRY_INTERVAL)
 * and after each captured payment.
 */
export default fp(
  async function mailOutboxRunner(app: FastifyInstance) {
    const runs = backgroundRuns(app, {
      label: 'mail outbox run',
      deliver: () => deliverDueMail(app),
      intervalMs: app.config.mailRetryMs,
    });
    app.decorate('mailOutbox', runs);
  },
  { name: 'mail-outbox' },
);
