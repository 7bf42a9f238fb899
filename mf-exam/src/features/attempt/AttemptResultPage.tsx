import type { AttemptReview } from '@academy/contract';
import { Link, Spinner, useDocumentTitle, useParams, useQuery } from '@academy/shared';

import { attemptMessages } from '../../attempt-messages';
import { messages } from '../../messages';
import { displayQuestionText } from '../player/question-text';
import { formatPercent } from '../results/bands';
import { BAND_IMAGES } from '../results/ScoreBadge';
import { DomainChart } from './DomainChart';
import { attemptPath, attemptQuery, reviewQuery } from './use-attempt';
import './attempt.css';
import '../results/results.css';

type ReviewQuestion = AttemptReview['questions'][number];

const idsOf = (answer: ReviewQuestion['answer']) =>
  answer === null ? [] : Array.isArray(answer) ? answer : [answer];

function answerTexts(question: ReviewQuestion, ids: readonly number[]): string {
  const texts = question.answers.filter((a) => ids.includes(a.id)).map((a) => a.text);
  return texts.length > 0 ? texts.join('; ') : messages.noAnswer;
}

/** One question of the review: the learner's answer, the correct one and the explanation. */
function ReviewItem({ question, number }: { question: ReviewQuestion; number: number }) {
  const correct = question.answers.filter((a) => a.is_correct).map((a) => a.id);
  return (
    <li
      className={
        question.is_correct ? 'attempt-review-item is-right' : 'attempt-review-item is-wrong'
      }
    >
      <h3>
        {attemptMessages.questionNumber(number)}: {displayQuestionText(question.text)}
      </h3>
      <p className="attempt-review-item__verdict">
        {question.is_correct ? attemptMessages.answeredCorrectly : attemptMessages.answeredWrongly}
        {question.flagged && ` · ${attemptMessages.wasFlagged}`}
        {question.domain && ` · ${question.domain}`}
      </p>
      <dl>
        <dt>{attemptMessages.yourAnswer}</dt>
        <dd>{answerTexts(question, idsOf(question.answer))}</dd>
        <dt>{attemptMessages.correctAnswer}</dt>
        <dd>{answerTexts(question, correct)}</dd>
        <dt>{messages.explanationTitle}</dt>
        <dd>{question.explanation}</dd>
      </dl>
    </li>
  );
}

/**
 * /Exam/attempt/{id}/result: the score with the spec's band and its image, PMI's four ratings per
 * domain as a bar chart, then every question with the learner's answer, the correct one and why.
 */
export default function AttemptResultPage() {
  const id = Number(useParams().attemptId);
  const attemptRead = useQuery(attemptQuery(id));
  const attempt = attemptRead.data?.attempt;
  const submitted = attempt?.status === 'submitted';
  const review = useQuery(reviewQuery(id, submitted));
  useDocumentTitle(attemptMessages.attemptResultTitle);

  let body;
  if (!attempt) {
    body = attemptRead.isError ? (
      <p>{attemptMessages.attemptNotFound}</p>
    ) : (
      <Spinner label={messages.loadingAttempt} />
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
            alt={messages.bandImageAlt(messages.bands[result.band])}
            width={96}
            height={96}
          />
          <figcaption>
            <span className="results-score__heading">{messages.scoreHeading}</span>
            <span className="results-score__band">{messages.bands[result.band]}</span>
            <span>{messages.score(result.correct, result.total, formatPercent(result.score))}</span>
          </figcaption>
        </figure>
        <section aria-labelledby="attempt-domains-title">
          <h2 id="attempt-domains-title">{attemptMessages.domainsTitle}</h2>
          <DomainChart domains={result.domains} />
        </section>
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
      <h1 id="attempt-result-title">{attemptMessages.attemptResultTitle}</h1>
      {body}
      <p>
        <Link to="/Exam">{attemptMessages.backToHub}</Link>
      </p>
    </section>
  );
}
