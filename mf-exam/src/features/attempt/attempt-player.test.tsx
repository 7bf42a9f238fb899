import type { Attempt } from '@academy/contract';
import { apiClient, setRuntimeConfig, useAuthStore, type ExamSummary } from '@academy/shared';
import {
  realApiUrl,
  unreachableOrigin,
  useRealApi,
  silenceConsoleError,
} from '@academy/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { newPmpLearner } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';
import { displayQuestionText } from '../player/question-text';

// Exam mode against the real API with its demo content: attempts are created, saved and submitted
// on the server, and read back from it. Only a network failure is made, at the edge: the API
// client is pointed at a port where nothing listens.
let examId: number;
silenceConsoleError();

beforeAll(async () => {
  useRealApi();
  // A learner of its own: the exam-mode attempts it leaves running hold the demo exam's questions,
  // which no other suite's demo learner could then practise (docs/design/exam-attempts.md#modes).
  await newPmpLearner('player');
  const { data } = await apiClient.get<ExamSummary[]>('/PMP/exams');
  examId = data.find((exam) => exam.name === 'PMP Practice Exam 1')!.id;
});
// And one per test: an exam-mode attempt a test leaves running holds the exam's questions from
// the next test's intro and review.
beforeEach(async () => {
  await newPmpLearner('player');
});
afterAll(() => useAuthStore.getState().logout());
afterEach(() => {
  useRealApi();
  window.localStorage.removeItem('ExamAttemptStrikes');
});

type Question = Attempt['questions'][number];

async function start(body: Record<string, unknown>): Promise<Attempt> {
  const { data } = await apiClient.post<Attempt>('/attempts/', { ...body, mode: 'exam' });
  return data;
}
async function read(id: number): Promise<Attempt> {
  return (await apiClient.get<Attempt>(`/attempts/${id}/`)).data;
}

const address = () => screen.getByRole('status', { name: 'address' });
const questionHeading = (attempt: Attempt, index: number) =>
  screen.findByRole('heading', {
    level: 2,
    name: displayQuestionText(attempt.questions[index]!.text),
  });

/**
 * Gives the question on screen a whole answer (not a partial one, which is incomplete), with the
 * control of its type.
 */
async function answerOnScreen(user: ReturnType<typeof userEvent.setup>, question: Question) {
  switch (question.question_type) {
    case 'MC': {
      for (const box of screen.getAllByRole('checkbox').slice(0, question.choose ?? 1)) {
        await user.click(box);
      }
      return;
    }
    case 'FILL':
      return user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'charter');
    case 'MATCH': {
      const side = (which: 'left' | 'right') =>
        question.answers.filter((answer) => answer.side === which);
      const rights = side('right');
      for (const [index, left] of side('left').entries()) {
        await user.click(screen.getByRole('button', { name: left.text }));
        await user.click(screen.getByRole('button', { name: rights[index]!.text }));
      }
      return;
    }
    default:
      // OC's options, HOTSPOT's regions.
      return user.click(screen.getAllByRole('radio')[0]!);
  }
}

