import fs from 'node:fs';
import path from 'node:path';
import {
  AssetParams,
  LessonHlsFileParams,
  LessonHlsRenditionParams,
  LessonMediaParams,
  MediaFile,
  PublicMediaParams,
  SignedMediaQuery,
} from '@academy/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { ASSETS_DIR } from '../../paths';
import { isEnrolled } from '../enrollments/service';
import { liveSessionRole, type TokenSession } from '../sessions/service';
import { findStream, streamPrefix } from '../transcode/service';
import { readMediaPasses } from './pass-cookie';
import { sendStored } from './send-stored';
import { MEDIA_NAME } from './service';

const YEAR = 31_536_000;

async function someSessionLive(
  db: Queryable,
  sessions: (Omit<TokenSession, 'expiresAt'> | null)[],
): Promise<boolean> {
  for (const session of sessions) {
    if (session && (await liveSessionRole(db, session)) !== null) return true;
  }
  return false;
}

/** Media must never run as a page of the site (an SVG with a script, for instance). */
function mediaHeaders(reply: FastifyReply, cacheControl: string): void {
  reply.header('cache-control', cacheControl);
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

/** A file answer in one of these media types (streamed, never serialised). */
const fileOf = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: MediaFile }])),
});
/** Every file answers byte ranges too (206; 416 for a range past its end). */
const fileResponses = (description: string, types: string[]) => ({
  200: fileOf(description, types),
  206: fileOf(`Part of it: ${description[0]!.toLowerCase()}${description.slice(1)}`, types),
});
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicDir = path.join(app.config.mediaDir, 'public');
  const privateDir = path.join(app.config.mediaDir, 'private');
  fs.mkdirSync(publicDir, { recursive: true });
  fs.mkdirSync(privateDir, { recursive: true });
  const signer = app.services.mediaSigner;

  await app.register(fastifyStatic, { root: app.config.mediaDir, serve: false });
  const sendOptions = { cacheControl: false, acceptRanges: true } as const;

  app.get(
    '/media/public/:file',
    {
      schema: {
        tags: ['media'],
        params: PublicMediaParams,
        response: {
          ...fileResponses('A public upload.', IMAGE_TYPES),
          ...errorResponses(404, 416, 503),
        },
      },
    },
    async (request, reply) => {
      if (!MEDIA_NAME.test(request.params.file)) throw notFound();
      mediaHeaders(reply, `public, max-age=${YEAR}, immutable`);
      return sendStored(request, reply, `public/${request.params.file}`);
    },
  );

  app.get(
    '/media/assets/:file',
    {
      schema: {
        tags: ['media'],
        params: AssetParams,
        response: {
          ...fileResponses('A file shipped with the API.', IMAGE_TYPES),
          ...errorResponses(404, 416),
        },
      },
    },
    async (request, reply) => {
      if (!/^[a-z0-9-]+\.(svg|png|webp)$/.test(request.params.file)) throw notFound();
      mediaHeaders(reply, 'public, max-age=86400');
      return reply.sendFile(request.params.file, ASSETS_DIR, sendOptions);
    },
  );

  app.get(
    '/media/lessons/:lessonId/:kind',
    {
      schema: {
        tags: ['media'],
        params: LessonMediaParams,
        querystring: SignedMediaQuery,
        response: {
          ...fileResponses("A lesson's video or PDF.", [
            'video/mp4',
            'video/webm',
            'application/pdf',
          ]),
          ...errorResponses(400, 403, 404, 416, 503),
        },
      },
    },
    async (request, reply) => {
      const lessonId = Number(request.params.lessonId);
      const { kind } = request.params;
      const { u = '', expires = '', sig = '' } = request.query;
      if (!/^\d{1,9}$/.test(u) || !/^\d{1,12}$/.test(expires) || sig === '') throw denied();
      const userId = Number(u);
      if (!signer.verify(lessonId, kind, userId, Number(expires), sig)) throw denied();
      const lesson = await lessonOfPayingLearner(request, lessonId, userId);
      const file = kind === 'video' ? lesson.video_file : lesson.pdf_file;
      if (!file || !MEDIA_NAME.test(file)) throw notFound();
      privateHeaders(reply, Number(expires));
      if (kind === 'pdf') {
        const filename = `${lesson.name.replace(/[^\w .-]+/g, '').trim() || 'lesson'}.pdf`;
        reply.header('content-disposition', `inline; filename="${filename}"`);
      }
      return sendStored(request, reply, `private/${file}`);
    },
  );

  /**
   * The lesson's HLS stream: the master playlist and poster, then each rendition's playlist and
   * segments, all under the learner's signed folder (MediaSigner.lessonHlsBase), all paid content
   * exactly like the MP4: the signature, the pass of the same learner, the purchase.
   */
  const sendHls = async (
    request: FastifyRequest,
    reply: FastifyReply,
    params: { lessonId: string; token: string },
    file: string,
  ) => {
    const lessonId = Number(params.lessonId);
    const userId = signer.hlsTokenUser(lessonId, params.token);
    if (userId === null) throw denied();
    const lesson = await lessonOfPayingLearner(request, lessonId, userId);
    const stream = lesson.video_file ? await findStream(app.db, lesson.video_file) : null;
    const rendition = file.split('/')[0] as string;
    if (!stream || (file.includes('/') && !stream.renditions.some((r) => r.name === rendition))) {
      throw notFound();
    }
    privateHeaders(reply, Number(params.token.split('.')[1]));
    return sendStored(request, reply, `${streamPrefix(stream.videoFile)}/${file}`);
  };
  const hlsResponses = {
    ...fileResponses("A playlist, segment or poster of the lesson's HLS stream.", [
      'application/vnd.apple.mpegurl',
      'video/mp2t',
      'image/jpeg',
    ]),
    ...errorResponses(403, 404, 416, 503),
  };

  app.get(
    '/media/lessons/:lessonId/hls/:token/:file',
    { schema: { tags: ['media'], params: LessonHlsFileParams, response: hlsResponses } },
    async (request, reply) => sendHls(request, reply, request.params, request.params.file),
  );

  app.get(
    '/media/lessons/:lessonId/hls/:token/:rendition/:file',
    { schema: { tags: ['media'], params: LessonHlsRenditionParams, response: hlsResponses } },
    async (request, reply) =>
      sendHls(request, reply, request.params, `${request.params.rendition}/${request.params.file}`),
  );

  /**
   * The lesson, when `userId` (whom the link was signed for) is the learner whose browser sent
   * the request and still owns its course. The URL only works in the browser of the learner it
   * was issued to, while the session the pass was issued in lasts: a logout or a password change
   * stops the video at once; a refund too.
   */
  async function lessonOfPayingLearner(
    request: FastifyRequest,
    lessonId: number,
    userId: number,
  ): Promise<LessonMedia> {
    const sessions = readMediaPasses(request)
      .map((pass) => signer.passSession(pass))
      .filter((session) => session?.userId === userId);
    if (!(await someSessionLive(app.db, sessions))) throw denied();
    const { rows } = await app.db.query<LessonMedia>(
      'SELECT course_id, name, video_file, pdf_file FROM lessons WHERE id = $1',
      [lessonId],
    );
    const lesson = rows[0];
    if (!lesson) throw notFound();
    if (!(await isEnrolled(app.db, userId, lesson.course_id))) throw denied();
    return lesson;
  }
};

interface LessonMedia {
  course_id: number;
  name: string;
  video_file: string | null;
  pdf_file: string | null;
}

const denied = () => forbidden('This media link is invalid or has expired.');

/** Paid content: kept by the browser alone, until its link expires (an hour at most). */
function privateHeaders(reply: FastifyReply, expires: number): void {
  const remaining = Math.max(0, expires - Math.floor(Date.now() / 1000));
  mediaHeaders(reply, `private, max-age=${Math.min(remaining, 3600)}`);
}

export default mediaRoutes;
