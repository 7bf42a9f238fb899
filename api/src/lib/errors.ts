/** Errors the handlers throw; the error-shape plugin turns them into DRF-style bodies. */
import type { FieldErrors } from '@academy/contract';

export type { FieldErrors };

/** Puts `message` at a nested field path (DRF nests the errors of nested serializers). */
export function addFieldError(errors: FieldErrors, path: string[], message: string): void {
  const segments = path.length > 0 ? path : ['non_field_errors'];
  let node = errors;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      const existing = node[segment];
      const list = Array.isArray(existing) ? existing : [];
      if (!list.includes(message)) list.push(message);
      node[segment] = list;
    } else {
      const child = node[segment];
      node[segment] = child && !Array.isArray(child) ? child : {};
      node = node[segment] as FieldErrors;
    }
  });
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

/** 400 {"field": ["message"]} or {"non_field_errors": [...]}. */
export const badRequest = (errors: FieldErrors) => new ApiError(400, errors);
export const nonFieldError = (message: string) => badRequest({ non_field_errors: [message] });
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new ApiError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new ApiError(403, { detail });
export const notFound = (detail = 'Not found.') => new ApiError(404, { detail });
/** 409: the request clashes with the state of things (a course already owned, a payment under way). */
export const conflict = (detail: string) => new ApiError(409, { detail });
export const unavailable = (detail: string) => new ApiError(503, { detail });
export const notImplemented = (detail: string) => new ApiError(501, { detail });
