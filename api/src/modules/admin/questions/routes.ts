import {
  AdminIdParams,
  AdminQuestion,
  CreateQuestionBody,
  Page,
  QuestionListQuery,
  UpdateQuestionBody,
} from '@academy/contract';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BODY_ERRORS, errorResponses } from '../../../lib/schemas';
import { auditedWrite } from '../../../lib/audit';
import { listPath } from '../../../lib/list';
import { imageClaimer } from './images';
import importRoutes from './import/routes';
import {
  createQuestion,
  deleteQuestion,
  findQuestion,
  listQuestions,
  updateQuestion,
} from './service';

const ENTITY = 'questions';
const tags = ['admin'];

const questionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const claimImage = imageClaimer(app);
  app.get(
    '/questions/',
    {
      schema: {
        tags,
        querystring: QuestionListQuery,
        response: { 200: Page(AdminQuestion), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listQuestions(app.db, request.query, listPath(request)),
  );

  app.post(
    '/questions/',
    {
      schema: {
        tags,
        body: CreateQuestionBody,
        response: { 201: AdminQuestion, ...errorResponses(...BODY_ERRORS, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await auditedWrite(app, request, ENTITY, (tx) =>
        createQuestion(tx, request.body, claimImage),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/questions/:id/',
    {
      schema: {
        tags,
        params: AdminIdParams,
        response: { 200: AdminQuestion, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => findQuestion(app.db, Number(request.params.id)),
  );

  app.patch(
    '/questions/:id/',
    {
      schema: {
        tags,
        description: '`answers`, when sent, replaces the whole list.',
        params: AdminIdParams,
        body: UpdateQuestionBody,
        response: { 200: AdminQuestion, ...errorResponses(...BODY_ERRORS, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auditedWrite(app, request, ENTITY, (tx) =>
        updateQuestion(tx, Number(request.params.id), request.body, claimImage),
      ),
  );

  app.delete(
    '/questions/:id/',
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
      await auditedWrite(app, request, ENTITY, (tx) =>
        deleteQuestion(tx, Number(request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );

  await app.register(importRoutes);
};

export default questionsRoutes;
