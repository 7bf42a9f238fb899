import {
  AdminQuestionBank,
  CreateQuestionBankBody,
  QuestionBankListQuery,
  UpdateQuestionBankBody,
} from '@academy/contract';
import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../../../lib/crud-routes';
import { createBank, deleteBank, findBank, listBanks, updateBank, type BankKind } from './service';

/** /api/admin/topics/ and /api/admin/exams/: the same resource over two tables. */
const questionBanksRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of ['topics', 'exams'] as BankKind[]) {
    await app.register(
      crudRoutes({
        name: kind,
        schemas: {
          item: AdminQuestionBank,
          query: QuestionBankListQuery,
          create: CreateQuestionBankBody,
          update: UpdateQuestionBankBody,
        },
        service: {
          list: (db, query, path) => listBanks(db, kind, query, path),
          find: (db, id) => findBank(db, kind, id),
          create: (tx, body) => createBank(tx, kind, body),
          update: (tx, id, body) => updateBank(tx, kind, id, body),
          remove: (tx, id) => deleteBank(tx, kind, id),
        },
        descriptions: { remove: 'Deletes the bank and its questions (kept in the audit row).' },
      }),
    );
  }
};

export default questionBanksRoutes;
