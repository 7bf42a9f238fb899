import type { FastifyReply } from 'fastify';

/**
 * Sends text that already is the answer's JSON. Fastify serialises no string, so the route's
 * response schema then only documents the answer: the caller's tests hold the text to it.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
