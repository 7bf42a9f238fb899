import type { FastifyInstance } from 'fastify';

/** Background deliveries of one kind on this API instance (receipt mail, learning records). */
export interface BackgroundRuns {
  /** A run now (or once more after the one under way); never throws. */
  deliverSoon(): void;
  /** Resolves when no run is under way (tests wait on it). */
  idle(): Promise<void>;
}

interface Delivery {
  /** What the log calls a run ("mail outbox run"). */
  label: string;
  deliver: () => Promise<{ sent: number; failed: number }>;
  intervalMs: number;
  /** False: no run at all, not even on request (nothing configured to deliver to). */
  enabled?: boolean;
}

/**
 * One run at a time per instance; a request for a run while one is under way makes it go round
 * once more. Runs at start, every `intervalMs` and on request; stops before the database closes.
 */
export function backgroundRuns(app: FastifyInstance, delivery: Delivery): BackgroundRuns {
  const { label, deliver, intervalMs, enabled = true } = delivery;
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let timer: NodeJS.Timeout | null = null;

  const runUntilQuiet = async () => {
    do {
      again = false;
      try {
        const { sent, failed } = await deliver();
        if (sent + failed > 0) app.log.info({ sent, failed }, label);
      } catch (error) {
        app.log.error({ err: error }, `${label} failed`);
      }
    } while (again && !closing);
  };
  const runs: BackgroundRuns = {
    deliverSoon() {
      if (closing || !enabled) return;
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
  app.addHook('onReady', async () => {
    if (!enabled) return;
    runs.deliverSoon();
    timer = setInterval(() => runs.deliverSoon(), intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await runs.idle();
  });
  return runs;
}
