import type { AttemptTrend } from '@academy/contract';
import { Link, useFormat } from '@academy/shared';
import { useId } from 'react';

import { resultPath } from '../attempt/use-start-attempt';
import { useHubMessages } from '../hub/messages';
import { formatPercent } from '../results/bands';
import { useResultsMessages } from '../results/messages';
import { useHistoryMessages } from './messages';

const WIDTH = 300;
const HEIGHT = 120;
const PAD = 12;
/** Room on the left for the scale's labels. */
const LEFT = 44;

const x = (index: number, count: number) =>
  count === 1 ? (LEFT + WIDTH - PAD) / 2 : LEFT + (index * (WIDTH - LEFT - PAD)) / (count - 1);
const y = (score: number) => PAD + ((100 - score) * (HEIGHT - 2 * PAD)) / 100;

/**
 * One exam's score over time: a line drawn for the eye (hidden from screen readers), and in text
 * its summary and, one click away, every score with its date, mode and band, each opening the
 * attempt's review. Fits a phone: the drawing scales to the width.
 */
export function TrendChart({ trend }: { trend: AttemptTrend }) {
  const messages = useHistoryMessages();
  const hubMessages = useHubMessages();
  const resultsMessages = useResultsMessages();
  const { dateTime } = useFormat();
  const id = useId();
  const { points } = trend;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const summary = messages.trendSummary(
    points.length,
    formatPercent(first.score),
    formatPercent(last.score),
    resultsMessages.bands[last.band],
  );
  const line = points.map((point, index) => `${x(index, points.length)},${y(point.score)}`);
  return (
    <figure className="trend" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption id={`${id}-title`} className="trend__title">
        {trend.title}
      </figcaption>
      <svg
        className="trend__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {[0, 50, 100].map((score) => (
          <g key={score}>
            <text className="trend__scale" x={LEFT - 8} y={y(score)} dy="0.35em">
              {score}%
            </text>
            <line className="trend__grid" x1={LEFT} x2={WIDTH - PAD} y1={y(score)} y2={y(score)} />
          </g>
        ))}
        {points.length > 1 && <polyline className="trend__line" points={line.join(' ')} />}
        {points.map((point, index) => (
          <circle
            key={point.attempt}
            className="trend__point"
            cx={x(index, points.length)}
            cy={y(point.score)}
            r={4}
          />
        ))}
      </svg>
      <p id={`${id}-summary`} className="trend__summary">
        {summary}
      </p>
      <details className="trend__details">
        <summary>{messages.trendScores}</summary>
        <table className="trend__table">
          <caption className="ac-visually-hidden">{trend.title}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.trendColumns.date}</th>
              <th scope="col">{messages.trendColumns.mode}</th>
              <th scope="col">{messages.trendColumns.score}</th>
              <th scope="col">{messages.trendColumns.band}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.attempt}>
                <td>
                  <Link to={resultPath(point.attempt)}>{dateTime(point.submitted_at)}</Link>
                </td>
                <td>{point.mode === 'exam' ? hubMessages.examMode : hubMessages.practiceMode}</td>
                <td>{formatPercent(point.score)}%</td>
                <td>{resultsMessages.bands[point.band]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
