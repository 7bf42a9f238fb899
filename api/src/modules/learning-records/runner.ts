import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueStatements } from './delivery';

/** Sends the learning records in the background of this API instance (docs/learning-records.md). */
export interface LearningRecordsRunner {
  /** A run now (or once more after the one under way); never throws. */
  deliverSoon(): void;
  /** Resolves when no run is under way (tests wait on it). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    learningRecords: LearningRecordsRunner;
  }
}

/**
 * One run at a time per instance: at start, every LRS_SEND_INTERVAL, and on request (a replay).
 * Instances share the work through the job queue's leases. No LRS configured: no timer at all.
 */
export default fp(
  async function learningRecordsRunner(app: FastifyInstance) {
    let running: Promise<void> | null = null;
    let again = false;
    let closing = false;
    let timer: NodeJS.Timeout | null = null;

    const runUntilQuiet = async () => {
      do {
        again = false;
        try {
          const { sent, failed } = await deliverDueStatements(app);
          if (sent + failed > 0) app.log.info({ sent, failed }, 'xAPI delivery run');
        } catch (error) {
          app.log.error({ err: error }, 'xAPI delivery run failed');
        }
      } while (again && !closing);
    };
    const runner: LearningRecordsRunner = {
      deliverSoon() {
        if (closing || !app.config.learningRecords.lrs) return;
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
    app.decorate('learningRecords', runner);
    app.addHook('onReady', async () => {
      if (!app.config.learningRecords.lrs) return;
      runner.deliverSoon();
      timer = setInterval(() => runner.deliverSoon(), app.config.learningRecords.sendIntervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await runner.idle();
    });
  },
  { name: 'learning-records' },
);
