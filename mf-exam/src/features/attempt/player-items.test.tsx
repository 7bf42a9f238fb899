import type { Attempt } from '@academy/contract';
import {
  apiClient,
  setLanguage,
  setRuntimeConfig,
  useAuthStore,
  useIsFocusedLayout,
} from '@academy/shared';
import {
  DEMO_LEARNERS,
  FreshQueryClient,
  loginAs,
  MemoryRouter,
  realApiUrl,
  watchApiTraffic,
  silenceConsoleError,
  startLocalServer,
  useRealApi,
  type LocalServer,
} from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { newPmpLearner, readAttempt, startAttempt } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';
import { ExamModePanel } from '../hub/ExamModePanel';
import { displayQuestionText } from '../player/question-text';
import { AttemptTimer } from './AttemptTimer';

// The exam player's items of issue 35 (docs/design/exam-attempts.md#focused-player), against the
// real API and its demo content: 'PMP Practice Exam 3' has one question of each type.
jest.setTimeout(40_000);
silenceConsoleError();
let everyTypeExamId: number;

beforeAll(async () => {
  useRealApi();
  await newPmpLearner('player');
  const { data } = await apiClient.get<{ id: number; name: string }[]>('/PMP/exams');
  everyTypeExamId = data.find((exam) => exam.name === 'PMP Practice Exam 3')!.id;
});
/**
 * A learner of the test's own: an exam-mode attempt another test leaves running closes its
 * questions' practice and reviews to its learner (docs/design/exam-attempts.md), so tests that
 * share one would pass or fail by their order.
 */
const ownLearner = () => newPmpLearner('player');
afterEach(async () => {
  useRealApi();
  await act(() => setLanguage('en'));
  window.localStorage.removeItem('ExamAttemptStrikes');
});

type Question = Attempt['questions'][number];
const questionHeading = (question: Question) =>
  screen.findByRole('heading', { level: 2, name: displayQuestionText(question.text) });
const numberOf = (attempt: Attempt, type: Question['question_type']) =>
  attempt.questions.findIndex((question) => question.question_type === type) + 1;

/** Places the first item of a MATCH question on the first answer, and nothing else. */
async function placeOnePair(user: ReturnType<typeof userEvent.setup>, question: Question) {
  const side = (which: 'left' | 'right') =>
    question.answers.find((answer) => answer.side === which)!.text;
  await user.click(screen.getByRole('button', { name: side('left') }));
  await user.click(screen.getByRole('button', { name: side('right') }));
}

describe('partial answers are incomplete, not answered', () => {
  beforeEach(ownLearner);
  it('a MATCH with one pair placed: the grid, the review counts and the submit warning say so', async () => {
    const user = userEvent.setup();
    const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
    const match = numberOf(attempt, 'MATCH');
    const question = attempt.questions[match - 1]!;
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${match}`);
    await questionHeading(question);
    await placeOnePair(user, question);

    expect(
      await screen.findByRole('button', { name: `Question ${match}, incomplete` }),
    ).toHaveAttribute('aria-current', 'step');
    // Saved all the same (graded wrong as it is).
    await waitFor(async () =>
      expect(
        Object.keys((await readAttempt(attempt.id)).responses[question.id] ?? {}),
      ).toHaveLength(1),
    );

    const total = attempt.questions.length;
    await user.click(screen.getByRole('button', { name: `Question ${total}, unanswered` }));
    await user.click(screen.getByRole('button', { name: 'Review section' }));
    const review = await screen.findByRole('region', { name: 'Review section 1' });
    expect(
      within(review).getByText(`${total - 1} unanswered · 1 incomplete · 0 flagged`),
    ).toBeInTheDocument();
    const incomplete = within(review).getByRole('region', { name: 'Incomplete (1)' });
    expect(
      within(incomplete).getByRole('button', { name: `Question ${match}, incomplete` }),
    ).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Submit the exam' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Submit the exam?' });
    expect(confirm).toHaveTextContent(
      `${total - 1} questions are unanswered. 1 answer is incomplete (graded wrong as they are).`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  });

  it('an MC "Choose 2" with one pick is incomplete; with two it is answered', async () => {
    const user = userEvent.setup();
    const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
    const mc = numberOf(attempt, 'MC');
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${mc}`);
    await questionHeading(attempt.questions[mc - 1]!);
    const [first, second] = screen.getAllByRole('checkbox');
    await user.click(first!);
    expect(screen.getByRole('button', { name: `Question ${mc}, incomplete` })).toBeInTheDocument();
    await user.click(second!);
    expect(screen.getByRole('button', { name: `Question ${mc}, answered` })).toBeInTheDocument();
  });
});

