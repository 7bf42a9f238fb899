import type { AttemptTime } from '@academy/contract';
import { render, screen, within } from '@testing-library/react';

import { TimeFigures } from './TimeSummary';

// The result's time figures as the server gives them (the API test computes them from its clock).
const time: AttemptTime = {
  total_seconds: 360,
  average_seconds: 90,
  exam_pace_seconds: 77.8,
  pace_ratio: 1.16,
  questions: [],
  domains: [
    { domain: 'People', questions: 2, seconds: 160, average_seconds: 80 },
    { domain: 'Process', questions: 1, seconds: 200, average_seconds: 200 },
  ],
  longest: [
    { question_id: 12, number: 2, domain: 'Process', seconds: 200, is_correct: false },
    { question_id: 13, number: 3, domain: 'People', seconds: 100, is_correct: true },
  ],
};

test('total, pace against the exam, per domain, the longest questions', () => {
  render(<TimeFigures time={time} />);
  expect(screen.getByText('Time on questions: 6 min 0 s')).toBeInTheDocument();
  expect(
    screen.getByText(/1 min 30 s a question on average; the exam allows 1 min 18 s .* 16% slower/),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Time per domain' });
  const people = within(table).getByRole('row', { name: /People/ });
  expect(people).toHaveTextContent('People22 min 40 s1 min 20 s');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Question 2: 3 min 20 s (wrong)',
    'Question 3: 1 min 40 s (correct)',
  ]);
});

test('no time recorded says so', () => {
  render(<TimeFigures time={{ ...time, total_seconds: 0, domains: [], longest: [] }} />);
  expect(screen.getByText('No time was recorded for this attempt.')).toBeInTheDocument();
});
