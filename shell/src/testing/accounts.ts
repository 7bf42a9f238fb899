// New accounts for tests against the real API, which keeps every account of the run.

let counter = 0;

/** An address no other test (or earlier run on the same database) has registered. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}
