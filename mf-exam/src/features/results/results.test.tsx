import { setLanguage } from '@academy/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ResultsPage } from './ResultsPage';
import { parseResults, readStoredResults, storeResults, type ResultRow } from './results';
import { ResultsTable } from './ResultsTable';
import { BAND_IMAGES, ScoreBadge } from './ScoreBadge';

const rows: ResultRow[] = [
  {
    question: 'Which document authorizes a project?',
    question_type: 'OC',
    user_answer: 'Project charter',
    is_correct: 'Correct',
    correctAnswer: ['Project charter'],
    explanation: 'The charter authorizes the project.',
  },
  {
    question: 'Which are inputs to closing? (Choose two.)',
    question_type: 'MC',
    user_answer: ['Project charter', 'Lessons learned register'],
    is_correct: 'not Correct',
    correctAnswer: ['Project management plan', 'Accepted deliverables'],
    explanation: 'Closing needs the plan and the accepted deliverables.',
  },
];

describe('parseResults', () => {
  it('reads the rows the player stored', () => {
    expect(parseResults(JSON.stringify(rows))).toEqual(rows);
  });

  it('reads back what storeResults kept', () => {
    storeResults(rows);
    expect(readStoredResults()).toEqual(rows);
    window.sessionStorage.clear();
  });

  it.each([null, '', 'not json', '{"a":1}', '42'])('gives no rows for %p', (raw) => {
    expect(parseResults(raw)).toEqual([]);
  });

  it('drops malformed rows and keeps the good ones', () => {
    const raw = JSON.stringify([
      rows[0],
      { question: 'x' },
      null,
      { ...rows[1], is_correct: 'yes' },
    ]);
    expect(parseResults(raw)).toEqual([rows[0]]);
  });
});

describe('ResultsTable', () => {
  it("in Arabic: the academy's Arabic question and explanation where written, the verdicts too", async () => {
    await act(() => setLanguage('ar'));
    try {
      const withArabic: ResultRow[] = [
        {
          ...rows[0]!,
          question_ar: 'ما الوثيقة التي تفوّض المشروع؟',
          explanation_ar: 'الميثاق يفوّض المشروع.',
        },
        rows[1]!,
      ];
      // The stored rows keep their Arabic (a reload of the results page reads them back).
      expect(parseResults(JSON.stringify(withArabic))).toEqual(withArabic);
      render(<ResultsTable rows={withArabic} />);
      const [first, second] = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
      expect(within(first!).getByText('ما الوثيقة التي تفوّض المشروع؟')).toBeInTheDocument();
      expect(within(first!).getByText('الميثاق يفوّض المشروع.')).toBeInTheDocument();
      expect(within(first!).getByText('صحيحة')).toBeInTheDocument();
      // None written: the English.
      expect(within(second!).getByText(rows[1]!.explanation)).toBeInTheDocument();
      expect(within(second!).getByText('خاطئة')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    }
  });

  it("says 'No results to display' without rows", () => {
    render(<ResultsTable rows={[]} />);
    expect(screen.getByText('No results to display')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every row with the answers joined, and filters correct / wrong', async () => {
    const user = userEvent.setup();
    render(<ResultsTable rows={rows} />);
    const body = () => within(screen.getAllByRole('rowgroup')[1]!);
    expect(body().getAllByRole('row')).toHaveLength(2);
    expect(body().getByText('Project charter, Lessons learned register')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 correct (50%)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score band: Below Target' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Wrong' }));
    expect(body().getAllByRole('row')).toHaveLength(1);
    const wrong = body().getByRole('row');
    expect(within(wrong).getByText('2')).toBeInTheDocument();
    expect(within(wrong).getByText('not Correct')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Correct' }));
    expect(body().getAllByRole('row')).toHaveLength(1);
    expect(body().getByText('Which document authorizes a project?')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(body().getAllByRole('row')).toHaveLength(2);
  });
});

describe('ResultsTable, unanswered questions', () => {
  it("says '(no answer)' for an OC or MC question left unanswered", () => {
    render(
      <ResultsTable
        rows={[
          { ...rows[0]!, user_answer: '', is_correct: 'not Correct' },
          { ...rows[1]!, user_answer: [] },
        ]}
      />,
    );
    expect(screen.getAllByText('(no answer)')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Your answers, question by question' })).toBeVisible();
  });
});

describe('ScoreBadge', () => {
  const graded = (correct: number, total: number): ResultRow[] =>
    Array.from({ length: total }, (_, index) => ({
      ...rows[0]!,
      question: `Question ${index + 1}`,
      is_correct: index < correct ? 'Correct' : 'not Correct',
    }));

  it.each([
    [0, 4, 'Need Improvement', '0 of 4 correct (0%)'],
    [3, 4, 'Target', '3 of 4 correct (75%)'],
    [17, 20, 'Outstanding', '17 of 20 correct (85%)'],
    [4, 4, 'Above Target', '4 of 4 correct (100%)'],
    [2, 3, 'Below Target', '2 of 3 correct (66.7%)'],
  ])('%i of %i: %s', (correct, total, band, caption) => {
    render(<ScoreBadge rows={graded(correct, total)} />);
    expect(screen.getByRole('img', { name: `Score band: ${band}` })).toBeInTheDocument();
    expect(screen.getByText(band, { selector: '.results-score__band' })).toBeInTheDocument();
    expect(screen.getByText(caption)).toBeInTheDocument();
  });

  it('gives every band an image, the default one to Outstanding', () => {
    expect(Object.keys(BAND_IMAGES).sort()).toEqual(
      ['AboveTarget', 'BelowTarget', 'NeedImprovement', 'Outstanding', 'Target'].sort(),
    );
    for (const src of Object.values(BAND_IMAGES)) expect(src).toBeTruthy();
  });
});

describe('ResultsPage', () => {
  afterEach(() => window.sessionStorage.clear());

  it("reads sessionStorage 'results'", () => {
    window.sessionStorage.setItem('results', JSON.stringify(rows));
    render(<ResultsPage />);
    expect(screen.getByText('Which are inputs to closing? (Choose two.)')).toBeInTheDocument();
    expect(document.title).toBe('Your Answers | Academy');
  });

  it('shows the empty message when nothing was stored', () => {
    render(<ResultsPage />);
    expect(screen.getByText('No results to display')).toBeInTheDocument();
  });
});

describe('the per-domain report', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows each domain rated and the weakest tasks when the questions are tagged', () => {
    const tagged: ResultRow[] = [
      { ...rows[0]!, domain: 'Process', task: 'Plan and manage scope' },
      { ...rows[1]!, domain: 'Process', task: 'Plan and manage project closure' },
      { ...rows[0]!, question: 'Conflict', domain: 'People', task: 'Manage conflict' },
    ];
    storeResults(tagged);
    render(<ResultsPage />);
    const domains = screen.getByRole('region', { name: 'By domain' });
    const items = within(domains).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^People.*Above Target/),
      expect.stringMatching(/^Process.*(Below Target|Needs Improvement)/),
    ]);
    const tasks = within(screen.getByRole('region', { name: /weakest tasks/i })).getAllByRole(
      'listitem',
    );
    // Weakest first: the one missed task, then the two right ones by name.
    expect(tasks[0]).toHaveTextContent('Plan and manage project closure');
    expect(tasks).toHaveLength(3);
  });

  it('is left out for a bank without domains', () => {
    storeResults(rows);
    render(<ResultsPage />);
    expect(screen.queryByRole('region', { name: 'By domain' })).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
