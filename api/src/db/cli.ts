import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DEMO_CONTENT_DIR } from '../paths';
import { exportContent } from './content-export';
import { ContentError, importContent, seedIfEmpty } from './content-import';
import { openDb } from './db';
import { migrate } from './migrate';

const USAGE = `Usage: node api/dist/db/cli.js <command>
  migrate          apply pending migrations
  seed-demo        migrate, then load api/content/demo when the database has no course
  import <dir>     migrate, then load (or update) content from a folder of JSON files
  export <dir>     write the content (not users) to a new folder in the import format`;

const COMMANDS = ['migrate', 'seed-demo', 'import', 'export'];

async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  if (command === undefined || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if ((command === 'import' || command === 'export') && !argument) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDb(config.db);
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'schema up to date');
    const options = { mediaDir: config.mediaDir, scryptCost: config.scryptCost };
    if (command === 'seed-demo') {
      const summary = await seedIfEmpty(db, DEMO_CONTENT_DIR, options);
      console.log(
        summary
          ? `demo content loaded: ${JSON.stringify(summary)}`
          : 'database already has courses: demo not loaded',
      );
    } else if (command === 'import') {
      const summary = await importContent(db, path.resolve(argument as string), options);
      console.log(`content imported: ${JSON.stringify(summary)}`);
    } else if (command === 'export') {
      const summary = await exportContent(db, path.resolve(argument as string), options);
      console.log(`content exported: ${JSON.stringify(summary)}`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof ContentError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
