import type { LearningAttempt } from '@academy/contract';
import { paths, Link } from '@academy/shared';

import { useLearningMessages } from '../../messages';
import { formatDate, formatScore } from './format';
import { LearningList } from './LearningList';

/** The learner's latest submitted attempts: score and band, each linking to its result. */
export function RecentAttempts({ attempts }: { attempts: readonly LearningAttempt[] }) {
  const messages = useLearningMessages();
  return (
    <LearningList
      titleId="my-attempts-title"
      title={messages.recentAttemptsTitle}
      items={attempts}
      empty={{
        text: messages.noAttemptsYet,
        link: (
          <Link className="ac-button ac-button--ghost" to={paths.exam()}>
            {messages.goToExams}
          </Link>
        ),
      }}
      className="my-attempts"
      itemClassName="my-attempt ac-card"
    >
      {(attempt) => (
        <>
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
          <Link to={paths.examResult(attempt.id)} aria-label={messages.seeResultOf(attempt.title)}>
            {messages.seeResult}
          </Link>
        </>
      )}
    </LearningList>
  );
}
