import type { AttemptTrend } from '@academy/contract';
import { formattersFor, setLanguage } from '@academy/shared';
import { MemoryRouter } from '@academy/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TrendChart } from './TrendChart';

/** An attempt's moment as the page writes it in English: '1 Nov 2026, 09:00'. */
const formatWhen = (iso: string) => formattersFor('en').dateTime(iso);

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

describe('the dates of the scores', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  const dates = async () => {
    renderChart(
      trend([
        [25, 'NeedImprovement'],
        [50, 'BelowTarget'],
      ]),
    );
    const table = screen.getByRole('table');
    return within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
  };

  it('are written day first in English', async () => {
    expect(await dates()).toEqual([
      expect.stringMatching(/^1 Nov 2026, \d\d:\d\d$/),
      expect.stringMatching(/^2 Nov 2026, \d\d:\d\d$/),
    ]);
  });

  it('are Arabic in Arabic', async () => {
    await act(() => setLanguage('ar'));
    const shown = await dates();
    const points = trend([
      [25, 'NeedImprovement'],
      [50, 'BelowTarget'],
    ]).points;
    expect(shown).toEqual(points.map((point) => formattersFor('ar').dateTime(point.submitted_at)));
    // '1‏/11‏/2026، 9:00 ص': no English month, the Arabic comma and morning/evening.
    for (const date of shown) expect(date).toMatch(/^[^A-Za-z]+، [^A-Za-z]+ [صم]$/);
  });
});
