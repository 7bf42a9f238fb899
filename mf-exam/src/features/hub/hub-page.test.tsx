import {
  apiClient,
  useAuthStore,
  type CourseSummary,
  type ExamSummary,
  RemoteRoutes,
  Route,
  Routes,
} from '@academy/shared';
import {
  DEMO_LEARNERS,
  FreshQueryClient,
  LocationProbe,
  loginAs,
  useRealApi,
  MemoryRouter,
  recordApiPaths,
  silenceConsoleError,
} from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import ResultsRoutes from '../../results-routes';
import { newPmpLearner } from '../../testing/learners';
import ExamRoutes from '../../routes';

// The hub against the real API with its demo content (tools/jest/real-api.cjs). The calls the page
// makes are recorded (not changed) to show what it does not load.
const requested = recordApiPaths();
const consoleError = silenceConsoleError();

beforeAll(() => {
  useRealApi();
});
afterEach(() => {
  useAuthStore.getState().logout();
  window.sessionStorage.clear();
});

/** The one demo course of a category, from the public course list. */
async function courseOfCategory(category: string): Promise<CourseSummary> {
  const { data } = await apiClient.get<CourseSummary[]>('/courses/');
  const [course, ...others] = data.filter((candidate) => candidate.category === category);
  expect(others).toEqual([]);
  requested.length = 0;
  return course!;
}

/** The PMP topics, asked as the learner already logged in. */
async function pmpTopics(): Promise<ExamSummary[]> {
  const { data } = await apiClient.get<ExamSummary[]>('/PMP/topics');
  requested.length = 0;
  return data;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LocationProbe />} />
        <Route path="/Checkout/*" element={<LocationProbe />} />
        {/* Mounted as the shell mounts it: under its prefixes, behind the registry's guard. */}
        <Route
          path="*"
          element={<RemoteRoutes remote="exam" modules={{ routes: ExamRoutes, ResultsRoutes }} />}
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const exams = () => screen.getByText('Exams', { selector: 'summary' }).closest('details')!;

