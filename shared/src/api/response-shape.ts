// What the API answered is checked before an app uses it: a 2xx answer that is not the expected
// JSON (an HTML page from a misrouted proxy, an error object instead of a list) becomes a failed
// load the app already handles, never a crash deep inside a component.

type JsonKind = 'string' | 'number' | 'boolean' | 'object' | 'array';

type KindOf<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends readonly unknown[]
        ? 'array'
        : V extends object
          ? 'object'
          : never;

/**
 * The JSON kind of a field of type V; a trailing '?' when V allows null, '??' when the field may
 * also be absent (an optional field the API added later, e.g. name_ar
 * (docs/design/languages.md#content-in-arabic)).
 */
export type FieldKind<V> = undefined extends V
  ? `${KindOf<NonNullable<V>>}??`
  : null extends V
    ? `${KindOf<NonNullable<V>>}?`
    : KindOf<V>;

/**
 * Every field of T with its JSON kind. Checked against T by the compiler, so a shape cannot
 * disagree with its type (a field typed `string | null` must be 'string?').
 */
export type Shape<T> = { readonly [K in keyof T]-?: FieldKind<T[K]> };

/** A 2xx answer whose body is not what the call expects. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';

  constructor(
    /** The call, e.g. 'GET /blogs/'. */
    readonly what: string,
    readonly problem: string,
  ) {
    super(`Unexpected answer for ${what}: ${problem}`);
  }
}

function kindOf(value: unknown): JsonKind | 'null' | 'missing' | 'other' {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return Number.isFinite(value) ? 'number' : 'other';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return 'other';
  }
}

function problemWith(value: unknown, shape: Readonly<Record<string, string>>): string | null {
  const kind = kindOf(value);
  if (kind !== 'object') return `expected an object, got ${kind}`;
  for (const [field, expected] of Object.entries(shape)) {
    const actual = kindOf((value as Record<string, unknown>)[field]);
    const optional = expected.endsWith('??');
    const nullable = expected.endsWith('?');
    if (actual === expected.replace(/\?+$/, '')) continue;
    if (nullable && actual === 'null') continue;
    if (optional && actual === 'missing') continue;
    return `${field}: expected ${expected}, got ${actual}`;
  }
  return null;
}

/** `data` as a T, or an UnexpectedResponseError naming the first field that does not fit. */
export function expectObject<T>(data: unknown, shape: Shape<T>, what: string): T {
  const problem = problemWith(data, shape);
  if (problem) throw new UnexpectedResponseError(what, problem);
  return data as T;
}

/** `data` as a list of T: anything but a list, or any item that does not fit, is an error. */
export function expectList<T>(data: unknown, shape: Shape<T>, what: string): T[] {
  if (!Array.isArray(data)) {
    throw new UnexpectedResponseError(what, `expected a list, got ${kindOf(data)}`);
  }
  data.forEach((item: unknown, index) => {
    const problem = problemWith(item, shape);
    if (problem) throw new UnexpectedResponseError(what, `item ${index}: ${problem}`);
  });
  return data as T[];
}
