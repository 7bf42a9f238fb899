import {
  CourseProgress,
  CourseProgressParams,
  LessonProgress,
  LessonProgressParams,
  SaveLessonProgressBody,
} from '@academy/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../lib/schemas';
import { videoMeasurer } from '../../lib/video-duration';
import { writeRateLimit } from '../../plugins/rate-limit';
import { courseProgress, saveLessonProgress } from './service';

const tags = ['progress'];

/**
 * Progress (docs/design/progress.md#progress): the learner's own, in the courses they own. The
 * player saves at most every 10 s and on pause, seek, tab hide and leave; the leave save is a
 * `fetch` with `keepalive: true` and the usual Authorization header (a `sendBeacon` can neither set
 * a header nor send a PUT), so every save authenticates the same way.
 */
const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A lesson whose length is not stored yet has its video read once (see saveLessonProgress).
  const measure = videoMeasurer(app.services.mediaStore, app.config.transcode.ffprobe);
  app.put(
    '/progress/lessons/:lessonId/',
    {
      // Heartbeats, pauses, seeks and leaves: the players' limit, far above other writes'.
      config: writeRateLimit(app, app.config.rateLimit.saveMax),
      schema: {
        tags,
        description:
          'Merges what the player watched into the learner\'s progress in the lesson and keeps its position. `{"opened": true}` completes a lesson without a video.',
        params: LessonProgressParams,
        body: SaveLessonProgressBody,
        response: { 200: LessonProgress, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      saveLessonProgress(
        app.db,
        request.userId,
        Number(request.params.lessonId),
        request.body,
        app.services.clock.now(),
        measure,
      ),
  );

  app.get(
    '/progress/courses/:courseId/',
    {
      preHandler: app.requireEnrollment,
      schema: {
        tags,
        params: CourseProgressParams,
        response: { 200: CourseProgress, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => courseProgress(app.db, request.userId, Number(request.params.courseId)),
  );
};

export default progressRoutes;
