import type { LearningAttempt } from '@academy/contract';
import { paths, Link } from '@academy/shared';

import { useMyLearningMessages } from './messages';
import { formatDate, formatScore } from './format';

/** The learner's latest submitted attempts: score and band, each linking to its result. */
export function RecentAttempts({ attempts }: { attempts: readonly LearningAttempt[] }) {
  const messages = useMyLearningMessages();
  return (
    <section className="my-learning__section" aria-labelledby="my-attempts-title">
      <h2 id="my-attempts-title">{messages.recentAttemptsTitle}</h2>
      {attempts.length === 0 ? (
        <div className="my-learning__empty">
          <p>{messages.noAttemptsYet}</p>
          <Link className="ac-button ac-button--ghost" to={paths.exam()}>
            {messages.goToExams}
          </Link>
        </div>
      ) : (
        <ul className="my-attempts">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="my-attempt ac-card">
              <h3 className="my-attempt__title">{attempt.title}</h3>
              <dl className="my-learning__facts">
                <div>
                  <dt>{messages.attemptScore}</dt>
                  <dd className="my-attempt__score">{formatScore(attempt.score)}</dd>
                </div>
                <div>
                  <dt>{messages.attemptBand}</dt>
                  <dd>
                    <span className="my-attempt__band" data-band={attempt.band}>
                      {messages.bands[attempt.band] ?? attempt.band}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>{messages.attemptSubmitted}</dt>
                  <dd>
                    <time dateTime={attempt.submitted_at}>{formatDate(attempt.submitted_at)}</time>
                    {' · '}
                    {messages.attemptMode[attempt.mode] ?? attempt.mode}
                  </dd>
                </div>
              </dl>
              <Link
                to={paths.examResult(attempt.id)}
                aria-label={messages.seeResultOf(attempt.title)}
              >
                {messages.seeResult}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
