import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/schemas';
import { authenticate } from '../../plugins/authentication';
import { issueMediaPass } from '../media/pass-cookie';
import { courseDetail, lessonForLearner, listCourses, listInstructors } from './service';

const courseParams = {
  type: 'object',
  properties: { id: idParam },
  required: ['id'],
} as const;

const lessonParams = {
  type: 'object',
  properties: { course: idParam, lesson: idParam },
  required: ['course', 'lesson'],
} as const;

export default async function coursesRoutes(app: FastifyInstance) {
  app.get('/courses/', async () => listCourses(app.db));

  app.get<{ Params: { id: string } }>(
    '/courses/:id',
    { schema: { params: courseParams } },
    async (request) => courseDetail(app.db, Number(request.params.id)),
  );

  app.get<{ Params: { course: string; lesson: string } }>(
    '/courses/:course/:lesson/',
    { onRequest: authenticate, schema: { params: lessonParams } },
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

  app.get('/instructors/', async () => listInstructors(app.db));
}
