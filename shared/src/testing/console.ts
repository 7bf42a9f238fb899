/**
 * For a test file or a describe block: console.error silenced in each test (the failures the
 * tests cause are logged on purpose). What it was called with is in the mock returned.
 */
export function silenceConsoleError(): jest.Mock {
  const calls = jest.fn();
  let spy: jest.SpyInstance | null = null;
  beforeEach(() => {
    calls.mockClear();
    spy = jest.spyOn(console, 'error').mockImplementation(calls);
  });
  afterEach(() => spy?.mockRestore());
  return calls;
}
