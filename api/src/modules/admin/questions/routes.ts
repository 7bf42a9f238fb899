import {
  AdminQuestion,
  CreateQuestionBody,
  QuestionListQuery,
  UpdateQuestionBody,
} from '@academy/contract';
import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../../../lib/crud-routes';
import { imageClaimer } from './images';
import importRoutes from './import/routes';
import {
  createQuestion,
  deleteQuestion,
  findQuestion,
  listQuestions,
  updateQuestion,
} from './service';

const questionsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    crudRoutes({
      name: 'questions',
      schemas: {
        item: AdminQuestion,
        query: QuestionListQuery,
        create: CreateQuestionBody,
        update: UpdateQuestionBody,
      },
      service: (app) => ({
        list: listQuestions,
        find: findQuestion,
        create: (tx, body) => createQuestion(tx, body, imageClaimer(app)),
        update: (tx, id, body) => updateQuestion(tx, id, body, imageClaimer(app)),
        remove: deleteQuestion,
      }),
      descriptions: { update: '`answers`, when sent, replaces the whole list.' },
    }),
  );
  await app.register(importRoutes);
};

export default questionsRoutes;
