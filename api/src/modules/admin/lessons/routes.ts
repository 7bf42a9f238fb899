import {
  AdminIdParams,
  AdminLesson,
  AdminLessonsQuery,
  CreateLessonBody,
  LessonTranscode,
  ReorderLessonsBody,
  UpdateLessonBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditedWrite } from '../../../lib/audit';
import { crudRoutes } from '../../../lib/crud-routes';
import { errorResponses } from '../../../lib/schemas';
import { videoMeasurer } from '../../../lib/video-duration';
import { claimingMedia, mediaClaimer } from '../media-fields';
import * as lessons from './service';
import type { LessonMedia } from './service';
import { lessonTranscode, retryTranscode } from './transcode';

const tags = ['admin'];

const lessonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A lesson given a video is measured by it (progress, docs/design/progress.md#progress).
  const measure = videoMeasurer(app.services.mediaStore, app.config.transcode.ffprobe);
  await app.register(
    crudRoutes({
      name: 'lessons',
      schemas: {
        item: AdminLesson,
        query: AdminLessonsQuery,
        create: CreateLessonBody,
        update: UpdateLessonBody,
        reorder: ReorderLessonsBody,
      },
      service: claimingMedia(lessons, (): LessonMedia => ({ claim: mediaClaimer(app), measure })),
      descriptions: {
        reorder: "A course's lessons in their new order: every lesson id of the course once.",
      },
    }),
  );

  app.get(
    '/lessons/:id/transcode/',
    {
      schema: {
        tags,
        description: "The HLS transcode of the lesson's video: queued, running, ready or failed.",
        params: AdminIdParams,
        response: { 200: LessonTranscode, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => lessonTranscode(app.db, Number(request.params.id)),
  );

  app.post(
    '/lessons/:id/transcode/',
    {
      schema: {
        tags,
        description:
          "Queues the lesson's video for transcoding again after a failure (202). 409 while one is under way or once it is streamed.",
        params: AdminIdParams,
        response: { 202: LessonTranscode, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const state = await auditedWrite(app, request, 'lessons', (tx) =>
        retryTranscode(tx, Number(request.params.id)),
      );
      return reply.code(202).send(state);
    },
  );
};

export default lessonsRoutes;
