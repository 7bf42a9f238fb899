import {
  NotFound,
  Route,
  RoutesWithNotFound,
  useLocation,
  useNavigate,
  useParams,
} from '@academy/shared';
import type { ReactNode } from 'react';

import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import type { AdminQuestionBank } from '@academy/contract';
import { BankForm } from './BankForm';
import { BankQuestionsList } from './BankQuestionsList';
import { BanksPage } from './BanksPage';
import { bankApis, isBankKind, type BankKind } from './banks-api';
import { ImportPanel } from './ImportPanel';
import { questionBanksMessages, questionsMessages } from './messages';
import { QuestionForm } from './QuestionForm';
import { questionsApi } from './questions-api';

const isId = (value: string | undefined): value is string => /^[1-9]\d*$/.test(value ?? '');

/** The bank named by the address (`:kind/:id`), loaded, for what lies under it. */
function WithBank({
  children,
}: {
  children: (kind: BankKind, bank: AdminQuestionBank) => ReactNode;
}) {
  const { kind, id } = useParams();
  if (!isBankKind(kind) || !isId(id)) return <NotFound />;
  return (
    <RecordLoader
      key={`${kind}-${id}`}
      api={bankApis[kind]}
      id={Number(id)}
      things={questionBanksMessages.things}
    >
      {(bank) => children(kind, bank)}
    </RecordLoader>
  );
}

function NewBank() {
  const { kind } = useParams();
  const { search } = useLocation();
  if (!isBankKind(kind)) return <NotFound />;
  const category = new URLSearchParams(search).get('category') ?? '';
  return <BankForm kind={kind} record={null} category={category} backTo=".." />;
}

function EditQuestion() {
  const { questionId } = useParams();
  if (!isId(questionId)) return <NotFound />;
  return (
    <WithBank>
      {(kind, bank) => (
        <RecordLoader
          key={questionId}
          api={questionsApi}
          id={Number(questionId)}
          things={questionsMessages.things}
        >
          {(question) => <QuestionForm kind={kind} bank={bank} record={question} />}
        </RecordLoader>
      )}
    </WithBank>
  );
}

function ImportRoute() {
  const navigate = useNavigate();
  return (
    <WithBank>
      {(kind, bank) => <ImportPanel kind={kind} bank={bank} onImported={() => navigate('..')} />}
    </WithBank>
  );
}

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
        <Route
          index
          element={
            <WithBank>{(kind, bank) => <BankQuestionsList kind={kind} bank={bank} />}</WithBank>
          }
        />
        <Route
          path="edit"
          element={
            <WithBank>
              {(kind, bank) => (
                <BankForm kind={kind} record={bank} category={bank.category} backTo="../.." />
              )}
            </WithBank>
          }
        />
        <Route
          path="questions/new"
          element={
            <WithBank>
              {(kind, bank) => <QuestionForm kind={kind} bank={bank} record={null} />}
            </WithBank>
          }
        />
        <Route path="questions/:questionId" element={<EditQuestion />} />
        <Route path="import" element={<ImportRoute />} />
      </Route>
    </RoutesWithNotFound>
  );
}