describe('the review screen steps through the flagged questions', () => {
  beforeEach(ownLearner);
  it('Next flagged goes from one flagged question to the next; Back to review returns', async () => {
    const user = userEvent.setup();
    const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
    // Questions 2 and 4 flagged on the server, as another device could have.
    for (const index of [1, 3]) {
      await apiClient.put(`/attempts/${attempt.id}/responses/${attempt.questions[index]!.id}/`, {
        flagged: true,
      });
    }
    const total = attempt.questions.length;
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${total}`);
    await questionHeading(attempt.questions[total - 1]!);
    await user.click(screen.getByRole('button', { name: 'Review section' }));
    const flagged = within(
      await screen.findByRole('region', { name: 'Review section 1' }),
    ).getByRole('region', { name: 'Flagged (2)' });
    await user.click(
      within(flagged).getByRole('button', { name: 'Question 2, unanswered, flagged' }),
    );
    await questionHeading(attempt.questions[1]!);

    await user.click(screen.getByRole('button', { name: 'Next flagged' }));
    await questionHeading(attempt.questions[3]!);
    // From the last flagged one, Next flagged comes round to the first again.
    await user.click(screen.getByRole('button', { name: 'Next flagged' }));
    await questionHeading(attempt.questions[1]!);

    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(await screen.findByRole('heading', { name: 'Review section 1' })).toHaveFocus();
  });
});

describe('the focused player', () => {
  beforeEach(ownLearner);
  function FocusProbe() {
    return <output aria-label="focused">{useIsFocusedLayout() ? 'yes' : 'no'}</output>;
  }

  it('an exam-mode attempt asks the shell for the whole window while it runs; practice mode does not', async () => {
    const exam = await startAttempt({ exam: everyTypeExamId }, 'exam');
    render(<FocusProbe />);
    const focused = () => screen.getByRole('status', { name: 'focused' });
    expect(focused()).toHaveTextContent('no');

    const player = renderExamAt(`/Exam/attempt/${exam.id}`);
    await questionHeading(exam.questions[0]!);
    expect(focused()).toHaveTextContent('yes');
    // Its one way out: back to the hub (the attempt runs on, and resumes there).
    expect(
      screen.getByRole('link', {
        name: 'Leave the exam (your answers are kept, the time runs on)',
      }),
    ).toHaveAttribute('href', '/Exam');
    player.unmount();
    expect(focused()).toHaveTextContent('no');

    // Practising the same questions waits for the exam to be handed in
    // (docs/design/exam-attempts.md).
    await apiClient.post(`/attempts/${exam.id}/submit/`);
    const practice = await startAttempt({ exam: everyTypeExamId }, 'practice');
    renderExamAt(`/Exam/attempt/${practice.id}`);
    await questionHeading(practice.questions[0]!);
    expect(focused()).toHaveTextContent('no');
  });
});

describe('content keeps its own direction in the Arabic interface', () => {
  beforeEach(ownLearner);
  it('the title, the question and each option are isolated (dir="auto")', async () => {
    await act(() => setLanguage('ar'));
    const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
    const oc = numberOf(attempt, 'OC');
    const question = attempt.questions[oc - 1]!;
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${oc}`);
    const heading = await questionHeading(question);
    expect(heading).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { level: 1, name: attempt.title })).toHaveAttribute(
      'dir',
      'auto',
    );
    for (const option of question.answers) {
      expect(screen.getByText(option.text)).toHaveAttribute('dir', 'auto');
    }
  });

  it('MATCH rows and a FILL answer too', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('ar'));
    const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
    const match = numberOf(attempt, 'MATCH');
    const matchQuestion = attempt.questions[match - 1]!;
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${match}`);
    await questionHeading(matchQuestion);
    for (const row of matchQuestion.answers) {
      expect(screen.getByText(row.text).tagName).toBe('BDI');
    }
    const fill = numberOf(attempt, 'FILL');
    await user.click(screen.getByRole('button', { name: new RegExp(`^السؤال ${fill}،`) }));
    await questionHeading(attempt.questions[fill - 1]!);
    expect(screen.getByRole('textbox')).toHaveAttribute('dir', 'auto');
  });
});

describe('time running out is not silent', () => {
  it('a visible warning (an alert) at 5 and at 1 minutes left, the clock handed in', () => {
    const { rerender } = render(<AttemptTimer left={301} />);
    const warning = screen.getByRole('alert');
    expect(warning).toBeEmptyDOMElement();
    rerender(<AttemptTimer left={300} />);
    expect(warning).toHaveTextContent(
      'Only 5 minutes left: the exam is submitted when time runs out.',
    );
    expect(warning).toBeVisible();
    rerender(<AttemptTimer left={61} />);
    expect(warning).toHaveTextContent('Only 5 minutes left');
    rerender(<AttemptTimer left={60} />);
    expect(warning).toHaveTextContent(
      'Only 1 minute left: the exam is submitted when time runs out.',
    );
    // Hiding the clock does not hide the warning.
    screen.getByRole('button', { name: 'Hide timer' }).click();
    expect(screen.getByRole('alert')).toHaveTextContent('Only 1 minute left');
  });

  it('a resume in the last minutes shows the warning at once; 10 minutes is only heard', () => {
    const { unmount } = render(<AttemptTimer left={200} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 5 minutes left');
    unmount();
    const { rerender } = render(<AttemptTimer left={601} />);
    rerender(<AttemptTimer left={600} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByText('10 minutes left')).toHaveAttribute('aria-live', 'polite');
  });

  describe('the result of an exam the server submitted at its deadline', () => {
    beforeEach(ownLearner);
    // The deadline cannot pass in a test: a proxy in front of the real API says the submitted
    // attempt was submitted by the deadline, as the API says of such an attempt.
    let proxy: LocalServer;
    beforeAll(async () => {
      const api = realApiUrl();
      proxy = await startLocalServer(async (request) => {
        const response = await fetch(`${api}${request.url}`, {
          method: request.method,
          headers: { authorization: request.headers.authorization ?? '' },
        });
        let body = await response.text();
        if (/^\/api\/attempts\/\d+\/$/.test(request.url)) {
          body = JSON.stringify({ ...JSON.parse(body), submitted_by: 'deadline' });
        }
        return { status: response.status, body, contentType: 'application/json' };
      });
    });
    afterAll(() => proxy.close());

    it('says "Time is up — your exam was submitted"', async () => {
      const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
      await apiClient.post(`/attempts/${attempt.id}/submit/`);
      setRuntimeConfig({ apiBaseUrl: `${proxy.url}/api` });
      renderExamAt(`/Exam/attempt/${attempt.id}/result`);
      expect(await screen.findByText('Time is up — your exam was submitted.')).toHaveAttribute(
        'role',
        'status',
      );
    });

    it('a learner who submitted shows no such line', async () => {
      const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
      await apiClient.post(`/attempts/${attempt.id}/submit/`);
      renderExamAt(`/Exam/attempt/${attempt.id}/result`);
      await screen.findByRole('heading', { level: 1, name: 'Your exam result' });
      await screen.findByText(attempt.title);
      expect(screen.queryByText('Time is up — your exam was submitted.')).not.toBeInTheDocument();
    });
  });
});

describe('the result of a long mock can be filtered', () => {
  beforeEach(ownLearner);
  it('wrong, flagged, by domain; each question keeps its number', async () => {
    const user = userEvent.setup();
    const attempt = await startAttempt({ exam: everyTypeExamId }, 'exam');
    const [first, second] = attempt.questions;
    await apiClient.put(`/attempts/${attempt.id}/responses/${second!.id}/`, { flagged: true });
    await apiClient.post(`/attempts/${attempt.id}/submit/`);
    renderExamAt(`/Exam/attempt/${attempt.id}/result`);
    const total = attempt.questions.length;
    const count = await screen.findByText(`Showing ${total} of ${total} questions`);
    expect(count).toHaveAttribute('role', 'status');

    // Nothing was answered: every question is wrong.
    await user.click(screen.getByRole('radio', { name: 'Wrong' }));
    expect(count).toHaveTextContent(`Showing ${total} of ${total} questions`);
    await user.click(screen.getByRole('radio', { name: 'Flagged' }));
    expect(count).toHaveTextContent(`Showing 1 of ${total} questions`);
    const items = screen.getAllByRole('heading', { level: 3, name: /^Question \d+:/ });
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(`Question 2: ${displayQuestionText(second!.text)}`);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    const review = await apiClient.get<{ questions: { domain: string | null }[] }>(
      `/attempts/${attempt.id}/review/`,
    );
    const domain = review.data.questions[0]!.domain;
    const domains = new Set(review.data.questions.map((question) => question.domain));
    if (domain !== null && domains.size > 1) {
      const picker = screen.getByRole('combobox', { name: 'Domain' });
      await user.selectOptions(picker, domain);
      const inDomain = review.data.questions.filter((question) => question.domain === domain);
      expect(count).toHaveTextContent(`Showing ${inDomain.length} of ${total} questions`);
      expect(
        screen.getByRole('heading', { level: 3, name: new RegExp(`^Question 1:`) }),
      ).toHaveTextContent(displayQuestionText(first!.text));
    } else {
      expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    }
  });
});

describe('exam mode for a learner who does not own the course', () => {
  afterAll(() => useAuthStore.getState().logout());

  it('shows "comes with the course" and Enroll in place of the mock and drill buttons', async () => {
    useAuthStore.getState().logout();
    await loginAs(DEMO_LEARNERS.unpaid);
    const { data: courses } =
      await apiClient.get<{ id: number; name: string; category: string }[]>('/courses/');
    const pmp = courses.find((course) => course.category === 'PMP')!;
    render(
      <MemoryRouter>
        <ExamModePanel category="PMP" />
      </MemoryRouter>,
      { wrapper: FreshQueryClient },
    );
    const panel = await screen.findByRole('region', {
      name: 'The full mock exam and the drill come with a PMP course',
    });
    expect(within(panel).getByRole('link', { name: `Enroll in ${pmp.name}` })).toHaveAttribute(
      'href',
      `/Checkout/${pmp.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Full mock exam (PMP)' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Practise my weakest domain' }),
    ).not.toBeInTheDocument();
  });

  it('a learner who owns it keeps the buttons', async () => {
    useAuthStore.getState().logout();
    await loginAs(DEMO_LEARNERS.paid);
    const settled: string[] = [];
    const traffic = watchApiTraffic({ onSettle: (exchange) => settled.push(exchange.path) });
    render(
      <MemoryRouter>
        <ExamModePanel category="PMP" />
      </MemoryRouter>,
      { wrapper: FreshQueryClient },
    );
    // Once both lists are in: the learner's courses and the public one.
    await waitFor(() =>
      expect(settled).toEqual(expect.arrayContaining(['/me/learning/', '/courses/'])),
    );
    traffic.stop();
    expect(screen.getByRole('button', { name: 'Full mock exam (PMP)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Practise my weakest domain' })).toBeEnabled();
    expect(
      screen.queryByRole('region', { name: /come with a PMP course/ }),
    ).not.toBeInTheDocument();
  });
});
