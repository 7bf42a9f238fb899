import { apiClient, formattersFor, useAuthStore } from '@academy/shared';
import { useRealApi, silenceConsoleError } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoExamId, newPmpLearner, startAttempt, submittedAttempt } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';

/** An attempt's moment as the page writes it in English: '1 Nov 2026, 09:00'. */
const formatWhen = (iso: string) => formattersFor('en').dateTime(iso);

// /Exam/history against the real API, for learners of the test's own: every attempt, newest
// first, a page at a time; the score trend of each exam; Review and Resume.
jest.setTimeout(60_000);
let examId: number;
silenceConsoleError();

beforeAll(() => {
  useRealApi();
});
afterAll(() => useAuthStore.getState().logout());

const address = () => screen.getByRole('status', { name: 'address' });

test('every attempt with its date, mode, title, score and band, or Resume; the trend of the exam; Review opens the answers', async () => {
  const user = userEvent.setup();
  await newPmpLearner('history');
  examId = await demoExamId();
  const first = await submittedAttempt(examId, ['right', 'wrong', 'skip', 'skip']);
  const second = await submittedAttempt(examId, ['right', 'right', 'right', 'right']);
  // Of a topic: an exam-mode attempt of the exam would hold its questions, and their reviews.
  const topic = (await apiClient.get<{ id: number; name: string }[]>('/PMP/topics')).data[0]!;
  const running = await startAttempt({ topic: topic.id }, 'exam');
  renderExamAt('/Exam/history');

  expect(await screen.findByRole('heading', { level: 1, name: 'Your attempts' })).toBeVisible();
  const items = within(await screen.findByRole('list', { name: 'Every attempt' })).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => item.textContent)).toEqual([
    `${topic.name}${formatWhen(running.started_at)} · Exam modeIn progress: 0 of ${running.questions.length} answeredResume`,
    `PMP Practice Exam 1${formatWhen(second.submitted_at!)} · Practice mode4 of 4 correct (100%) · Above TargetReview`,
    `PMP Practice Exam 1${formatWhen(first.submitted_at!)} · Practice mode1 of 4 correct (25%) · Need ImprovementReview`,
  ]);
  expect(within(items[0]!).getByRole('link', { name: `Resume ${topic.name}` })).toHaveAttribute(
    'href',
    `/Exam/attempt/${running.id}`,
  );

  // The exam's trend: two submitted attempts, in text.
  const trend = await within(
    screen.getByRole('region', { name: 'Your score over time' }),
  ).findByRole('figure', { name: 'PMP Practice Exam 1' });
  expect(trend).toHaveAccessibleDescription('2 attempts, from 25% to 100% (Above Target).');

  await user.click(
    within(items[2]!).getByRole('link', {
      name: `Review PMP Practice Exam 1 of ${formatWhen(first.submitted_at!)}`,
    }),
  );
  await waitFor(() => expect(address()).toHaveTextContent(`/Exam/attempt/${first.id}/result`));
  const review = await screen.findByRole('region', { name: 'Answer by answer' });
  const answers = await within(review).findAllByRole('listitem');
  // The verdict leads each question's line (its domain and task follow when it carries them).
  const verdicts = answers.map(
    (item) =>
      within(item)
        .getByText(/^(Correct|Wrong)( ·|$)/, { selector: 'p' })
        .textContent?.split(' ')[0],
  );
  expect(verdicts).toEqual(['Correct', 'Wrong', 'Wrong', 'Wrong']);
});

test('a long history pages by 25; the page is in the address', async () => {
  const user = userEvent.setup();
  await newPmpLearner('pages');
  examId = await demoExamId();
  const oldest = await startAttempt({ exam: examId }, 'practice');
  // Submitted as they go: a learner has at most MAX_OPEN_ATTEMPTS in progress.
  for (let index = 0; index < 25; index += 1) {
    const more = await startAttempt({ exam: examId }, 'practice');
    await apiClient.post(`/attempts/${more.id}/submit/`);
  }
  renderExamAt('/Exam/history');

  const region = await screen.findByRole('region', { name: 'Every attempt' });
  const attempts = () => within(within(region).getByRole('list', { name: 'Every attempt' }));
  await waitFor(() => expect(attempts().getAllByRole('listitem')).toHaveLength(25));
  const pages = within(region).getByRole('navigation', { name: 'Pages of your attempts' });
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/Exam\/history\?page=2$/));
  await waitFor(() => expect(attempts().getAllByRole('listitem')).toHaveLength(1));
  expect(attempts().getByRole('link', { name: 'Resume PMP Practice Exam 1' })).toHaveAttribute(
    'href',
    `/Exam/attempt/${oldest.id}`,
  );
  expect(
    within(pages).getByRole('button', { name: 'Page 2 is your current page' }),
  ).toHaveAttribute('aria-current', 'page');
  // The 25 submitted make the exam's trend.
  expect(
    await within(screen.getByRole('region', { name: 'Your score over time' })).findByRole(
      'figure',
      { name: 'PMP Practice Exam 1' },
    ),
  ).toBeVisible();
});

test('a learner with no attempt is told where to start', async () => {
  await newPmpLearner('empty');
  renderExamAt('/Exam/history');
  expect(await screen.findByText('No attempt yet: start one from the exams.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the exams' })).toHaveAttribute('href', '/Exam');
});
