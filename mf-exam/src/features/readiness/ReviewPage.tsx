import type { ReviewOutcome } from '@academy/contract';
import type { LearnerAnswer } from '@academy/contract/grading';
import {
  Link,
  paths,
  Spinner,
  useDocumentTitle,
  useFormat,
  useMutation,
  useQuery,
} from '@academy/shared';
import { useState } from 'react';

import { QuestionBody } from '../question-types/QuestionBody';
import { answerReview, reviewQuery } from './api';
import { useReadinessMessages } from './messages';
import './readiness.css';

/**
 * /Exam/review: today's spaced review. One due question at a time: the learner answers, sees the
 * key and the explanation, and the server schedules the question's next review (FSRS).
 */
export default function ReviewPage() {
  const messages = useReadinessMessages();
  useDocumentTitle(messages.reviewTitle);
  const format = useFormat();
  const queue = useQuery({ ...reviewQuery(), staleTime: Infinity });
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<LearnerAnswer>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: ({ id, chosen }: { id: number; chosen: LearnerAnswer }) => answerReview(id, chosen),
    onSuccess: setOutcome,
  });
  if (queue.isPending) return <Spinner label={messages.loading} />;
  if (queue.isError) return <p role="alert">{messages.loadFailed}</p>;
  const item = queue.data.items[index];
  const question =
    item && outcome ? { ...item.question, answers: outcome.answers } : item?.question;
  return (
    <section className="ac-page readiness-page" aria-labelledby="review-title">
      <h1 id="review-title">{messages.reviewTitle}</h1>
      <p>{messages.reviewHint}</p>
      {!item || !question ? (
        <p role="status">
          {queue.data.items.length === 0
            ? messages.reviewDue(queue.data.due_count)
            : messages.reviewFinished}
        </p>
      ) : (
        <form
          className="readiness-check"
          onSubmit={(event) => {
            event.preventDefault();
            if (outcome) {
              setOutcome(null);
              setAnswer(null);
              setIndex(index + 1);
              return;
            }
            if (answer === null || (Array.isArray(answer) && answer.length === 0)) {
              setMissing(true);
              return;
            }
            setMissing(false);
            send.mutate({ id: question.id, chosen: answer });
          }}
        >
          <p className="readiness-check__progress" aria-live="polite">
            {messages.checkProgress(index + 1, queue.data.items.length)}
          </p>
          <h2 className="readiness-check__stem" dir="auto">
            {question.text}
          </h2>
          <QuestionBody
            key={question.id}
            question={question}
            number={index + 1}
            answer={answer}
            onAnswer={(value) => {
              if (outcome) return;
              setAnswer(value);
              setMissing(false);
            }}
            reveal={outcome !== null}
          />
          <div role="status" className="review__outcome">
            {outcome && (
              <>
                <p className={outcome.is_correct ? 'review__right' : 'review__wrong'}>
                  {outcome.is_correct ? messages.reviewRight : messages.reviewWrong}
                </p>
                <p dir="auto">{outcome.explanation}</p>
                <p>{messages.reviewNextDue(format.dateTime(outcome.next_due))}</p>
              </>
            )}
          </div>
          <p role="alert" className="readiness__error">
            {missing ? messages.chooseFirst : send.isError ? messages.loadFailed : ''}
          </p>
          <button type="submit" className="ac-button" disabled={send.isPending}>
            {outcome
              ? messages.reviewNext
              : send.isPending
                ? messages.sending
                : messages.reviewCheck}
          </button>
        </form>
      )}
      <p>
        <Link to={paths.examReadiness}>{messages.readinessLink}</Link>
      </p>
    </section>
  );
}
