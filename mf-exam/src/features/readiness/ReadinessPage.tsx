import {
  apiErrorResponse,
  Link,
  paths,
  Spinner,
  useDocumentTitle,
  useMutation,
  useNavigate,
  useQuery,
} from '@academy/shared';

import { readinessQuery, startCheck } from './api';
import { useReadinessMessages } from './messages';
import { ReadinessTable } from './ReadinessTable';
import './readiness.css';

/** /Exam/readiness: the learner's estimate in PMP, and the way into the adaptive check. */
export default function ReadinessPage({ category = 'PMP' }: { category?: string }) {
  const messages = useReadinessMessages();
  useDocumentTitle(messages.readinessTitle);
  const navigate = useNavigate();
  const readiness = useQuery(readinessQuery(category));
  const start = useMutation({
    mutationFn: () => startCheck(category),
    onSuccess: (check) => navigate(paths.examReadinessCheck(check.id)),
  });
  const refusal = apiErrorResponse(start.error)?.data as { detail?: unknown } | undefined;
  return (
    <section className="ac-page readiness-page" aria-labelledby="readiness-title">
      <h1 id="readiness-title">{messages.readinessTitle}</h1>
      <p>{messages.readinessIntro}</p>
      {readiness.isPending ? (
        <Spinner label={messages.loading} />
      ) : readiness.isError ? (
        <p role="alert">{messages.loadFailed}</p>
      ) : (
        <ReadinessTable readiness={readiness.data} />
      )}
      <button
        type="button"
        className="ac-button"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {start.isPending ? messages.starting : messages.startCheck}
      </button>
      <p role="alert" className="readiness__error">
        {start.isError
          ? typeof refusal?.detail === 'string'
            ? refusal.detail
            : messages.startFailed
          : ''}
      </p>
      <p>
        <Link to={paths.examReview}>{messages.reviewOpen}</Link>
      </p>
    </section>
  );
}
