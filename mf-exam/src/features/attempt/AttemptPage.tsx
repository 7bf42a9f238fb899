import {
  paths,
  Link,
  Navigate,
  Spinner,
  useDocumentTitle,
  useParams,
  useQuery,
} from '@academy/shared';

import { useHubMessages } from '../hub/messages';
import { AttemptPlayer } from './AttemptPlayer';
import { useAttemptMessages } from './messages';
import { attemptQuery, resultPath } from './use-attempt';
import '../player/player.css';
import '../timer/timer.css';
import './attempt.css';

/**
 * /Exam/attempt/{id}: an exam-mode attempt, resumed as the server keeps it (any device). A
 * submitted one (by the learner, or by the server at the deadline) opens its result.
 */
export default function AttemptPage() {
  const attemptMessages = useAttemptMessages();
  const hubMessages = useHubMessages();
  const id = Number(useParams().attemptId);
  const query = useQuery(attemptQuery(id));
  const attempt = query.data?.attempt;
  useDocumentTitle(attempt?.title ?? attemptMessages.examModeLabel);

  if (!query.data) {
    return (
      <section className="ac-page attempt-player" aria-label={attemptMessages.examModeLabel}>
        {query.isError ? (
          <>
            <p>{attemptMessages.attemptNotFound}</p>
            <Link to={paths.exam()}>{hubMessages.backToHub}</Link>
          </>
        ) : (
          <Spinner label={hubMessages.loadingAttempt} />
        )}
      </section>
    );
  }
  if (query.data.attempt.status === 'submitted') return <Navigate to={resultPath(id)} replace />;
  return <AttemptPlayer key={id} synced={query.data} />;
}
