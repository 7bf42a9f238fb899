import {
  AdminQuestion,
  CreateQuestionBody,
  QuestionListQuery,
  UpdateQuestionBody,
} from '@academy/contract';
import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../../../lib/crud-routes';
import { claimingMedia } from '../media-fields';
import { imageClaimer } from './images';
import importRoutes from './import/routes';
import * as questions from './service';

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
      service: claimingMedia(questions, imageClaimer),
      descriptions: { update: '`answers`, when sent, replaces the whole list.' },
    }),
  );
  await app.register(importRoutes);
};

export default questionsRoutes;