describe('exam mode player', () => {
  it('an answer given before the address names the question keeps the learner on it', async () => {
    const attempt = await start({ exam: examId });
    const first = attempt.questions[0]!;
    renderExamAt(`/Exam/attempt/${attempt.id}`);
    await questionHeading(attempt, 0);
    // At once, as a quick tap can: before the player has written ?q=1 into the address. (First in
    // the file: with the player's chunk loaded just now, the heading shows before that write.)
    fireEvent.click(screen.getByRole('radio', { name: first.answers[2]!.text }));
    await waitFor(() => expect(address()).toHaveTextContent(`/Exam/attempt/${attempt.id}?q=1`));
    expect(
      screen.getByRole('heading', { level: 2, name: displayQuestionText(first.text) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: first.answers[2]!.text })).toBeChecked();
  });

  it('answers, flags and strikes; every change is saved on the server; a reload comes back to the same question', async () => {
    const user = userEvent.setup();
    const attempt = await start({ exam: examId });
    const first = attempt.questions[0]!;
    const { unmount } = renderExamAt(`/Exam/attempt/${attempt.id}`);

    const heading = await questionHeading(attempt, 0);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(`Question 1 of ${attempt.questions.length}`)).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(`/Exam/attempt/${attempt.id}?q=1`));
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    // No answer is marked before submit: exam mode carries none, and has no See Answer.
    expect(screen.queryByText('(correct answer)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See Answer' })).not.toBeInTheDocument();
    expect(attempt.questions.some((question) => 'explanation' in question)).toBe(false);

    const option = first.answers[1]!;
    await user.click(screen.getByRole('radio', { name: option.text }));
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    expect(screen.getByRole('button', { name: 'Flag for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const strike = screen.getByRole('button', { name: `Strike out: ${first.answers[0]!.text}` });
    await user.click(strike);
    expect(strike).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Question 1, answered, flagged' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await waitFor(async () => {
      const saved = await read(attempt.id);
      expect(saved.responses[first.id]).toBe(option.id);
      expect(saved.flags).toEqual([first.id]);
    });

    // Next moves the focus to the next question's heading and the address with it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await questionHeading(attempt, 1)).toHaveFocus());
    expect(address()).toHaveTextContent('?q=2');
    unmount();

    // "Reload": the same question, the answer, the flag and the strike are back.
    renderExamAt(`/Exam/attempt/${attempt.id}?q=1`);
    await questionHeading(attempt, 0);
    expect(screen.getByRole('radio', { name: option.text })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Flag for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('button', { name: `Strike out: ${first.answers[0]!.text}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Question 2, unanswered' })).toBeInTheDocument();
  });

  it('"Choose N" refuses an extra pick, and says so', async () => {
    const user = userEvent.setup();
    const attempt = await start({ exam: examId });
    const index = attempt.questions.findIndex((question) => question.question_type === 'MC');
    const question = attempt.questions[index]!;
    const choose = question.choose!;
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${index + 1}`);
    await questionHeading(attempt, index);
    expect(screen.getByText(`Choose ${choose} answers.`, { exact: false })).toBeInTheDocument();

    const boxes = question.answers.map((answer) =>
      screen.getByRole('checkbox', { name: answer.text }),
    );
    for (const box of boxes.slice(0, choose)) await user.click(box);
    await user.click(boxes[choose]!);
    expect(boxes[choose]).not.toBeChecked();
    expect(
      screen.getByText(`You have chosen ${choose} answers: clear one before choosing another.`),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await read(attempt.id)).responses[question.id]).toEqual(
        question.answers.slice(0, choose).map((answer) => answer.id),
      ),
    );
  });

  it('a save that gets no answer shows "Connection lost", keeps the change and lands once the API answers again', async () => {
    const user = userEvent.setup();
    const attempt = await start({ exam: examId });
    const first = attempt.questions[0]!;
    renderExamAt(`/Exam/attempt/${attempt.id}`);
    await questionHeading(attempt, 0);
    try {
      setRuntimeConfig({ apiBaseUrl: `${await unreachableOrigin()}/api` });
      await user.click(screen.getByRole('radio', { name: first.answers[2]!.text }));
      expect(
        await screen.findByText('Connection lost — your answers are being kept'),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: first.answers[2]!.text })).toBeChecked();
      // Changes made meanwhile are kept too (last write wins).
      await user.click(screen.getByRole('button', { name: 'Flag for review' }));

      setRuntimeConfig({ apiBaseUrl: `${realApiUrl()}/api` });
      await user.click(screen.getByRole('button', { name: 'Try again now' }));
      await waitFor(() =>
        expect(
          screen.queryByText('Connection lost — your answers are being kept'),
        ).not.toBeInTheDocument(),
      );
      const saved = await read(attempt.id);
      expect(saved.responses[first.id]).toBe(first.answers[2]!.id);
      expect(saved.flags).toEqual([first.id]);
    } finally {
      setRuntimeConfig({ apiBaseUrl: `${realApiUrl()}/api` });
    }
  });

  it('a 409 (submitted on another device) re-reads the attempt and opens the result', async () => {
    const user = userEvent.setup();
    const attempt = await start({ exam: examId });
    renderExamAt(`/Exam/attempt/${attempt.id}`);
    await questionHeading(attempt, 0);
    await apiClient.post(`/attempts/${attempt.id}/submit/`);
    await user.click(screen.getByRole('radio', { name: attempt.questions[0]!.answers[0]!.text }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your exam result' }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(`/Exam/attempt/${attempt.id}/result`);
  });

  it('the timer can be hidden and shown again', async () => {
    const user = userEvent.setup();
    const attempt = await start({ exam: examId });
    renderExamAt(`/Exam/attempt/${attempt.id}`);
    await questionHeading(attempt, 0);
    await user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Timer hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show timer' }));
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
  });

  it('full mock: review screen, end the section with the break, end the break; the left section is locked', async () => {
    const user = userEvent.setup();
    const attempt = await start({ mock: 'PMP' });
    const [s0] = attempt.sections;
    const lastOfFirst = attempt.questions.findIndex((q) => q.id === s0!.question_ids.at(-1));
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${lastOfFirst + 1}`);
    // The bank is smaller than the blueprint: the player says so.
    expect(await screen.findByText(/question bank is smaller than the blueprint/)).toBeVisible();
    await questionHeading(attempt, lastOfFirst);
    // The mock draws from every bank: the question may be of any type.
    await answerOnScreen(user, attempt.questions[lastOfFirst]!);
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    await user.click(screen.getByRole('button', { name: 'Review section' }));

    const review = await screen.findByRole('region', { name: 'Review section 1' });
    expect(within(review).getByRole('heading', { name: 'Review section 1' })).toHaveFocus();
    const count = s0!.question_ids.length;
    expect(
      within(review).getByText(`${count - 1} unanswered · 0 incomplete · 1 flagged`),
    ).toBeInTheDocument();
    // Any question is a click away.
    await user.click(within(review).getByRole('button', { name: 'Question 1, unanswered' }));
    await questionHeading(attempt, 0);
    await user.click(
      screen.getByRole('button', { name: `Question ${lastOfFirst + 1}, answered, flagged` }),
    );
    await user.click(screen.getByRole('button', { name: 'Review section' }));
    await user.click(await screen.findByRole('button', { name: 'End section 1' }));

    const confirm = screen.getByRole('alertdialog', { name: 'End section 1?' });
    await user.click(
      within(confirm).getByRole('button', { name: 'End section and take the 10-minute break' }),
    );
    expect(await screen.findByRole('heading', { name: 'Break' })).toHaveFocus();
    expect(screen.getByRole('timer', { name: 'Break time left' })).toHaveTextContent(
      /^(10:00|09:5\d)$/,
    );
    await user.click(screen.getByRole('button', { name: 'End break' }));

    await questionHeading(attempt, lastOfFirst + 1);
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('heading', { name: 'Section 2 of 3' })).toBeInTheDocument();
    expect(within(nav).getByText('Section 1: locked (finished)')).toBeInTheDocument();
    expect(within(nav).getByText('Section 3: not started yet')).toBeInTheDocument();
    const saved = await read(attempt.id);
    expect(saved.sections.map((section) => section.locked)).toEqual([true, false, false]);
    expect(saved.break).toBeNull();
  });

  it('submit from the last section with confirmation; the result shows the band and the answer-by-answer review', async () => {
    const user = userEvent.setup();
    const attempt = await start({ exam: examId });
    const first = attempt.questions[0]!;
    const last = attempt.questions.length;
    renderExamAt(`/Exam/attempt/${attempt.id}?q=${last}`);
    await questionHeading(attempt, last - 1);
    await user.click(screen.getByRole('button', { name: 'Question 1, unanswered' }));
    await user.click(screen.getByRole('radio', { name: first.answers[0]!.text }));
    await user.click(screen.getByRole('button', { name: `Question ${last}, unanswered` }));
    await user.click(screen.getByRole('button', { name: 'Review section' }));
    await user.click(await screen.findByRole('button', { name: 'Submit the exam' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Submit the exam?' });
    expect(confirm).toHaveTextContent(`${last - 1} questions are unanswered.`);
    await user.click(within(confirm).getByRole('button', { name: 'Submit the exam' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your exam result' }),
    ).toBeInTheDocument();
    const result = (await read(attempt.id)).result!;
    expect(screen.getByRole('img', { name: /^Score band: / })).toBeInTheDocument();
    expect(
      screen.getByText(`${result.correct} of ${result.total} correct`, { exact: false }),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('heading', { level: 3, name: /^Question \d+:/ });
    expect(items).toHaveLength(last);
    expect(items[0]).toHaveTextContent(displayQuestionText(first.text));
    expect(screen.getAllByText('Explanation').length).toBe(last);
  });
});

describe('the hub offers both modes', () => {
  it('lists the attempts in progress with Resume, and starts the full mock', async () => {
    const user = userEvent.setup();
    const running = await start({ exam: examId });
    renderExamAt('/Exam/PMP');
    const panel = await screen.findByRole('region', {
      name: 'Exam mode: full mock and exams in progress',
    });
    const resume = await within(panel).findAllByRole('link', { name: `Resume ${running.title}` });
    expect(resume.some((link) => link.getAttribute('href') === `/Exam/attempt/${running.id}`)).toBe(
      true,
    );
    await user.click(within(panel).getByRole('button', { name: 'Full mock exam (PMP)' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/Exam\/attempt\/\d+\?q=1$/));
    expect(await screen.findByRole('heading', { level: 1, name: /PMP full mock/ })).toBeVisible();
  });

  it("each exam's intro says which mode is which; exam mode starts an attempt", async () => {
    const user = userEvent.setup();
    renderExamAt(`/Exam/E${examId}`);
    await screen.findByText(/^\d+ Questions · Time: \d+ minutes$/);
    const intro = await screen.findByRole('region', { name: 'Before you start' });
    const practice = await within(intro).findByRole('region', { name: 'Practice mode' });
    expect(practice).toHaveTextContent('See Answer shows the correct answer');
    expect(within(practice).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    const exam = within(intro).getByRole('region', { name: 'Exam mode' });
    expect(exam).toHaveTextContent('no answers until the end');
    const button = within(exam).getByRole('button', { name: 'Start in exam mode' });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(address()).toHaveTextContent(/^\/Exam\/attempt\/\d+/));
    expect(
      await screen.findByRole('heading', { level: 1, name: /PMP Practice Exam 1/ }),
    ).toBeVisible();
  });
});
