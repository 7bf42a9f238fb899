/** Schema pieces shared by the modules' schemas.ts files. */

export const ID_PATTERN = '^[1-9][0-9]{0,8}$';

/** A database id in a path: digits only, anything else is answered 404. */
export const idParam = { type: 'string', pattern: ID_PATTERN } as const;

/** An id in a JSON body: the client may send 12 or "12". */
export const idField = {
  type: ['integer', 'string'],
  pattern: ID_PATTERN,
  minimum: 1,
  maximum: 999_999_999,
} as const;

export const text = (maxLength: number, minLength = 0) =>
  ({ type: 'string', maxLength, ...(minLength > 0 ? { minLength } : {}) }) as const;

export function objectSchema(
  properties: Record<string, unknown>,
  required: string[] = [],
): Record<string, unknown> {
  return { type: 'object', properties, required, additionalProperties: true };
}

export function toId(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}
