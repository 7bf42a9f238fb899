import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueMail } from './outbox';

/**
 * Runs the receipt-mail jobs in the background of this API instance. Not the media worker's loop:
 * a receipt goes right after the payment's answer, and on every instance, including one without
 * ffmpeg or with MEDIA_WORKER=false.
 */
export interface MailOutbox {
  /** Sends what is due now, after the current answer (a payment just captured); never throws. */
  deliverSoon(): void;
  /** Resolves when no run is under way (tests wait on it). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/**
 * One run at a time per instance; a request for a run while one is under way makes it go round
 * once more. Runs at start (mail left owed by the last run of the server), on a timer
 * (MAIL_RETRY_INTERVAL) and after each captured payment. Stops before the database closes.
 */
export default fp(
  async function mailOutboxRunner(app: FastifyInstance) {
    let running: Promise<void> | null = null;
    let again = false;
    let timer: NodeJS.Timeout | null = null;
    let closing = false;

    const runUntilQuiet = async () => {
      do {
        again = false;
        try {
          const { sent, failed } = await deliverDueMail(app);
          if (sent + failed > 0) app.log.info({ sent, failed }, 'mail outbox run');
        } catch (error) {
          app.log.error({ err: error }, 'mail outbox run failed');
        }
      } while (again && !closing);
    };

    const outbox: MailOutbox = {
      deliverSoon() {
        if (closing) return;
        if (running) {
          again = true;
          return;
        }
        running = runUntilQuiet().finally(() => {
          running = null;
        });
      },
      async idle() {
        while (running) await running;
      },
    };
    app.decorate('mailOutbox', outbox);

    app.addHook('onReady', async () => {
      outbox.deliverSoon();
      timer = setInterval(() => outbox.deliverSoon(), app.config.mailRetryMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await outbox.idle();
    });
  },
  { name: 'mail-outbox' },
);
