import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundRuns, type BackgroundRuns } from '../../lib/background-runs';
import { deliverDueStatements } from './delivery';

/** Sends the learning records in the background of this API instance (docs/learning-records.md). */
export type LearningRecordsRunner = BackgroundRuns;

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
    const runs = backgroundRuns(app, {
      label: 'xAPI delivery run',
      deliver: () => deliverDueStatements(app),
      intervalMs: app.config.learningRecords.sendIntervalMs,
      enabled: Boolean(app.config.learningRecords.lrs),
    });
    app.decorate('learningRecords', runs);
  },
  { name: 'learning-records' },
);
