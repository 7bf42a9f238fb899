import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { createTestDb, NEWBIE } from '../test/helpers';
import { runCli } from './index';
import type { Db } from '../db/db';

let db: Db;
let drop: () => Promise<void>;
let config: Config;
let tmpDir: string;
const printed: string[] = [];
const errors: string[] = [];
const io = {
  print: (line: string) => printed.push(line),
  printError: (line: string) => errors.push(line),
};

beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cli-test-'));
  config = loadConfig({ DATA_DIR: tmpDir, JWT_SECRET: 'x'.repeat(32) });
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});
beforeEach(() => {
  printed.length = 0;
  errors.length = 0;
});

const roleOf = async (email: string) =>
  (
    await db.query<{ role: string }>('SELECT role FROM users WHERE lower(email) = lower($1)', [
      email,
    ])
  ).rows[0]?.role;

test('staff <email> <role> sets the role (e-mail in any case), and back', async () => {
  expect(await roleOf(NEWBIE)).toBe('learner');
  expect(await runCli(['staff', NEWBIE.toUpperCase(), 'staff'], { config, db, ...io })).toBe(0);
  expect(await roleOf(NEWBIE)).toBe('staff');
  expect(printed).toContain(`${NEWBIE.toUpperCase()} is now staff`);
  expect(await runCli(['staff', NEWBIE, 'admin'], { config, db, ...io })).toBe(0);
  expect(await roleOf(NEWBIE)).toBe('admin');
  expect(await runCli(['staff', NEWBIE, 'learner'], { config, db, ...io })).toBe(0);
  expect(await roleOf(NEWBIE)).toBe('learner');
});

test('an unknown e-mail fails with a message (exit 1)', async () => {
  expect(await runCli(['staff', 'nobody@example.com', 'staff'], { config, db, ...io })).toBe(1);
  expect(errors).toEqual(['no user with the e-mail nobody@example.com']);
});

test('a role that does not exist, or missing arguments, print the usage (exit 2)', async () => {
  for (const argv of [
    ['staff', NEWBIE, 'owner'],
    ['staff', NEWBIE],
    ['staff'],
    ['promote', NEWBIE, 'staff'],
  ]) {
    errors.length = 0;
    expect([argv, await runCli(argv, { config, db, ...io })]).toEqual([argv, 2]);
    expect(errors[0]).toMatch(/^Usage: .*\n[\s\S]*staff <email> <learner\|staff\|admin>/);
  }
  expect(await roleOf(NEWBIE)).toBe('learner');
});

test('the database refuses a role outside learner, staff, admin', async () => {
  await expect(
    db.query("UPDATE users SET role = 'owner' WHERE lower(email) = lower($1)", [NEWBIE]),
  ).rejects.toThrow(/users_role_check/);
});
