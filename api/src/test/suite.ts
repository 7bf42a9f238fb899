import { createTestApp, type TestAppOptions, type TestContext } from './helpers';

/**
 * A stand-in for a value built in `beforeAll`: every property read is forwarded to it, so a test
 * file can name `ctx` and `tokens` at its top while the app is built only when the suite runs.
 */
export function builtLater<T extends object>(what: string): { value: T; set(built: T): void } {
  let target: T | undefined;
  const value = new Proxy({} as T, {
    get(_, key) {
      if (!target) throw new Error(`${what} is read before beforeAll built it`);
      return Reflect.get(target, key) as unknown;
    },
  });
  return {
    value,
    set(built) {
      target = built;
    },
  };
}

/**
 * How long a test file's set-up (a PGlite database booted, migrated and seeded, an app built) may
 * take: a few seconds on a quiet machine, more than 30 s on a busy 2-core one
 * (docs/testing.md#deadlines).
 */
export const SET_UP_TIMEOUT_MS = 180_000;

/**
 * The set-up most API test files share: one app per file, built in `beforeAll` and closed in
 * `afterAll`. Jest runs a file's own `beforeAll` after this one, so it may use the app. Jest does
 * not stop a `beforeAll` that timed out: `afterAll` waits for the build to settle and closes what
 * it made, else an app opened after the teardown keeps jest from ever exiting.
 */
export function appSuite(options: TestAppOptions = {}): TestContext {
  const ctx = builtLater<TestContext>('the test app');
  let building: Promise<TestContext> | undefined;
  beforeAll(async () => {
    building = createTestApp(options);
    ctx.set(await building);
  }, SET_UP_TIMEOUT_MS);
  afterAll(async () => {
    const built = await building?.catch(() => undefined);
    await built?.close();
  }, SET_UP_TIMEOUT_MS);
  return ctx.value;
}
