import { Link, Spinner, useDomainName, useQuery } from '@academy/shared';
import { lazy, Suspense } from 'react';

import {
  attemptPath,
  historyPath,
  inProgressQuery,
  useStartAttempt,
} from '../attempt/use-start-attempt';
import { useHubMessages } from './messages';
import { useDrillArrival } from './use-drill-arrival';
import { useOwnsCategory } from './use-owns-category';

// Its own chunk, as in the hub: most learners own the course and never see it.
const CategoryLocked = lazy(() => import('../category-locked/CategoryLocked'));

/**
 * The hub's exam-mode corner: the category's full mock exam, the drill of the learner's weakest
 * domain, the learner's exam attempts in progress with Resume (on this device or any other: the
 * server keeps them), and the way to every past attempt. `drillRequested` (from My learning): the
 * drill is brought forward and says which domain it practises.
 */
export function ExamModePanel({
  category,
  drillRequested = false,
}: {
  category: string;
  drillRequested?: boolean;
}) {
  const messages = useHubMessages();
  const domainName = useDomainName();
  const running = useQuery(inProgressQuery);
  const { start, pending, error } = useStartAttempt();
  const drill = useStartAttempt();
  const { buttonRef: drillButtonRef, weakest } = useDrillArrival(category, drillRequested);
  // A learner without the course gets why and where to enroll, not buttons the API refuses.
  const owns = useOwnsCategory(category);
  return (
    <section className="exam-mode-panel" aria-labelledby="exam-mode-panel-title">
      <h2 id="exam-mode-panel-title">{messages.examModePanelTitle}</h2>
      {owns === false ? (
        <Suspense fallback={<Spinner label={messages.loadingAttempt} />}>
          <CategoryLocked category={category} kind="exam-mode" />
        </Suspense>
      ) : (
        <>
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
          <div
            className={`exam-mode-panel__drill${drillRequested ? ' exam-mode-panel__drill--requested' : ''}`}
          >
            <p id="exam-drill-text">{messages.drillText(category)}</p>
            {drillRequested && (
              // A status: the domain, once loaded, is read out to the learner already on the button.
              <p id="exam-drill-arrival" role="status" className="exam-mode-panel__arrival">
                {weakest
                  ? messages.drillArrivedDomain(
                      category,
                      domainName(weakest.domain),
                      weakest.correct,
                      weakest.total,
                    )
                  : messages.drillArrived(category)}
              </p>
            )}
            <button
              ref={drillButtonRef}
              type="button"
              className="ac-button exam-button--secondary"
              disabled={drill.pending}
              aria-describedby={
                drillRequested ? 'exam-drill-text exam-drill-arrival' : 'exam-drill-text'
              }
              onClick={() => drill.start({ drill: category })}
            >
              {drill.pending ? messages.startingExamMode : messages.drillWeakest}
            </button>
            <p role="alert" className="exam-mode-panel__error">
              {drill.error === null ? '' : drill.error || messages.startFailed}
            </p>
          </div>
        </>
      )}
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
                <bdi className="exam-mode-panel__title">{attempt.title}</bdi>{' '}
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
        <p className="exam-mode-panel__history">
          <Link to={historyPath}>{messages.historyLink}</Link>
        </p>
      </div>
    </section>
  );
}
