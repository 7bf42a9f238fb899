import type { AttemptSummary } from '@academy/contract';
import {
  paths,
  Link,
  Pagination,
  Spinner,
  useDocumentTitle,
  useLocation,
  useNavigate,
  useFormat,
  useQuery,
} from '@academy/shared';

import { attemptPath, resultPath } from '../attempt/use-start-attempt';
import { useHubMessages } from '../hub/messages';
import { formatPercent } from '../results/bands';
import { useResultsMessages } from '../results/messages';
import { attemptsPageQuery, HISTORY_PAGE_SIZE, trendsQuery } from './api';
import { useHistoryMessages } from './messages';
import { TrendChart } from './TrendChart';
import '../attempt/attempt.css';
import './history.css';

/** One attempt: when, which mode, what; its score and band and Review, or Resume. */
function HistoryItem({ attempt }: { attempt: AttemptSummary }) {
  const messages = useHistoryMessages();
  const hubMessages = useHubMessages();
  const resultsMessages = useResultsMessages();
  const { dateTime } = useFormat();
  const at = attempt.submitted_at ?? attempt.started_at;
  const when = dateTime(at);
  const { result } = attempt;
  return (
    <li className="history-item">
      <p className="history-item__title" dir="auto">
        {attempt.title}
      </p>
      <p className="history-item__meta">
        <time dateTime={at}>{when}</time> ·{' '}
        {attempt.mode === 'exam' ? hubMessages.examMode : hubMessages.practiceMode}
      </p>
      {attempt.status === 'submitted' && result ? (
        <>
          <p className="history-item__score" data-band={result.band}>
            {resultsMessages.score(result.correct, result.total, formatPercent(result.score))} ·{' '}
            <span className="history-item__band">{resultsMessages.bands[result.band]}</span>
          </p>
          <Link
            to={resultPath(attempt.id)}
            className="history-item__action"
            aria-label={messages.reviewLabel(attempt.title, when)}
          >
            {messages.review}
          </Link>
        </>
      ) : (
        <>
          <p className="history-item__score">
            {messages.inProgressStatus(attempt.answered_count, attempt.question_count)}
          </p>
          <Link
            to={attemptPath(attempt.id)}
            className="history-item__action"
            aria-label={hubMessages.resumeLabel(attempt.title)}
          >
            {hubMessages.resume}
          </Link>
        </>
      )}
    </li>
  );
}

/**
 * /Exam/history: the score over time of each exam, topic, mock and drill, then every attempt of
 * the learner, newest first, a page at a time (the page in the address: `?page=2`). Each opens its
 * answer-by-answer review, or resumes.
 */
export default function HistoryPage() {
  const messages = useHistoryMessages();
  const hubMessages = useHubMessages();
  useDocumentTitle(messages.historyTitle);
  const location = useLocation();
  const navigate = useNavigate();
  const page = Math.max(
    1,
    Math.floor(Number(new URLSearchParams(location.search).get('page'))) || 1,
  );
  const list = useQuery(attemptsPageQuery(page));
  const trends = useQuery(trendsQuery);

  const failed = (retry: () => unknown) => (
    <p role="alert">
      {messages.attemptsFailed}{' '}
      <button type="button" className="ac-button" onClick={() => void retry()}>
        {messages.tryAgain}
      </button>
    </p>
  );

  let trendsBody;
  if (!trends.data) {
    trendsBody = trends.isError ? (
      failed(trends.refetch)
    ) : (
      <Spinner label={messages.attemptsLoading} />
    );
  } else if (trends.data.length === 0) {
    trendsBody = <p>{messages.trendsEmpty}</p>;
  } else {
    trendsBody = (
      <ul className="trend-list">
        {trends.data.map((trend) => (
          <li key={trend.key}>
            <TrendChart trend={trend} />
          </li>
        ))}
      </ul>
    );
  }

  let listBody;
  if (!list.data) {
    listBody = list.isError ? failed(list.refetch) : <Spinner label={messages.attemptsLoading} />;
  } else if (list.data.count === 0) {
    listBody = <p>{messages.attemptsEmpty}</p>;
  } else {
    listBody = (
      <>
        <ol className="history-list" aria-labelledby="history-list-title">
          {list.data.results.map((attempt) => (
            <HistoryItem key={attempt.id} attempt={attempt} />
          ))}
        </ol>
        <Pagination
          pageCount={Math.ceil(list.data.count / HISTORY_PAGE_SIZE)}
          currentPage={page - 1}
          label={messages.attemptPages}
          onPageChange={(to) =>
            void navigate({ pathname: location.pathname, search: to > 0 ? `?page=${to + 1}` : '' })
          }
        />
      </>
    );
  }

  return (
    <section className="ac-page history" aria-labelledby="history-title">
      <h1 id="history-title">{messages.historyTitle}</h1>
      <section aria-labelledby="history-trends-title">
        <h2 id="history-trends-title">{messages.trendsTitle}</h2>
        {trendsBody}
      </section>
      <section aria-labelledby="history-list-title">
        <h2 id="history-list-title">{messages.attemptsTitle}</h2>
        {listBody}
      </section>
      <p>
        <Link to={paths.exam()}>{hubMessages.backToHub}</Link>
      </p>
    </section>
  );
}
