import { useLocalized, type Course, type Exam } from '@academy/shared';

import { timeAllowanceSeconds } from '../timer/time-allowance';
import type { QuestionSetKind } from './exam-route';
import { useHubMessages } from './messages';

export interface ExamIntroProps {
  /** The chosen topic or exam once loaded; null before one is chosen (or while it loads). */
  exam: Exam | null;
  kind: QuestionSetKind | null;
  /** The category's course: its Introduction_1..4 are the text shown before an exam. */
  course: Course | null;
  onContinue: () => void;
  /** Exam mode: starts a server-kept attempt of the chosen set (absent: not offered yet). */
  onStartExamMode?: () => void;
  examModePending?: boolean;
  /** A refusal's detail ('' when it has none); null when nothing failed. */
  examModeError?: string | null;
}

const INTRODUCTIONS = [
  'Introduction_1',
  'Introduction_2',
  'Introduction_3',
  'Introduction_4',
] as const;

/**
 * The intro panel: the rules and the course's introduction, then Continue. Until a topic or exam
 * has loaded (the timer is not set yet) it says 'Chose Exam or Topic Firts' and Continue is
 * disabled; once loaded it names the choice, its question count and its time.
 */
export function ExamIntro({
  exam,
  kind,
  course,
  onContinue,
  onStartExamMode,
  examModePending = false,
  examModeError = null,
}: ExamIntroProps) {
  const messages = useHubMessages();
  const localized = useLocalized();
  const introductions = course
    ? INTRODUCTIONS.map((field) => localized(course, field).trim()).filter((text) => text !== '')
    : [];
  const playable = exam !== null && exam.questions.length > 0;

  return (
    <section className="exam-panel" aria-labelledby="exam-intro-title">
      <h2 id="exam-intro-title">{messages.introTitle}</h2>
      <ul className="exam-panel__facts">
        <li>{messages.basedOnTheExam}</li>
        <li>{messages.fiftyQuestions}</li>
        <li>{messages.passScore}</li>
      </ul>
      {introductions.length > 0 && (
        <div className="exam-panel__introduction">
          {introductions.map((text, index) => (
            <p key={index} dir="auto">
              {text}
            </p>
          ))}
        </div>
      )}
      {exam ? (
        <div className="exam-panel__chosen">
          <p className="exam-panel__kind">
            {kind === 'topic' ? messages.topicKind : messages.examKind}
          </p>
          <h3 dir="auto">{exam.name}</h3>
          <p className="exam-panel__count">
            {messages.questionCount(exam.questions.length)} ·{' '}
            {messages.timeAllowed(timeAllowanceSeconds(exam.questions.length) / 60)}
          </p>
        </div>
      ) : (
        <p className="exam-panel__hint" id="exam-choose-first">
          {messages.chooseFirst}
        </p>
      )}
      <div className="exam-modes">
        <section className="exam-mode" aria-labelledby="exam-mode-practice">
          <h3 id="exam-mode-practice">{messages.practiceMode}</h3>
          <p>{messages.practiceModeText}</p>
          <button
            type="button"
            className="ac-button"
            disabled={!playable}
            aria-describedby={exam ? undefined : 'exam-choose-first'}
            onClick={onContinue}
          >
            {messages.continue}
          </button>
        </section>
        <section className="exam-mode" aria-labelledby="exam-mode-exam">
          <h3 id="exam-mode-exam">{messages.examMode}</h3>
          <p>{messages.examModeText}</p>
          <button
            type="button"
            className="ac-button exam-button--secondary"
            disabled={!playable || !onStartExamMode || examModePending}
            onClick={onStartExamMode}
          >
            {examModePending ? messages.startingExamMode : messages.startExamMode}
          </button>
          <p role="alert" className="exam-mode__error">
            {examModeError === null ? '' : examModeError || messages.startFailed}
          </p>
        </section>
      </div>
    </section>
  );
}
