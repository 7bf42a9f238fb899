import { render, screen, within } from '@testing-library/react';

import { WeakTasks } from './WeakTasks';

// The weakest tasks as the API lists them (weakest first) for a bank whose questions carry tasks.
test('each task reads as text, weakest first: its name, domain and share; the bar is only drawn', () => {
  render(
    <WeakTasks
      tasks={[
        { task: 'Lead a team', domain: 'People', correct: 0, total: 5 },
        { task: 'Close the project', domain: 'Process', correct: 1, total: 3 },
        { task: 'Adapt', domain: null, correct: 2, total: 2 },
      ]}
    />,
  );
  const chart = screen.getByRole('figure', {
    name: 'The tasks you answered worst in this attempt, the weakest first',
  });
  const rows = within(chart).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Lead a team: People domain, 0 of 5 (0%)',
    'Close the project: Process domain, 1 of 3 (33.3%)',
    'Adapt: 2 of 2 (100%)',
  ]);
  expect(within(chart).getByRole('list').tagName).toBe('OL');
  const bars = chart.querySelectorAll<HTMLElement>('.domain-chart__bar');
  expect([...bars].map((bar) => bar.style.inlineSize)).toEqual([
    '0%',
    '33.33333333333333%',
    '100%',
  ]);
  expect([...bars].every((bar) => bar.closest('[aria-hidden="true"]') !== null)).toBe(true);
});

test('a result without tasks says so', () => {
  render(<WeakTasks tasks={[]} />);
  expect(screen.getByText('These questions carry no task.')).toBeInTheDocument();
});
