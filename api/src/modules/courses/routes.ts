import {
  Course,
  CourseParams,
  CourseSummary,
  Instructor,
  Lesson,
  LessonParams,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendJsonText } from '../../lib/json-text';
import { errorResponses } from '../../lib/schemas';
import { issueMediaPass } from '../media/pass-cookie';
import { courseDetailJson, lessonForLearner, listCourses, listInstructors } from './service';

/** The public catalogue: courses, a course's detail (lesson names only), instructors. */
const coursesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courses/',
    {
      schema: {
        tags: ['courses'],
        response: { 200: Type.Array(CourseSummary), ...errorResponses() },
      },
    },
    async () => listCourses(app.db),
  );

  app.get(
    '/courses/:id',
    {
      schema: {
        tags: ['courses'],
        params: CourseParams,
        response: { 200: Course, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await courseDetailJson(app.db, Number(request.params.id))),
  );

  app.get(
    '/instructors/',
    {
      schema: {
        tags: ['courses'],
        response: { 200: Type.Array(Instructor), ...errorResponses() },
      },
    },
    async () => listInstructors(app.db),
  );
};

export default coursesRoutes;

/** A lesson with its media and comments: signed-in owners of the course only. */
export const lessonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courses/:course/:lesson/',
    {
      preHandler: app.requireEnrollment,
      schema: {
        tags: ['courses'],
        params: LessonParams,
        response: { 200: Lesson, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const lesson = await lessonForLearner(
        app.db,
        app.services.mediaSigner,
        request.userId,
        Number(request.params.course),
        Number(request.params.lesson),
      );
      // Only now that the learner has proved to have paid: the pass their media URLs need.
      issueMediaPass(request, reply);
      return lesson;
    },
  );
};
