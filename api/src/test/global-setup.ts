import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importContent } from '../content/import';
import { openPglite, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { DEMO_CONTENT_DIR } from '../paths';
import { createServerDb } from './server-db';
import { MEDIA_DIR_ENV, SNAPSHOT_ENV, TEMPLATE_DB_ENV } from './template';

/** Prepares the migrated, demo-seeded database every test file starts from. */
export default async function globalSetup(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-template-'));
  const mediaDir = path.join(workDir, 'media');
  process.env[MEDIA_DIR_ENV] = mediaDir;
  const seed = async (db: Db) => {
    await migrate(db);
    // The demo accounts' passwords at the cheapest cost, as the test apps hash (helpers.ts).
    await importContent(db, DEMO_CONTENT_DIR, { mediaDir, scryptCost: 10 });
  };

  if (process.env.TEST_DATABASE_URL) {
    const { name, db } = await createServerDb('academy_test_template', { poolSize: 2 });
    try {
      await seed(db);
    } finally {
      await db.close();
    }
    process.env[TEMPLATE_DB_ENV] = name;
    return;
  }

  const db = await openPglite(null);
  await seed(db);
  const snapshot = path.join(workDir, 'pglite-snapshot.tar');
  fs.writeFileSync(snapshot, await db.snapshot());
  await db.close();
  process.env[SNAPSHOT_ENV] = snapshot;
}
