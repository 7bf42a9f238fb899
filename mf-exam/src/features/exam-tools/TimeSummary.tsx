import type { AttemptTime } from '@academy/contract';
import { currentFormat, useDomainName, useQuery } from '@academy/shared';

import { attemptTimeQuery } from './api';
import { useExamToolsMessages } from './messages';
import './exam-display.css';

/**
 * Time intelligence on a submitted attempt's result (docs/design/exam-attempts.md#time-intelligence):
 * the time on questions, the average against the real exam's pace, each domain's time, and the
 * questions that took longest. The server counts it by its own clock.
 */
export function TimeSummary({ attemptId }: { attemptId: number }) {
  const query = useQuery(attemptTimeQuery(attemptId, true));
  if (!query.data) return null;
  return <TimeFigures time={query.data} />;
}

export function TimeFigures({ time }: { time: AttemptTime }) {
  const messages = useExamToolsMessages();
  const domainName = useDomainName();
  const duration = messages.duration;
  if (time.total_seconds === 0) return <p>{messages.noTime}</p>;
  const percent = (ratio: number) => currentFormat().percent(Math.abs(ratio - 1));
  return (
    <div className="attempt-time">
      <p>{messages.timeTotal(duration(time.total_seconds))}</p>
      <p>
        {messages.timeAverage(duration(time.average_seconds), duration(time.exam_pace_seconds))}{' '}
        {time.pace_ratio > 1
          ? messages.paceSlower(percent(time.pace_ratio))
          : messages.paceFaster(percent(time.pace_ratio))}
      </p>
      {time.domains.length > 0 && (
        <table className="attempt-time__domains">
          <caption>{messages.domainTimeCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.domainColumn}</th>
              <th scope="col">{messages.questionsColumn}</th>
              <th scope="col">{messages.totalColumn}</th>
              <th scope="col">{messages.averageColumn}</th>
            </tr>
          </thead>
          <tbody>
            {time.domains.map((domain) => (
              <tr key={domain.domain}>
                <th scope="row">
                  <bdi>{domainName(domain.domain)}</bdi>
                </th>
                <td>{currentFormat().number(domain.questions)}</td>
                <td>{duration(domain.seconds)}</td>
                <td>{duration(domain.average_seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {time.longest.length > 0 && (
        <>
          <h3>{messages.longestTitle}</h3>
          <ol className="attempt-time__longest">
            {time.longest.map((question) => (
              <li key={question.question_id}>
                {messages.longestItem(
                  question.number,
                  duration(question.seconds),
                  question.is_correct,
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
