import type { AttemptReview } from '@academy/contract';
import {
  paths,
  Link,
  Spinner,
  useDocumentTitle,
  useDomainName,
  useLocalized,
  useParams,
  useQuery,
} from '@academy/shared';

import { useHubMessages } from '../hub/messages';
import { displayQuestionText } from '../player/question-text';
import { formatPercent } from '../results/bands';
import { useResultsMessages } from '../results/messages';
import { BAND_IMAGES } from '../results/ScoreBadge';
import { DomainChart } from '../results/DomainChart';
import { LearnFromMistakes } from './LearnFromMistakes';
import { useAttemptMessages } from './messages';
import { ReviewAnswers } from './ReviewAnswers';
import { attemptPath, attemptQuery, historyPath, reviewQuery } from './use-attempt';
import { WeakTasks } from '../results/WeakTasks';
import './attempt.css';
import '../results/results.css';

type ReviewQuestion = AttemptReview['questions'][number];

/** One question of the review: the learner's answer, the correct one and the explanation. */
function ReviewItem({ question, number }: { question: ReviewQuestion; number: number }) {
  const attemptMessages = useAttemptMessages();
  const localized = useLocalized();
  const domainName = useDomainName();
  return (
    <li
      className={
        question.is_correct ? 'attempt-review-item is-right' : 'attempt-review-item is-wrong'
      }
    >
      <h3>
        {attemptMessages.questionNumber(number)}: {displayQuestionText(localized(question, 'text'))}
      </h3>
      <p className="attempt-review-item__verdict">
        {question.is_correct ? attemptMessages.answeredCorrectly : attemptMessages.answeredWrongly}
        {question.flagged && ` · ${attemptMessages.wasFlagged}`}
        {question.domain && ` · ${domainName(question.domain)}`}
        {question.task && ` · ${question.task}`}
      </p>
      <ReviewAnswers question={question} number={number} />
    </li>
  );
}

/**
 * /Exam/attempt/{id}/result: the score with the spec's band and its image, PMI's four ratings per
 * domain as a bar chart, the weakest tasks, the retests and the drill, then every question with
 * the learner's answer, the correct one and why.
 */
export default function AttemptResultPage() {
  const attemptMessages = useAttemptMessages();
  const hubMessages = useHubMessages();
  const resultsMessages = useResultsMessages();
  const id = Number(useParams().attemptId);
  const attemptRead = useQuery(attemptQuery(id));
  const attempt = attemptRead.data?.attempt;
  const submitted = attempt?.status === 'submitted';
  const review = useQuery(reviewQuery(id, submitted));
  const title =
    attempt?.mode === 'practice' ? attemptMessages.resultTitle : attemptMessages.attemptResultTitle;
  useDocumentTitle(title);

  let body;
  if (!attempt) {
    body = attemptRead.isError ? (
      <p>{attemptMessages.attemptNotFound}</p>
    ) : (
      <Spinner label={hubMessages.loadingAttempt} />
    );
  } else if (!submitted || !attempt.result) {
    body = (
      <p>
        {attemptMessages.resultNotReady}{' '}
        <Link to={attemptPath(id)}>{attemptMessages.backToExam}</Link>
      </p>
    );
  } else {
    const { result } = attempt;
    body = (
      <>
        <p className="attempt-result__title">{attempt.title}</p>
        <figure className="results-score" data-band={result.band}>
          <img
            src={BAND_IMAGES[result.band]}
            alt={resultsMessages.bandImageAlt(resultsMessages.bands[result.band])}
            width={96}
            height={96}
          />
          <figcaption>
            <span className="results-score__heading">{resultsMessages.scoreHeading}</span>
            <span className="results-score__band">{resultsMessages.bands[result.band]}</span>
            <span>
              {resultsMessages.score(result.correct, result.total, formatPercent(result.score))}
            </span>
          </figcaption>
        </figure>
        <section aria-labelledby="attempt-domains-title">
          <h2 id="attempt-domains-title">{resultsMessages.domainsTitle}</h2>
          <DomainChart domains={result.domains} />
        </section>
        <section aria-labelledby="attempt-tasks-title">
          <h2 id="attempt-tasks-title">{resultsMessages.tasksTitle}</h2>
          <WeakTasks tasks={result.tasks} />
        </section>
        <LearnFromMistakes attempt={attempt} />
        <section aria-labelledby="attempt-answers-title">
          <h2 id="attempt-answers-title">{attemptMessages.reviewAnswersTitle}</h2>
          {review.data ? (
            <ol className="attempt-review-list">
              {review.data.questions.map((question, index) => (
                <ReviewItem key={question.id} question={question} number={index + 1} />
              ))}
            </ol>
          ) : (
            <Spinner label={attemptMessages.loadingReview} />
          )}
        </section>
      </>
    );
  }

  return (
    <section className="ac-page attempt-result" aria-labelledby="attempt-result-title">
      <h1 id="attempt-result-title">{title}</h1>
      {body}
      <p className="attempt-result__links">
        <Link to={paths.exam()}>{hubMessages.backToHub}</Link>
        <Link to={historyPath}>{hubMessages.historyLink}</Link>
      </p>
    </section>
  );
}
