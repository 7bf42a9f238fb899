import type { FastifyReply, FastifyRequest } from 'fastify';
import { LESSON_MEDIA_PATH, MEDIA_PASS_COOKIE } from './service';

/**
 * The media pass travels as a cookie (see service.ts for why): HttpOnly so page scripts cannot
 * read it, SameSite=Strict so another site cannot make the browser use it, and a path that sends
 * it to the lesson media route only.
 */

function setPassCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAge: number,
) {
  const attributes = [
    `${MEDIA_PASS_COOKIE}=${value}`,
    `Path=${LESSON_MEDIA_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

/** Sets the pass of the authenticated learner on a reply that hands them lesson media URLs. */
export function issueMediaPass(request: FastifyRequest, reply: FastifyReply): void {
  const session = request.tokenSession;
  if (!session) throw new Error('issueMediaPass: no signed-in session on this request');
  const pass = request.server.services.mediaSigner.passFor(session, session.expiresAt);
  setPassCookie(
    request,
    reply,
    pass.value,
    Math.max(0, pass.expires - Math.floor(Date.now() / 1000)),
  );
}

/**
 * Tells the browser to drop its pass (a logout). The media route refuses the pass of an ended
 * session anyway: this only keeps a dead credential out of the browser.
 */
export function expireMediaPass(request: FastifyRequest, reply: FastifyReply): void {
  setPassCookie(request, reply, '', 0);
}

/** Every pass the browser sent with a media request (usually one). */
export function readMediaPasses(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === MEDIA_PASS_COOKIE) {
      values.push(part.slice(separator + 1).trim());
    }
  }
  return values;
}
