import path from 'node:path';
import { ROLES, type Role } from '@academy/contract';
import { ConfigError, loadConfig, type Config } from '../config';
import { setRole } from '../modules/users/service';
import { DEMO_CONTENT_DIR } from '../paths';
import { createMediaStore } from '../modules/media/storage';
import { exportContent } from '../content/export';
import { ContentError, importContent, seedIfEmpty } from '../content/import';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { ReleaseCommandError, releasesCommand } from './releases-command';

const USAGE = `Usage: node api/dist/cli/index.js <command>
  migrate                         apply pending migrations
  seed-demo                       migrate, then load api/content/demo when the database has no course
  import <dir>                    migrate, then load (or update) content from a folder of JSON files
  export <dir>                    write the content (not users) to a new folder in the import format
  staff <email> <${ROLES.join('|')}>   migrate, then set a user's role (npm run staff -- <email> <role>)
  releases deploy <site-dir> <remote> <version>
                                  register the site folder's versions (and its manifest's lines for
                                  remotes with none yet), then make <version> live (npm run deploy)
  releases rollback <site-dir> <remote>
                                  make the version live before the live one live again (npm run rollback)
  Both print "live <remote> <version>" last; DEPLOYED_BY names who did it (default: the OS user).`;

export interface CliOptions {
  /** The configuration (default: from the environment). */
  config?: Config;
  /** A database opened by the caller, who closes it (default: config.db, closed at the end). */
  db?: Db;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

/** Runs one command; the exit code (2: bad usage, 1: the command failed). */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const { print = console.log, printError = console.error } = options;
  const [command, ...args] = argv;
  const usable =
    (command === 'migrate' && args.length === 0) ||
    (command === 'seed-demo' && args.length === 0) ||
    (command === 'import' && args.length === 1) ||
    (command === 'export' && args.length === 1) ||
    (command === 'staff' && args.length === 2 && ROLES.includes(args[1] as Role)) ||
    (command === 'releases' && args[0] === 'deploy' && args.length === 4) ||
    (command === 'releases' && args[0] === 'rollback' && args.length === 3);
  if (!usable) {
    printError(USAGE);
    return 2;
  }
  const config = options.config ?? loadConfig();
  const db = options.db ?? (await openDb(config.db));
  try {
    const applied = await migrate(db);
    print(applied.length ? `applied migrations: ${applied.join(', ')}` : 'schema up to date');
    const contentOptions = {
      mediaDir: config.mediaDir,
      store: createMediaStore(config),
      scryptCost: config.scryptCost,
    };
    if (command === 'seed-demo') {
      const summary = await seedIfEmpty(db, DEMO_CONTENT_DIR, contentOptions);
      print(
        summary
          ? `demo content loaded: ${JSON.stringify(summary)}`
          : 'database already has courses: demo not loaded',
      );
    } else if (command === 'import') {
      const summary = await importContent(db, path.resolve(args[0] as string), contentOptions);
      print(`content imported: ${JSON.stringify(summary)}`);
    } else if (command === 'export') {
      const summary = await exportContent(db, path.resolve(args[0] as string), contentOptions);
      print(`content exported: ${JSON.stringify(summary)}`);
    } else if (command === 'staff') {
      const [email, role] = args as [string, Role];
      if (!(await setRole(db, email, role))) {
        printError(`no user with the e-mail ${email}`);
        return 1;
      }
      print(`${email} is now ${role}`);
    } else if (command === 'releases') {
      const [action, siteDir, remote, version] = args as [string, string, string, string?];
      const live = await releasesCommand(db, path.resolve(siteDir), action, remote, version);
      print(`live ${remote} ${live}`);
    }
    return 0;
  } finally {
    if (!options.db) await db.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (
        error instanceof ConfigError ||
        error instanceof ContentError ||
        error instanceof ReleaseCommandError
      )
        console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}