describe('the exam hub', () => {
  it('sends a visitor to /login', () => {
    renderAt('/Exam/PMP');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/login');
  });

  it("lists PMP's topics and exams, with the PMP course's introduction", async () => {
    await loginAs(DEMO_LEARNERS.paid);
    renderAt('/Exam/PMP');
    expect(await screen.findByRole('link', { name: 'PMP Practice Exam 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integration Management' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/Exam\/T\d+$/),
    );
    expect(within(exams()).getByRole('link', { name: 'PMP Practice Exam 2' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/Exam\/E\d+$/),
    );
    expect(await screen.findByText(/follows the three PMP domains/)).toBeInTheDocument();
    expect(screen.getByText('Chose Exam or Topic Firts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(document.title).toBe('Exams · PMP | Academy');
  });

  it('opens a topic: its question count and time, then Continue clears the old answers and starts it', async () => {
    const user = userEvent.setup();
    await loginAs(DEMO_LEARNERS.paid);
    window.sessionStorage.setItem('#01. An answer from an earlier exam', '"Old"');
    window.sessionStorage.setItem('results', '[]');
    renderAt('/Exam/PMP');
    await user.click(await screen.findByRole('link', { name: 'Integration Management' }));
    expect(await screen.findByText('4 Questions · Time: 5 minutes')).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', {
      name: 'Which document formally authorizes the existence of a project?',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('05:00');
    expect(window.sessionStorage.getItem('#01. An answer from an earlier exam')).toBeNull();
    expect(window.sessionStorage.getItem('results')).toBe('[]');
  });

  it('shows exams only for another category, and asks for no topics', async () => {
    await loginAs(DEMO_LEARNERS.paid);
    renderAt('/Exam/PMI-ACP');
    expect(await screen.findByRole('link', { name: 'PMI-ACP Practice Exam 1' })).toBeVisible();
    expect(screen.queryByText('Topics', { selector: 'summary' })).not.toBeInTheDocument();
    expect(requested).toContain('/PMI-ACP/exams');
    expect(requested.some((url) => url.includes('/topics'))).toBe(false);
    expect(document.title).toBe('Exams · PMI-ACP | Academy');
  });

  it("takes a course name ('Start Exam' on the lessons page) for its category", async () => {
    await loginAs(DEMO_LEARNERS.paid);
    renderAt('/Exam/Risk%20Management%20Essentials');
    expect(await screen.findByText('No exams yet.')).toBeInTheDocument();
    expect(requested).toContain('/Risk/exams');
    expect(document.title).toBe('Exams · Risk | Academy');
    expect(screen.getByText(/whole risk management cycle/)).toBeInTheDocument();
  });

  it.each(['t1', 'T1a', 'X1', 'E-1'])('loads no question set for /Exam/%s', async (segment) => {
    await loginAs(DEMO_LEARNERS.paid);
    renderAt(`/Exam/${segment}`);
    // The segment is then a category name, which the API does not know: logged only.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[exam] could not load the exam list',
        expect.anything(),
      ),
    );
    expect(requested.some((url) => /\/(topics|exams)\/\d+$/.test(url))).toBe(false);
    expect(screen.getByText('Chose Exam or Topic Firts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('a learner who paid for no PMP course is told why a topic is locked, with a link to the PMP checkout', async () => {
    await loginAs(DEMO_LEARNERS.unpaid);
    const [topic] = await pmpTopics();
    const pmp = await courseOfCategory('PMP');
    renderAt(`/Exam/T${topic!.id}`);

    const panel = await screen.findByRole('region', { name: 'This topic comes with a PMP course' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'You have not bought a PMP course yet, so its topics and exams are locked.',
    );
    expect(within(panel).getByRole('link', { name: `Enroll in ${pmp.name}` })).toHaveAttribute(
      'href',
      `/Checkout/${pmp.id}`,
    );
    // The refusal is still logged (docs/specification.md §8), and nothing offers to start.
    expect(consoleError).toHaveBeenCalledWith(
      `[exam] could not load PMP/topic/${topic!.id}`,
      expect.objectContaining({ status: 403 }),
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    // The course list the hub had already loaded is reused.
    expect(requested.filter((url) => url === '/courses/')).toHaveLength(1);
  });

  it("a topic whose questions an exam-mode attempt in progress holds shows the API's reason, and no key", async () => {
    await newPmpLearner('held');
    const [topic] = await pmpTopics();
    const { data: attempt } = await apiClient.post<{ id: number; title: string }>('/attempts/', {
      topic: topic!.id,
      mode: 'exam',
    });
    try {
      renderAt(`/Exam/T${topic!.id}`);
      expect(
        await screen.findByText(
          `Your exam-mode attempt "${attempt.title}" is in progress and has these questions: submit it before seeing their answers.`,
        ),
      ).toHaveAttribute('role', 'alert');
      expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(
        `[exam] could not load PMP/topic/${topic!.id}`,
        expect.objectContaining({ status: 409 }),
      );
    } finally {
      await apiClient.post(`/attempts/${attempt.id}/submit/`);
    }
  });

  it('names the courses of another category when the learner chooses one of its exams and has paid only for PMP', async () => {
    const user = userEvent.setup();
    await loginAs(DEMO_LEARNERS.paid);
    const acp = await courseOfCategory('PMI-ACP');
    renderAt('/Exam/PMI-ACP');
    await user.click(await screen.findByRole('link', { name: 'PMI-ACP Practice Exam 1' }));

    const panel = await screen.findByRole('region', {
      name: 'This exam comes with a PMI-ACP course',
    });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'You have not bought a PMI-ACP course yet, so its exams are locked.',
    );
    expect(within(panel).getByText('Buy the course to unlock them:')).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Enroll in ${acp.name}`, `/Checkout/${acp.id}`],
    ]);

    // Following it leaves the hub for the checkout.
    await user.click(links[0]!);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      `/Checkout/${acp.id}`,
    );
  });

  it('opens a topic from its address alone, under PMP', async () => {
    await loginAs(DEMO_LEARNERS.paid);
    const [topic] = await pmpTopics();
    renderAt(`/Exam/T${topic!.id}`);
    expect(await screen.findByText('4 Questions · Time: 5 minutes')).toBeInTheDocument();
    expect(requested).toContain(`/PMP/topics/${topic!.id}`);
    expect(screen.getByRole('link', { name: topic!.name })).toHaveAttribute('aria-current', 'page');
  });
});
