import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TelemetryBuffer } from './buffer';
import { PageLoadTokens } from './page-load-token';
import { countPageLoads, pruneBuckets, prunePageLoads } from './store';

/** Aggregates are kept this long, then deleted (counts only, but no one reads them older). */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface Telemetry {
  buffer: TelemetryBuffer;
  /** Signs and verifies page-load tokens (docs/telemetry.md#page-load-tokens). */
  tokens: PageLoadTokens;
  /**
   * Writes what was counted since the last flush, then lets the automatic rollback look at the
   * new figures. Runs every TELEMETRY_FLUSH_INTERVAL and when the server closes.
   */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: Telemetry;
  }
}

export default fp(
  async function telemetryPlugin(app: FastifyInstance) {
    const buffer = new TelemetryBuffer();
    let flushing: Promise<void> = Promise.resolve();
    let prunedAt = 0;

    async function flushOnce(): Promise<void> {
      const entries = buffer.drain();
      if (entries.length > 0) {
        try {
          await countPageLoads(app.db, entries);
        } catch (error) {
          buffer.restore(entries);
          app.log.warn(
            { err: error },
            'telemetry: could not write the counts; kept for the next try',
          );
          return;
        }
      }
      const now = app.services.clock.now();
      try {
        if (now.getTime() - prunedAt > 60 * 60 * 1000) {
          await pruneBuckets(app.db, new Date(now.getTime() - KEEP_MS));
          await prunePageLoads(app.db, now);
          prunedAt = now.getTime();
        }
        if (entries.length > 0) {
          const rolledBack = await app.releases.checkAutoRollback();
          if (rolledBack.length > 0) app.log.warn({ remotes: rolledBack }, 'automatic rollback');
          const aborted = await app.releases.checkCanaries();
          if (aborted.length > 0) app.log.warn({ remotes: aborted }, 'canary aborted');
        }
      } catch (error) {
        app.log.error({ err: error }, 'telemetry: the automatic rollback check failed');
      }
    }

    const telemetry: Telemetry = {
      buffer,
      tokens: new PageLoadTokens(app.config.jwtSecret),
      flush() {
        flushing = flushing.then(flushOnce);
        return flushing;
      },
    };
    app.decorate('telemetry', telemetry);

    const timer = setInterval(() => void telemetry.flush(), app.config.telemetry.flushIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await telemetry.flush();
    });
  },
  { name: 'telemetry', dependencies: ['releases'] },
);
