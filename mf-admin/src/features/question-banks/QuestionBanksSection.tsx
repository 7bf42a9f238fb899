import { NotFound, Route, RoutesWithNotFound, useLocation, useParams } from '@academy/shared';
import type { ReactNode } from 'react';

import type { AdminQuestionBank } from '@academy/contract';
import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { bankApis, isBankKind, questionsApi, type BankKind } from './api';
import { BankForm, BankQuestionsList, BanksPage } from './banks';
import { ImportPanel } from './ImportPanel';
import { questionBanksMessages, questionsMessages } from './messages';
import { QuestionForm } from './QuestionForm';

const isId = (value: string | undefined): value is string => /^[1-9]\d*$/.test(value ?? '');

type BankPage = (kind: BankKind, bank: AdminQuestionBank) => ReactNode;

/** The bank named by the address (`:kind/:id`), loaded, for the page under it. */
function WithBank({ page }: { page: BankPage }) {
  const { kind, id } = useParams();
  if (!isBankKind(kind) || !isId(id)) return <NotFound />;
  return (
    <RecordLoader
      key={`${kind}-${id}`}
      api={bankApis[kind]}
      id={Number(id)}
      things={questionBanksMessages.things}
    >
      {(bank) => page(kind, bank)}
    </RecordLoader>
  );
}

function NewBank() {
  const { kind } = useParams();
  const category = new URLSearchParams(useLocation().search).get('category') ?? '';
  if (!isBankKind(kind)) return <NotFound />;
  return <BankForm kind={kind} record={null} category={category} backTo=".." />;
}

function EditQuestion() {
  const { questionId } = useParams();
  if (!isId(questionId)) return <NotFound />;
  return (
    <WithBank
      page={(kind, bank) => (
        <RecordLoader
          key={questionId}
          api={questionsApi}
          id={Number(questionId)}
          things={questionsMessages.things}
        >
          {(question) => <QuestionForm kind={kind} bank={bank} record={question} />}
        </RecordLoader>
      )}
    />
  );
}

const BANK_PAGES: Record<string, BankPage> = {
  '': (kind, bank) => <BankQuestionsList kind={kind} bank={bank} />,
  edit: (kind, bank) => (
    <BankForm kind={kind} record={bank} category={bank.category} backTo="../.." />
  ),
  'questions/new': (kind, bank) => <QuestionForm kind={kind} bank={bank} record={null} />,
  import: (kind, bank) => <ImportPanel kind={kind} bank={bank} />,
};

/**
 * /Admin/question-banks: a category's topics and exams (index), a new one (`topics/new`), and
 * under a bank (`topics/12`) its questions, its new name (`edit`), a question (`questions/new`,
 * `questions/40`) and the bulk import (`import`).
 */
export default function QuestionBanksSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<BanksPage />} />
      <Route path=":kind/new" element={<NewBank />} />
      <Route path=":kind/:id">
        {Object.entries(BANK_PAGES).map(([path, page]) =>
          path ? (
            <Route key={path} path={path} element={<WithBank page={page} />} />
          ) : (
            <Route key="index" index element={<WithBank page={page} />} />
          ),
        )}
        <Route path="questions/:questionId" element={<EditQuestion />} />
      </Route>
    </RoutesWithNotFound>
  );
}
