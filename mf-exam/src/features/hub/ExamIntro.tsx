import type { Exam } from '@academy/shared';
import { useEffect, useRef, useState } from 'react';

import { messages } from '../../messages';
import type { QuestionSetKind } from './exam-route';

export interface ExamIntroProps {
  /** The chosen topic or exam once loaded; null before one is chosen (or while it loads). */
  exam: Exam | null;
  kind: QuestionSetKind | null;
}

/**
 * The intro panel: the rules, then Continue (disabled with 'Chose Exam or Topic Firts' until a
 * topic or exam has loaded). Continue shows what was chosen: its name and question count.
 */
export function ExamIntro({ exam, kind }: ExamIntroProps) {
  const [started, setStarted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started) heading.current?.focus();
  }, [started]);

  if (started && exam) {
    return (
      <section className="exam-panel" aria-labelledby="exam-chosen-title">
        <p className="exam-panel__kind">
          {kind === 'topic' ? messages.topicKind : messages.examKind}
        </p>
        <h2 id="exam-chosen-title" ref={heading} tabIndex={-1}>
          {exam.name}
        </h2>
        <p className="exam-panel__count">{messages.questionCount(exam.questions.length)}</p>
      </section>
    );
  }

  return (
    <section className="exam-panel" aria-labelledby="exam-intro-title">
      <h2 id="exam-intro-title">{messages.introTitle}</h2>
      <ul className="exam-panel__facts">
        <li>{messages.basedOnTheExam}</li>
        <li>{messages.fiftyQuestions}</li>
        <li>{messages.passScore}</li>
      </ul>
      {!exam && (
        <p className="exam-panel__hint" id="exam-choose-first">
          {messages.chooseFirst}
        </p>
      )}
      <button
        type="button"
        className="ac-button"
        disabled={!exam}
        aria-describedby={exam ? undefined : 'exam-choose-first'}
        onClick={() => setStarted(true)}
      >
        {messages.continue}
      </button>
    </section>
  );
}
