import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden, notFound } from '../../lib/errors';
import { ID_PATTERN } from '../../lib/schemas';
import { ASSETS_DIR } from '../../paths';
import { isEnrolled } from '../payments/service';
import { readMediaPasses } from './pass-cookie';
import { MEDIA_NAME, type LessonMediaKind } from './service';

const YEAR = 31_536_000;

/** Media must never run as a page of the site (an SVG with a script, for instance). */
function mediaHeaders(reply: FastifyReply, cacheControl: string): void {
  reply.header('cache-control', cacheControl);
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

export default async function mediaRoutes(app: FastifyInstance) {
  const publicDir = path.join(app.config.mediaDir, 'public');
  const privateDir = path.join(app.config.mediaDir, 'private');
  fs.mkdirSync(publicDir, { recursive: true });
  fs.mkdirSync(privateDir, { recursive: true });
  const signer = app.services.mediaSigner;

  await app.register(fastifyStatic, { root: app.config.mediaDir, serve: false });
  const sendOptions = { cacheControl: false, acceptRanges: true } as const;

  app.get<{ Params: { file: string } }>(
    '/media/public/:file',
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      if (!MEDIA_NAME.test(request.params.file)) throw notFound();
      mediaHeaders(reply, `public, max-age=${YEAR}, immutable`);
      return reply.sendFile(request.params.file, publicDir, sendOptions);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/assets/:file',
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 60 } } },
      },
    },
    async (request, reply) => {
      if (!/^[a-z0-9-]+\.(svg|png|webp)$/.test(request.params.file)) throw notFound();
      mediaHeaders(reply, 'public, max-age=86400');
      return reply.sendFile(request.params.file, ASSETS_DIR, sendOptions);
    },
  );

  app.get<{
    Params: { lessonId: string; kind: LessonMediaKind };
    Querystring: { u?: string; expires?: string; sig?: string };
  }>(
    '/media/lessons/:lessonId/:kind',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            lessonId: { type: 'string', pattern: ID_PATTERN },
            kind: { type: 'string', enum: ['video', 'pdf'] },
          },
        },
        querystring: {
          type: 'object',
          properties: {
            u: { type: 'string', maxLength: 12 },
            expires: { type: 'string', maxLength: 12 },
            sig: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request, reply) => {
      const lessonId = Number(request.params.lessonId);
      const { kind } = request.params;
      const { u = '', expires = '', sig = '' } = request.query;
      const denied = forbidden('This media link is invalid or has expired.');
      if (!/^\d{1,9}$/.test(u) || !/^\d{1,12}$/.test(expires) || sig === '') throw denied;
      const userId = Number(u);
      if (!signer.verify(lessonId, kind, userId, Number(expires), sig)) throw denied;
      // The URL only works in the browser of the learner it was issued to.
      const passes = readMediaPasses(request);
      if (!passes.some((pass) => signer.passUser(pass) === userId)) throw denied;
      const { rows } = await app.db.query<{
        course_id: number;
        name: string;
        video_file: string | null;
        pdf_file: string | null;
      }>('SELECT course_id, name, video_file, pdf_file FROM lessons WHERE id = $1', [lessonId]);
      const lesson = rows[0];
      if (!lesson) throw notFound();
      // The link was issued to a paying learner; check the purchase still stands.
      if (!(await isEnrolled(app.db, userId, lesson.course_id))) throw denied;
      const file = kind === 'video' ? lesson.video_file : lesson.pdf_file;
      if (!file || !MEDIA_NAME.test(file)) throw notFound();
      const remaining = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      mediaHeaders(reply, `private, max-age=${Math.min(remaining, 3600)}`);
      if (kind === 'pdf') {
        const filename = `${lesson.name.replace(/[^\w .-]+/g, '').trim() || 'lesson'}.pdf`;
        reply.header('content-disposition', `inline; filename="${filename}"`);
      }
      return reply.sendFile(file, privateDir, sendOptions);
    },
  );
}
