import { Link, useQuery } from '@academy/shared';

import { messages } from '../../messages';
import { attemptPath, inProgressQuery, useStartAttempt } from '../attempt/use-start-attempt';

/**
 * The hub's exam-mode corner: the category's full mock exam, and the learner's exam attempts in
 * progress with Resume (on this device or any other: the server keeps them).
 */
export function ExamModePanel({ category }: { category: string }) {
  const running = useQuery(inProgressQuery);
  const { start, pending, error } = useStartAttempt();
  return (
    <section className="exam-mode-panel" aria-labelledby="exam-mode-panel-title">
      <h2 id="exam-mode-panel-title">{messages.examModePanelTitle}</h2>
      <div className="exam-mode-panel__mock">
        <p>{messages.mockText(category)}</p>
        <button
          type="button"
          className="ac-button"
          disabled={pending}
          onClick={() => start({ mock: category })}
        >
          {pending ? messages.startingExamMode : messages.startMock(category)}
        </button>
        <p role="alert" className="exam-mode-panel__error">
          {error === null ? '' : error || messages.startFailed}
        </p>
      </div>
      <div className="exam-mode-panel__running">
        {/* Not a heading: the practice player below keeps its question the page's one h3. */}
        <p id="exam-in-progress-title" className="exam-mode-panel__subtitle">
          {messages.inProgressTitle}
        </p>
        {running.data === undefined ? null : running.data.length === 0 ? (
          <p>{messages.inProgressEmpty}</p>
        ) : (
          <ul aria-labelledby="exam-in-progress-title">
            {running.data.map((attempt) => (
              <li key={attempt.id}>
                <span className="exam-mode-panel__title">{attempt.title}</span>{' '}
                <span className="exam-mode-panel__progress">
                  {messages.inProgressItem(attempt.answered_count, attempt.question_count)}
                </span>{' '}
                <Link
                  to={attemptPath(attempt.id)}
                  className="exam-mode-panel__resume"
                  aria-label={messages.resumeLabel(attempt.title)}
                >
                  {messages.resume}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
