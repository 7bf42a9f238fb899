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
 * The set-up most API test files share: one app per file, built in `beforeAll` and closed in
 * `afterAll`. Jest runs a file's own `beforeAll` after this one, so it may use the app.
 */
export function appSuite(options: TestAppOptions = {}): TestContext {
  const ctx = builtLater<TestContext>('the test app');
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
    ctx.set(built);
  });
  afterAll(async () => {
    await built?.close();
  });
  return ctx.value;
}
