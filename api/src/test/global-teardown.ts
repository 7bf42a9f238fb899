import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_DIR_ENV, onServer, TEMPLATE_DB_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_DB_ENV];
  if (template && process.env.TEST_DATABASE_URL) {
    await onServer(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const mediaDir = process.env[MEDIA_DIR_ENV];
  if (mediaDir) fs.rmSync(path.dirname(mediaDir), { recursive: true, force: true });
}
