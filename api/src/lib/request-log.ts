import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's two lines per request ("incoming request", "request completed") at debug rather than
 * info. At the default LOG_LEVEL (info) they cost every request two JSON lines written to stdout
 * (22 of the 127 µs of API CPU a course read took, measured on one instance), and in production
 * nginx's access log already has each request with its status. What info and above still show:
 * the start, warnings, every error (error-shape.ts logs a 5xx with its stack and the request's
 * method and path) and a response that failed once its headers were sent. `LOG_LEVEL=debug`
 * brings the lines back (the access log of `npm start`, where no nginx keeps one).
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
