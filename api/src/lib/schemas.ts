import { DetailError, FieldErrors, ProviderError } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';

/**
 * Wiring of the contract's error shapes to the routes. They are registered once by id (so the
 * OpenAPI document names them once) and each route refers to them by status.
 */
export function addErrorSchemas(app: FastifyInstance): void {
  for (const schema of [DetailError, FieldErrors, ProviderError]) app.addSchema(schema);
}

const detail = Type.Unsafe<DetailError>(Type.Ref('DetailError'));
const fields = Type.Unsafe<FieldErrors>(Type.Ref('FieldErrors'));
const provider = Type.Unsafe<ProviderError>(Type.Ref('ProviderError'));
/** 400 is a field error, or a body that is not JSON at all (`{detail}`). */
const fieldsOrDetail = Type.Unsafe<FieldErrors | DetailError>(Type.Union([fields, detail]));

const ERROR_RESPONSES = {
  400: fieldsOrDetail,
  401: detail,
  403: detail,
  404: detail,
  409: detail,
  413: detail,
  415: detail,
  416: detail,
  422: provider,
  429: detail,
  502: provider,
  503: detail,
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The error answers of a route, plus 500 (which every route may answer). */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Pick<typeof ERROR_RESPONSES, S> & { 500: typeof detail } {
  const picked = Object.fromEntries(statuses.map((status) => [status, ERROR_RESPONSES[status]]));
  return { ...(picked as Pick<typeof ERROR_RESPONSES, S>), 500: detail };
}

/** What a JSON body can be refused with: bad fields, too large, not JSON. */
export const BODY_ERRORS = [400, 413, 415] as const;

export function toId(value: string | number): number {
  return typeof value === 'number' ? value : Number(value);
}
