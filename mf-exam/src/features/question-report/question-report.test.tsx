import type { AdminQuestionReport, Attempt, Page } from '@academy/contract';
import {
  apiClient,
  Route,
  Routes,
  useAuthStore,
  type Exam,
  type ExamSummary,
} from '@academy/shared';
import {
  DEMO_LEARNERS,
  DEMO_STAFF,
  FreshQueryClient,
  loginAs,
  MemoryRouter,
  useRealApi,
} from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';

import { fetchQuestionSet } from '../hub/api';
import ExamPlayer from '../player/ExamPlayer';
import { renderExamAt } from '../../testing/render-exam';
import { ReportQuestion } from './ReportQuestion';

// "Report this question" against the real API: the learner's report is stored (staff read it back
// from the back-office API), the API's refusals are shown, and both players carry the button.

jest.setTimeout(30_000);

const OPEN = 'Report this question';
const FIELD = 'What is wrong with this question?';
const SENT = 'Thank you: your report was sent to the academy.';
let exam: Exam;

beforeAll(async () => {
  useRealApi();
  await loginAs(DEMO_LEARNERS.paid);
  const { data: exams } = await apiClient.get<ExamSummary[]>('/PMP/exams');
  exam = await fetchQuestionSet('PMP', { kind: 'exam', id: exams[0]!.id });
});
beforeEach(async () => {
  useRealApi();
  await loginAs(DEMO_LEARNERS.paid);
});
afterAll(() => useAuthStore.getState().logout());

const unique = (text: string) =>
  `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The reports stored with this comment, as staff read them (then the learner is back). */
async function storedReports(comment: string): Promise<AdminQuestionReport[]> {
  const learnerToken = useAuthStore.getState().token;
  await loginAs(DEMO_STAFF.staff);
  try {
    const { data } = await apiClient.get<Page<AdminQuestionReport>>('/admin/question-reports/', {
      params: { search: comment },
    });
    return data.results;
  } finally {
    if (learnerToken) useAuthStore.getState().login(learnerToken);
  }
}

async function seriousAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

test('a labelled comment in a dialog, checked by the API’s rules; sent, said in a live region', async () => {
  const user = userEvent.setup();
  const question = exam.questions[0]!;
  render(<ReportQuestion questionId={question.id} />);
  const opener = screen.getByRole('button', { name: OPEN });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Report this question' });
  const field = within(dialog).getByLabelText(FIELD);
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription('Up to 1000 characters.');
  expect(await seriousAxeViolations()).toEqual([]);

  const posted = jest.spyOn(apiClient, 'post');
  await user.type(field, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
  expect(await within(dialog).findByText('This field may not be blank.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Up to 1000 characters. This field may not be blank.');
  expect(field).toHaveFocus();

  await user.clear(field);
  field.focus();
  await user.paste('x'.repeat(1001));
  await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
  expect(
    await within(dialog).findByText('Ensure this field has no more than 1000 characters.'),
  ).toBeInTheDocument();
  expect(posted).not.toHaveBeenCalled();
  posted.mockRestore();

  const comment = unique('I think the key is wrong: the charter authorizes the project.');
  await user.clear(field);
  await user.type(field, `  ${comment}  `);
  await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent(SENT);
  expect(opener).toHaveFocus();
  const [stored] = await storedReports(comment);
  expect(stored).toMatchObject({
    comment,
    status: 'open',
    question: { id: question.id },
    user: { email: DEMO_LEARNERS.paid.email },
  });

  // A second report starts afresh (the message of the first goes).
  await user.click(opener);
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(within(screen.getByRole('dialog')).getByLabelText(FIELD)).toHaveValue('');
});

test('Escape and Cancel close it without sending; the focus goes back to the button', async () => {
  const user = userEvent.setup();
  const posted = jest.spyOn(apiClient, 'post');
  render(<ReportQuestion questionId={exam.questions[0]!.id} />);
  const opener = screen.getByRole('button', { name: OPEN });
  await user.click(opener);
  await user.type(screen.getByLabelText(FIELD), 'Not sure after all');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('');
  posted.mockRestore();
});

test('a comment the API refuses gets the API’s message on the field', async () => {
  const user = userEvent.setup();
  render(<ReportQuestion questionId={exam.questions[0]!.id} />);
  await user.click(screen.getByRole('button', { name: OPEN }));
  const field = screen.getByLabelText(FIELD);
  field.focus();
  // yup lets a null character through; the API refuses it for the field.
  await user.paste('Typo\u0000here');
  await user.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByText('Null characters are not allowed.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('the API’s refusal is shown in the dialog (a learner without the category)', async () => {
  await loginAs(DEMO_LEARNERS.unpaid);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<ReportQuestion questionId={exam.questions[0]!.id} />);
  await user.click(screen.getByRole('button', { name: OPEN }));
  await user.type(screen.getByLabelText(FIELD), 'Typo in the second answer');
  await user.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have not paid for a course of the PMP category.',
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(consoleError).toHaveBeenCalledWith(
    '[exam] could not send the question report',
    expect.anything(),
  );
  consoleError.mockRestore();
});

test('the practice player reports the question on screen', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/Exam/E1']}>
      <Routes>
        <Route path="/Exam/:examId" element={<ExamPlayer exam={exam} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const comment = unique('Practice: the second question reads oddly.');
  await user.click(screen.getByRole('button', { name: OPEN }));
  await user.type(screen.getByLabelText(FIELD), comment);
  await user.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect((await storedReports(comment))[0]?.question.id).toBe(exam.questions[1]!.id);
  window.sessionStorage.clear();
});

test('the exam-mode player reports the question of the attempt', async () => {
  const user = userEvent.setup();
  const { data: attempt } = await apiClient.post<Attempt>('/attempts/', {
    exam: exam.id,
    mode: 'exam',
  });
  renderExamAt(`/Exam/attempt/${attempt.id}?q=1`);
  const comment = unique('Exam mode: two answers fit.');
  await user.click(await screen.findByRole('button', { name: OPEN }));
  await user.type(screen.getByLabelText(FIELD), comment);
  await user.click(screen.getByRole('button', { name: 'Send the report' }));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  expect((await storedReports(comment))[0]?.question.id).toBe(attempt.questions[0]!.id);
  // Submitted: running, it would hold the exam's questions from the demo learner's practice.
  await apiClient.post(`/attempts/${attempt.id}/submit/`);
});
