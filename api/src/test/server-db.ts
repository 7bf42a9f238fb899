import { openPg, type Db } from '../db/db';
import { onServer, serverUrl, uniqueDbName } from './template';

/**
 * A new database on TEST_DATABASE_URL's server — empty, or a copy of `template` — and a pool of
 * `poolSize` connections to it. Its name starts with `prefix` and is unique to this run; the
 * caller drops it.
 */
export async function createServerDb(
  prefix: string,
  { template, poolSize }: { template?: string; poolSize: number },
): Promise<{ name: string; db: Db }> {
  const name = uniqueDbName(prefix);
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { name, db: openPg(serverUrl(name), poolSize) };
}
