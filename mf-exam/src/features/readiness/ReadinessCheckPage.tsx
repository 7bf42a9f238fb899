import type { LearnerAnswer } from '@academy/contract/grading';
import {
  Link,
  paths,
  Spinner,
  useDocumentTitle,
  useMutation,
  useParams,
  useQuery,
  useQueryClient,
} from '@academy/shared';
import { useState } from 'react';

import { QuestionBody } from '../question-types/QuestionBody';
import { answerCheck, checkQuery } from './api';
import { useReadinessMessages } from './messages';
import { ReadinessTable } from './ReadinessTable';
import './readiness.css';

/**
 * /Exam/readiness/{id}: the adaptive check, one question at a time (the server picks the next
 * from the answers so far), then the estimate. A reload resumes at the question to answer.
 */
export default function ReadinessCheckPage() {
  const messages = useReadinessMessages();
  useDocumentTitle(messages.checkTitle);
  const id = Number(useParams().checkId);
  const queryClient = useQueryClient();
  const check = useQuery(checkQuery(id));
  const [answer, setAnswer] = useState<LearnerAnswer>(null);
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: ({ questionId, chosen }: { questionId: number; chosen: LearnerAnswer }) =>
      answerCheck(id, questionId, chosen),
    onSuccess: (next) => {
      queryClient.setQueryData(checkQuery(id).queryKey, next);
      setAnswer(null);
    },
  });
  if (check.isPending) return <Spinner label={messages.loading} />;
  if (check.isError) return <p role="alert">{messages.loadFailed}</p>;
  const data = check.data;
  const question = data.question;
  return (
    <section className="ac-page readiness-page" aria-labelledby="readiness-check-title">
      <h1 id="readiness-check-title">{messages.checkTitle}</h1>
      {question ? (
        <form
          className="readiness-check"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer === null || (Array.isArray(answer) && answer.length === 0)) {
              setMissing(true);
              return;
            }
            setMissing(false);
            send.mutate({ questionId: question.id, chosen: answer });
          }}
        >
          <p className="readiness-check__progress" aria-live="polite">
            {messages.checkProgress(data.answered + 1, data.length)}
          </p>
          <p className="readiness-check__hint">{messages.checkHint}</p>
          <h2 className="readiness-check__stem" dir="auto">
            {question.text}
          </h2>
          <QuestionBody
            key={question.id}
            question={question}
            number={data.answered + 1}
            answer={answer}
            onAnswer={(value) => {
              setAnswer(value);
              setMissing(false);
            }}
            reveal={false}
          />
          <p role="alert" className="readiness__error">
            {missing ? messages.chooseFirst : send.isError ? messages.loadFailed : ''}
          </p>
          <button type="submit" className="ac-button" disabled={send.isPending}>
            {send.isPending ? messages.sending : messages.next}
          </button>
        </form>
      ) : (
        <>
          <p role="status">{messages.checkDone}</p>
          {data.readiness && <ReadinessTable readiness={data.readiness} />}
          <p>
            <Link to={paths.examReadiness}>{messages.toReadiness}</Link> ·{' '}
            <Link to={paths.examReview}>{messages.reviewOpen}</Link>
          </p>
        </>
      )}
    </section>
  );
}
