// Replies whose whole body is one message, {"detail": "..."} — a success's ("Password reset e-mail
// has been sent.") or an unknown path's 404 — follow Accept-Language like the errors do
// (docs/design/languages.md#api-errors).
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

/** Whether the body is {"detail": "..."} and nothing else; a body without `detail` is let go first. */
const isDetailOnly = (payload: unknown): payload is { detail: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { detail?: unknown }).detail === 'string' &&
  !Array.isArray(payload) &&
  Object.keys(payload).length === 1;

/**
 * preSerialization hook: a message-only body in the language the request prefers. Every answer
 * with a body passes here, so it is a callback hook (no promise per request).
 */
export function detailInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (!isDetailOnly(payload)) {
    done(null, payload);
    return;
  }
  varyOnLanguage(reply);
  done(null, errorBodyIn(errorLanguageOf(request.headers['accept-language']), payload));
}
