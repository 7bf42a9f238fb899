import { setLanguage } from '@academy/shared';
import { act, render, screen, within } from '@testing-library/react';

import { DomainChart } from './DomainChart';

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

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

test("in Arabic, PMI's domains and ratings are the glossary's; the bar's colour still follows the rating", async () => {
  await act(() => setLanguage('ar'));
  render(
    <DomainChart
      domains={[
        { domain: 'People', correct: 9, total: 10, band: 'Above Target' },
        { domain: 'Process', correct: 6, total: 8, band: 'Target' },
        { domain: 'Business Environment', correct: 2, total: 4, band: 'Below Target' },
        { domain: 'Agile', correct: 1, total: 4, band: 'Needs Improvement' },
      ]}
    />,
  );
  const chart = screen.getByRole('figure', { name: 'أداؤك في كل مجال' });
  const rows = within(chart).getAllByRole('listitem');
  // PMI's domains by the glossary's names; a domain the catalogue does not know, as the bank has it.
  expect(rows.map((row) => row.querySelector('.domain-chart__name')!.textContent)).toEqual([
    'الأفراد: ',
    'العمليات: ',
    'بيئة الأعمال: ',
    'Agile: ',
  ]);
  // The hidden punctuation a screen reader hears is Arabic's comma.
  expect(rows.map((row) => row.querySelector('.domain-chart__band')!.textContent)).toEqual([
    'فوق المستهدف، ',
    'ضمن المستهدف، ',
    'دون المستهدف، ',
    'يحتاج إلى تحسين، ',
  ]);
  expect(chart).not.toHaveTextContent(/Target|Improvement|People|Process|Business/);
  expect(rows.map((row) => row.className)).toEqual([
    'domain-chart__row is-above-target',
    'domain-chart__row is-target',
    'domain-chart__row is-below-target',
    'domain-chart__row is-needs-improvement',
  ]);
});
