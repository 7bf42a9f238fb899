import type { FastifyRequest } from 'fastify';
import { addFieldError, badRequest, type FieldErrors } from '../lib/errors';

const MESSAGE = 'Null characters are not allowed.';

/** Field paths of strings holding U+0000 (PostgreSQL text cannot store it). */
function nullPaths(value: unknown, at: string[] = [], found: string[][] = []): string[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(at);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nullPaths(item, [...at, String(index)], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) nullPaths(item, [...at, key], found);
  }
  return found;
}

/**
 * preHandler (after schema validation): a NUL character anywhere in the path parameters or the
 * body is refused with 400 {"field": ["Null characters are not allowed."]}, like DRF's CharField.
 */
export async function refuseNullCharacters(request: FastifyRequest): Promise<void> {
  const paths = [...nullPaths(request.params), ...nullPaths(request.body)];
  if (paths.length === 0) return;
  const errors: FieldErrors = {};
  for (const path of paths) addFieldError(errors, path, MESSAGE);
  throw badRequest(errors);
}
