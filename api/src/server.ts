import { build } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedIfEmpty } from './content/import';
import { migrate } from './db/migrate';
import { DEMO_CONTENT_DIR } from './paths';

/** `npm start`: validate the configuration, migrate, seed the demo if empty, listen. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await build(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    if (config.migrateOnStart) {
      const applied = await migrate(app.db);
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    }
    if (config.seedDemo) {
      const summary = await seedIfEmpty(app.db, DEMO_CONTENT_DIR, {
        mediaDir: config.mediaDir,
        store: app.services.mediaStore,
        scryptCost: config.scryptCost,
      });
      if (summary) app.log.info({ summary }, 'demo content loaded (empty database)');
    }
    await app.listen({ port: config.port, host: config.host });
    await app.startMediaWorker();
  } catch (error) {
    app.log.fatal({ err: error }, 'start failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  app.log.info(
    {
      database:
        config.db.kind === 'pg' ? 'postgresql (DATABASE_URL)' : `pglite at ${config.db.dir}`,
      mail: config.smtpUrl ? 'smtp' : 'log only (password reset links are written to this log)',
      translation: config.translate.url ?? 'translation memory only',
      redis: config.redisUrl ? 'shared rate limits' : 'in-process rate limits',
      site: config.siteDir ?? 'API only',
      media: config.mediaS3
        ? `S3 bucket ${config.mediaS3.bucket}${config.mediaS3.endpoint ? ` at ${config.mediaS3.endpoint}` : ''}`
        : config.mediaDir,
    },
    'academy api ready',
  );
}

void main();
