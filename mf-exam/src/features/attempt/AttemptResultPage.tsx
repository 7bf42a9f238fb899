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
import { useId, useState } from 'react';

import { useHubMessages } from '../hub/messages';
import { displayQuestionText } from '../player/question-text';
import { formatPercent } from '../results/bands';
import { useResultsMessages } from '../results/messages';
import { BAND_IMAGES } from '../results/ScoreBadge';
import { DomainChart } from '../results/DomainChart';
import { TimeSummary } from '../exam-tools/TimeSummary';
import { useExamToolsMessages } from '../exam-tools/messages';
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
        {attemptMessages.questionNumber(number)}:{' '}
        <bdi>{displayQuestionText(localized(question, 'text'))}</bdi>
      </h3>
      <p className="attempt-review-item__verdict">
        {question.is_correct ? attemptMessages.answeredCorrectly : attemptMessages.answeredWrongly}
        {question.flagged && ` · ${attemptMessages.wasFlagged}`}
        {question.domain && ` · ${domainName(question.domain)}`}
        {question.task && (
          <>
            {' · '}
            <bdi>{question.task}</bdi>
          </>
        )}
      </p>
      <ReviewAnswers question={question} number={number} />
    </li>
  );
}

type Shown = 'all' | 'wrong' | 'flagged';

/**
 * The answer-by-answer list, filtered (all, wrong, flagged; by domain): a 185-question mock is
 * read for what went wrong. Each question keeps its number in the attempt.
 */
function ReviewList({ questions }: { questions: readonly ReviewQuestion[] }) {
  const attemptMessages = useAttemptMessages();
  const domainName = useDomainName();
  const id = useId();
  const [shown, setShown] = useState<Shown>('all');
  const [domain, setDomain] = useState('');
  const domains = [...new Set(questions.flatMap((question) => question.domain ?? []))];
  const numbered = questions.map((question, index) => ({ question, number: index + 1 }));
  const kept = numbered.filter(
    ({ question }) =>
      (shown === 'all' ||
        (shown === 'wrong' && !question.is_correct) ||
        (shown === 'flagged' && question.flagged)) &&
      (domain === '' || question.domain === domain),
  );
  const choices: [Shown, string][] = [
    ['all', attemptMessages.filterAll],
    ['wrong', attemptMessages.filterWrong],
    ['flagged', attemptMessages.filterFlagged],
  ];
  return (
    <>
      <div className="attempt-filters">
        <fieldset className="attempt-filters__shown">
          <legend>{attemptMessages.filterLegend}</legend>
          {choices.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-shown`}
                value={value}
                checked={shown === value}
                onChange={() => setShown(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {domains.length > 1 && (
          <label className="attempt-filters__domain">
            {attemptMessages.filterDomain}{' '}
            <select value={domain} onChange={(event) => setDomain(event.target.value)}>
              <option value="">{attemptMessages.filterAnyDomain}</option>
              {domains.map((name) => (
                <option key={name} value={name}>
                  {domainName(name)}
                </option>
              ))}
            </select>
          </label>
        )}
        <p role="status" className="attempt-filters__count">
          {attemptMessages.filterCount(kept.length, questions.length)}
        </p>
      </div>
      <ol className="attempt-review-list">
        {kept.map(({ question, number }) => (
          <ReviewItem key={question.id} question={question} number={number} />
        ))}
      </ol>
    </>
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
  const toolsMessages = useExamToolsMessages();
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
        {attempt.submitted_by === 'deadline' && (
          <p role="status" className="attempt-result__time-up">
            {attemptMessages.timeUpSubmitted}
          </p>
        )}
        <p className="attempt-result__title" dir="auto">
          {attempt.title}
        </p>
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
        <section aria-labelledby="attempt-time-title">
          <h2 id="attempt-time-title">{toolsMessages.timeTitle}</h2>
          <TimeSummary attemptId={id} />
        </section>
        <LearnFromMistakes attempt={attempt} />
        <section aria-labelledby="attempt-answers-title">
          <h2 id="attempt-answers-title">{attemptMessages.reviewAnswersTitle}</h2>
          {review.data ? (
            <ReviewList questions={review.data.questions} />
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
