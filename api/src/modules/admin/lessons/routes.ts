import {
  AdminLesson,
  AdminLessonsQuery,
  AdminIdParams,
  CreateLessonBody,
  LessonTranscode,
  Page,
  ReorderLessonsBody,
  ReorderResult,
  UpdateLessonBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { videoMeasurer } from '../../../lib/video-duration';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { mediaClaimer } from '../media-fields';
import {
  createLesson,
  deleteLesson,
  findLesson,
  listLessons,
  reorderLessons,
  updateLesson,
} from './service';
import { lessonTranscode, retryTranscode } from './transcode';

const ENTITY = 'lessons';
const tags = ['admin'];

const lessonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A lesson given a video is measured by it (progress, DESIGN §13).
  const measure = videoMeasurer(app.services.mediaStore, app.config.transcode.ffprobe);
  app.get(
    '/lessons/',
    {
      schema: {
        tags,
        querystring: AdminLessonsQuery,
        response: { 200: Page(AdminLesson), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listLessons(app.db, request.query, listPath(request)),
  );

  app.post(
    '/lessons/',
    {
      schema: {
        tags,
        body: CreateLessonBody,
        response: { 201: AdminLesson, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createLesson(tx, request.body, mediaClaimer(app), measure),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/lessons/reorder/',
    {
      schema: {
        tags,
        description: "A course's lessons in their new order: every lesson id of the course once.",
        body: ReorderLessonsBody,
        response: { 200: ReorderResult, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        reorderLessons(tx, request.body.course, request.body.ids),
      ),
  );

  app.get(
    '/lessons/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminLesson, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findLesson(app.db, Number(request.params.id)),
  );

  app.patch(
    '/lessons/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        body: UpdateLessonBody,
        response: { 200: AdminLesson, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateLesson(tx, Number(request.params.id), request.body, mediaClaimer(app), measure),
      ),
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
      const state = await auditedWrite(app, request, ENTITY, (tx) =>
        retryTranscode(tx, Number(request.params.id)),
      );
      return reply.code(202).send(state);
    },
  );

  app.delete(
    '/lessons/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await auditedWrite(app, request, ENTITY, (tx) => deleteLesson(tx, Number(request.params.id)));
      return reply.code(204).send(null);
    },
  );
};

export default lessonsRoutes;
