import { useLocalized } from '@academy/shared';
import { useId, useState } from 'react';

import { useResultsMessages } from './messages';
import { matchesFilter, type ResultFilter, type ResultRow } from './results';
import { ScoreBadge } from './ScoreBadge';
import './results.css';

const FILTERS = [
  { value: 'all', label: 'filterAll' },
  { value: 'correct', label: 'filterCorrect' },
  { value: 'wrong', label: 'filterWrong' },
] as const satisfies readonly { value: ResultFilter; label: string }[];

const answerText = (answer: string | readonly string[], none: string) => {
  const text = typeof answer === 'string' ? answer : answer.join(', ');
  return text === '' ? none : text;
};

/** The results breakdown with an all / correct / wrong filter, or 'No results to display'. */
export function ResultsTable({ rows }: { rows: readonly ResultRow[] }) {
  const messages = useResultsMessages();
  const localized = useLocalized();
  const [filter, setFilter] = useState<ResultFilter>('all');
  const name = useId();
  if (rows.length === 0) return <p className="results-empty">{messages.noResults}</p>;

  // Numbered before filtering, so a row keeps its question number under every filter.
  const shown = rows
    .map((row, index) => ({ row, number: index + 1 }))
    .filter(({ row }) => matchesFilter(row, filter));
  return (
    <>
      <ScoreBadge rows={rows} />
      <fieldset className="results-filter">
        <legend>{messages.resultsFilter}</legend>
        {FILTERS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={filter === option.value}
              onChange={() => setFilter(option.value)}
            />
            {messages[option.label]}
          </label>
        ))}
      </fieldset>
      <div className="results-table-wrap">
        <table className="results-table">
          <caption className="ac-visually-hidden">{messages.resultsTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{messages.columns.question}</th>
              <th scope="col">{messages.columns.type}</th>
              <th scope="col">{messages.columns.userAnswer}</th>
              <th scope="col">{messages.columns.result}</th>
              <th scope="col">{messages.columns.correctAnswer}</th>
              <th scope="col">{messages.columns.explanation}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ row, number }) => (
              <tr key={number} className={row.is_correct === 'Correct' ? 'is-correct' : 'is-wrong'}>
                <td>{number}</td>
                <td>{localized(row, 'question')}</td>
                <td>{row.question_type}</td>
                <td>{answerText(row.user_answer, messages.noAnswer)}</td>
                <td>{messages.verdicts[row.is_correct]}</td>
                <td>{answerText(row.correctAnswer, messages.noAnswer)}</td>
                <td>{localized(row, 'explanation')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
