import type { AttemptTrend } from '@academy/contract';
import { MemoryRouter } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formatWhen } from './format';
import { TrendChart } from './TrendChart';

const trend = (scores: [number, AttemptTrend['points'][number]['band']][]): AttemptTrend => ({
  key: 'exam:7',
  source: 'exam',
  exam: 7,
  topic: null,
  category: 'PMP',
  title: 'PMP Practice Exam 1',
  points: scores.map(([score, band], index) => ({
    attempt: 100 + index,
    mode: index === 0 ? 'practice' : 'exam',
    submitted_at: new Date(Date.UTC(2026, 10, 1 + index, 9)).toISOString(),
    score,
    band,
  })),
});

const renderChart = (value: AttemptTrend) =>
  render(
    <MemoryRouter>
      <TrendChart trend={value} />
    </MemoryRouter>,
  );

test('the score over time in text: a summary, then every score with its date, mode and band', async () => {
  const value = trend([
    [25, 'NeedImprovement'],
    [50, 'BelowTarget'],
    [87.5, 'AboveTarget'],
  ]);
  renderChart(value);
  const figure = screen.getByRole('figure', { name: 'PMP Practice Exam 1' });
  expect(figure).toHaveAccessibleDescription('3 attempts, from 25% to 87.5% (Above Target).');
  // The drawing is for the eye only; its line goes through every point, left to right.
  const svg = figure.querySelector('svg')!;
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  const points = svg.querySelector('polyline')!.getAttribute('points')!.split(' ');
  expect(points).toHaveLength(3);
  const ys = points.map((point) => Number(point.split(',')[1]));
  expect(ys[0]).toBeGreaterThan(ys[1]!);
  expect(ys[1]).toBeGreaterThan(ys[2]!);

  await userEvent.setup().click(within(figure).getByText('The scores'));
  const table = within(figure).getByRole('table', { name: 'PMP Practice Exam 1' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual(
    value.points.map((point, index) => [
      formatWhen(point.submitted_at),
      index === 0 ? 'Practice mode' : 'Exam mode',
      ['25%', '50%', '87.5%'][index],
      ['Need Improvement', 'Below Target', 'Above Target'][index],
    ]),
  );
  // Each date opens that attempt's review.
  expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/Exam/attempt/102/result');
});

test('one attempt is a point, said as one', () => {
  renderChart(trend([[100, 'AboveTarget']]));
  const figure = screen.getByRole('figure', { name: 'PMP Practice Exam 1' });
  expect(figure).toHaveAccessibleDescription('One attempt: 100% (Above Target).');
  expect(figure.querySelector('polyline')).toBeNull();
  expect(figure.querySelectorAll('circle')).toHaveLength(1);
});
