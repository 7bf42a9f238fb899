// Replies whose whole body is one message, {"detail": "..."} — a success's ("Password reset e-mail
// has been sent.") or an unknown path's 404 — follow Accept-Language like the errors do (DESIGN §14).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyIn, errorLanguageOf } from './error-language';

/** Adds Accept-Language to the reply's Vary header, once. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') {
    reply.header('Vary', 'Accept-Language');
  } else if (!/(^|,)\s*accept-language\s*(,|$)/i.test(String(vary))) {
    reply.header('Vary', `${String(vary)}, Accept-Language`);
  }
}

const isDetailOnly = (payload: unknown): payload is { detail: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  Object.keys(payload).length === 1 &&
  typeof (payload as { detail?: unknown }).detail === 'string';

/** preSerialization hook: a message-only body in the language the request prefers. */
export async function detailInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!isDetailOnly(payload)) return payload;
  varyOnLanguage(reply);
  return errorBodyIn(errorLanguageOf(request.headers['accept-language']), payload);
}
