import { paths, Dialog, notify, type Exam, type Question, useNavigate } from '@academy/shared';
import { useState } from 'react';

import { ReportQuestion } from '../question-report/ReportQuestion';
import { gradeExam } from '../results/grade';
import { storeResults } from '../results/results';
import { ExamTimer } from '../timer/ExamTimer';
import { timeAllowanceSeconds } from '../timer/time-allowance';
import { useCountdown } from '../timer/use-countdown';
import { readAnswer, saveAnswer, type ChosenAnswer } from './answers-store';
import { usePlayerMessages } from './messages';
import { QuestionView } from './QuestionView';
import { SeeAnswer } from './SeeAnswer';
import './player.css';

export interface ExamPlayerProps {
  exam: Exam;
}

/** The toast's id: one time-up warning however often the page re-renders. */
const TIME_UP_TOAST = 'exam-time-up';

/**
 * The exam itself: one question at a time with Back and Next ('Result' on the last), 'See Answer'
 * with its explanation, the countdown, and the submit confirmation that grades the answers and
 * opens the results. Answers are kept in session storage under each question's text.
 */
export default function ExamPlayer({ exam }: ExamPlayerProps) {
  const messages = usePlayerMessages();
  const navigate = useNavigate();
  const questions = exam.questions;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, ChosenAnswer | null>>(() =>
    Object.fromEntries(questions.map((question) => [question.text, readAnswer(question.text)])),
  );
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remaining = useCountdown(timeAllowanceSeconds(questions.length), () =>
    notify.warning(messages.timeUpWarning, { toastId: TIME_UP_TOAST }),
  );

  const question = questions[index] as Question;
  const last = index === questions.length - 1;

  const moveTo = (next: number) => {
    // Moving on hides what 'See Answer' showed (its dialog goes with the question's key).
    setRevealed(false);
    setIndex(next);
  };

  const choose = (answer: ChosenAnswer | null) => {
    saveAnswer(question.text, answer);
    setAnswers((current) => ({ ...current, [question.text]: answer }));
  };

  const submit = () => {
    const rows = gradeExam(questions, (item) => answers[item.text] ?? null);
    storeResults(rows);
    navigate(paths.seeTheAnswerTable);
  };

  return (
    <section className="exam-player" aria-labelledby="exam-player-title">
      <header className="exam-player__header">
        <h2 id="exam-player-title">{exam.name}</h2>
        <ExamTimer remaining={remaining} />
      </header>

      <QuestionView
        key={question.id}
        question={question}
        number={index + 1}
        total={questions.length}
        chosen={answers[question.text] ?? null}
        onChange={choose}
        revealed={revealed}
      />

      <div className="exam-player__actions">
        <button
          type="button"
          className="ac-button exam-button--secondary"
          disabled={index === 0}
          onClick={() => moveTo(index - 1)}
        >
          {messages.back}
        </button>
        <SeeAnswer key={question.id} question={question} onReveal={() => setRevealed(true)} />
        {last ? (
          <button type="button" className="ac-button" onClick={() => setConfirming(true)}>
            {messages.result}
          </button>
        ) : (
          <button type="button" className="ac-button" onClick={() => moveTo(index + 1)}>
            {messages.next}
          </button>
        )}
      </div>
      <ReportQuestion key={`report-${question.id}`} questionId={question.id} />

      {confirming && (
        <Dialog
          role="alertdialog"
          title={messages.confirmSubmit}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button
                type="button"
                className="ac-button exam-button--secondary"
                data-autofocus
                onClick={() => setConfirming(false)}
              >
                {messages.no}
              </button>
              <button type="button" className="ac-button" onClick={submit}>
                {messages.yes}
              </button>
            </>
          }
        />
      )}
    </section>
  );
}
