import { render, screen, within } from '@testing-library/react';

import { DomainChart } from './DomainChart';

// The demo bank's questions carry no domain, so the API gives no per-domain rows there: the chart
// is checked on a result as the API shapes it for a tagged bank.
test("each domain reads as text: its name, PMI's rating and its share; the bar is only drawn", () => {
  render(
    <DomainChart
      domains={[
        { domain: 'People', correct: 9, total: 10, band: 'Above Target' },
        { domain: 'Process', correct: 6, total: 8, band: 'Target' },
        { domain: 'Business Environment', correct: 1, total: 4, band: 'Needs Improvement' },
      ]}
    />,
  );
  const chart = screen.getByRole('figure', { name: 'Your performance in each domain' });
  const rows = within(chart).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'People: Above Target, 9 of 10 (90%)',
    'Process: Target, 6 of 8 (75%)',
    'Business Environment: Needs Improvement, 1 of 4 (25%)',
  ]);
  const bar = rows[2]!.querySelector<HTMLElement>('.domain-chart__bar')!;
  expect(bar.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(bar.style.inlineSize).toBe('25%');
});

test('a result without domains says so', () => {
  render(<DomainChart domains={[]} />);
  expect(screen.getByText('These questions carry no domain.')).toBeInTheDocument();
});
