import { setLanguage, useAuthStore, type Exam } from '@academy/shared';
import { DEMO_LEARNERS, loginAs, useRealApi, watchApiTraffic } from '@academy/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { noType, pmpQuestionSet, renderPlayer } from '../../testing/render-player';
import { displayQuestionText } from './question-text';

// The player on the demo PMP topics from the real API; translations come from its translation
// memory (an unknown text answers 503 there: no machine translation service is configured).
let integration: Exam;
let schedule: Exam;

beforeAll(async () => {
  useRealApi();
  await loginAs(DEMO_LEARNERS.paid);
  integration = await pmpQuestionSet('topic', 'Integration Management');
  schedule = await pmpQuestionSet('topic', 'Scope and Schedule');
});
afterAll(() => useAuthStore.getState().logout());
afterEach(() => window.sessionStorage.clear());

const question = (name: string) => screen.findByRole('heading', { level: 3, name });

describe('ExamPlayer', () => {
  it('shows one question at a time without its #NN. prefix, OC as radios, MC as checkboxes', async () => {
    const user = userEvent.setup();
    renderPlayer(integration);
    expect(
      await question('Which document formally authorizes the existence of a project?'),
    ).toHaveFocus();
    expect(screen.getByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Choose one answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByText(/#01\./)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await question('Which items are inputs to closing a project or phase? (Choose two.)'),
    ).toHaveFocus();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Choose every correct answer.')).toBeInTheDocument();
  });

  it('translates the question and all its answers in parallel, Arabic under the English', async () => {
    // Texts no other test shows: translations are asked once per page.
    const shorten = schedule.questions[1]!;
    const translations = watchApiTraffic();
    const { events } = translations;
    try {
      renderPlayer({ ...schedule, questions: [shorten] });
      const arabic = await screen.findByText(
        'ما الأساليب التي تختصر الجدول الزمني دون تغيير النطاق؟ (اختر اثنين)',
      );
      expect(arabic).toHaveAttribute('lang', 'ar');
      expect(arabic).toHaveAttribute('dir', 'rtl');
      expect(screen.getByRole('checkbox', { name: /^Crashing/ })).toHaveAccessibleName(
        'Crashing Arabic translation: الضغط بإضافة الموارد',
      );
      const texts = [displayQuestionText(shorten.text), ...shorten.answers.map((a) => a.text)];
      // Every text is asked for before the first answer arrives.
      expect(events.slice(0, texts.length)).toEqual(texts.map((text) => `ask /translate/${text}`));
      expect(events.filter((event) => event.startsWith('answer'))).toHaveLength(texts.length);
    } finally {
      translations.stop();
    }
  });

  it('keeps the original text when a translation fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const unknown: Exam = {
        id: 99,
        name: 'Unseen',
        questions: [
          {
            ...integration.questions[0]!,
            id: 990,
            text: '#01. A question the translation memory has never seen',
            answers: [
              { ...noType, id: 991, text: 'Project charter', img: null, is_correct: true },
              {
                ...noType,
                id: 992,
                text: 'An answer nobody translated',
                img: null,
                is_correct: false,
              },
            ],
          },
        ],
      };
      renderPlayer(unknown);
      await screen.findByText('ميثاق المشروع');
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
      expect(
        screen.getByRole('heading', { name: 'A question the translation memory has never seen' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'An answer nobody translated' })).toBeVisible();
      expect(document.querySelectorAll('[lang="ar"]')).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('shows question and answer images with their text', async () => {
    const withAnswerImage: Exam = {
      ...schedule,
      questions: [
        {
          ...schedule.questions[0]!,
          answers: schedule.questions[0]!.answers.map((answer, index) =>
            index === 0 ? { ...answer, img: '/api/media/public/images/answer.svg' } : answer,
          ),
        },
      ],
    };
    renderPlayer(withAnswerImage);
    await question('Look at the network diagram. What is the duration of the critical path?');
    expect(screen.getByRole('img', { name: 'Figure for question 1' })).toHaveAttribute(
      'src',
      schedule.questions[0]!.img,
    );
    expect(screen.getByRole('img', { name: 'Figure for the answer: 7 days' })).toHaveAttribute(
      'src',
      '/api/media/public/images/answer.svg',
    );
  });

  it('keeps each answer in session storage under the question text, and shows it again on Back', async () => {
    const user = userEvent.setup();
    renderPlayer(integration);
    await user.click(await screen.findByRole('radio', { name: /Project charter/ }));
    expect(
      window.sessionStorage.getItem(
        '#01. Which document formally authorizes the existence of a project?',
      ),
    ).toBe('"Project charter"');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /Accepted deliverables/ }));
    await user.click(screen.getByRole('checkbox', { name: /Team charter/ }));
    await user.click(screen.getByRole('checkbox', { name: /Team charter/ }));
    expect(
      JSON.parse(
        window.sessionStorage.getItem(
          '#03. Which items are inputs to closing a project or phase? (Choose two.)',
        )!,
      ),
    ).toEqual(['Accepted deliverables']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: /Project charter/ })).toBeChecked();
  });

  it("'See Answer' marks the answers and explains in a dialog; moving on hides it", async () => {
    const user = userEvent.setup();
    renderPlayer(integration);
    await user.click(await screen.findByRole('radio', { name: /Business case/ }));
    const seeAnswer = screen.getByRole('button', { name: 'See Answer' });
    await user.click(seeAnswer);

    const dialog = screen.getByRole('dialog', { name: 'Explanation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(integration.questions[0]!.explanation);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    const item = (name: RegExp) => screen.getByRole('radio', { name }).closest('li')!;
    expect(item(/Project charter/)).toHaveClass('is-correct');
    expect(item(/Project charter/)).toHaveTextContent('(correct answer)');
    expect(item(/Business case/)).toHaveClass('is-wrong', 'is-chosen');
    expect(item(/Stakeholder register/)).toHaveClass('is-wrong');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seeAnswer).toHaveFocus();
    expect(item(/Project charter/)).toHaveClass('is-correct');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await question(
      'A sponsor asks for a new feature in the middle of execution. What should the project manager do first?',
    );
    expect(document.querySelector('.is-correct, .is-wrong')).toBeNull();
    expect(screen.queryByText('(correct answer)')).not.toBeInTheDocument();
  });

  it("'See Answer' explains in the learner's language: Arabic where written, else the English", async () => {
    const user = userEvent.setup();
    const exam = await pmpQuestionSet('exam', 'PMP Practice Exam 1');
    const first = exam.questions[0]!;
    expect(first.explanation_ar).toBeTruthy();
    await act(() => setLanguage('ar'));
    try {
      const { unmount } = renderPlayer(exam);
      await question(displayQuestionText(first.text));
      await user.click(screen.getByRole('button', { name: 'اعرض الإجابة' }));
      const dialog = screen.getByRole('dialog', { name: 'الشرح' });
      expect(dialog).toHaveAccessibleDescription(first.explanation_ar!);
      expect(dialog).not.toHaveTextContent(first.explanation);
      unmount();

      // None written in Arabic: the English, in its own direction.
      renderPlayer({ ...exam, questions: [{ ...first, explanation_ar: null }] });
      await question(displayQuestionText(first.text));
      await user.click(screen.getByRole('button', { name: 'اعرض الإجابة' }));
      const dialogEn = screen.getByRole('dialog', { name: 'الشرح' });
      expect(dialogEn).toHaveAccessibleDescription(first.explanation);
      expect(within(dialogEn).getByText(first.explanation)).toHaveAttribute('dir', 'auto');
    } finally {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    }
  });

  it("asks 'Are You Sure for Submiting !!!' on Result; Yes grades and opens the results", async () => {
    const user = userEvent.setup();
    renderPlayer(integration);
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Project charter/ })); // correct
    await next();
    await user.click(await screen.findByRole('radio', { name: /Escalate/ })); // wrong
    await next();
    await user.click(await screen.findByRole('checkbox', { name: /Accepted deliverables/ }));
    await user.click(screen.getByRole('checkbox', { name: /Project management plan/ })); // correct
    await next();
    // The last question: Result instead of Next; left unanswered.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Result' }));

    let confirm = screen.getByRole('alertdialog', { name: 'Are You Sure for Submiting !!!' });
    expect(within(confirm).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('results')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Result' }));
    confirm = screen.getByRole('alertdialog', { name: 'Are You Sure for Submiting !!!' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Your Answers' })).toBeInTheDocument();
    const rows = JSON.parse(window.sessionStorage.getItem('results')!) as {
      is_correct: string;
      user_answer: unknown;
    }[];
    expect(rows.map((row) => row.is_correct)).toEqual([
      'Correct',
      'not Correct',
      'Correct',
      'not Correct',
    ]);
    expect(rows[2]!.user_answer).toEqual(['Accepted deliverables', 'Project management plan']);
    expect(rows[3]!.user_answer).toBe('');
    // 2 of 4: 50 %, below target.
    expect(screen.getByRole('img', { name: 'Score band: Below Target' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 correct (50%)')).toBeInTheDocument();
  });
});

describe('the timer in the player', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it("warns at 0 and shows 'Time's up!', and the exam goes on", async () => {
    // The translations are asked again (each test has its own cache); the timer does not wait.
    await act(async () => {
      renderPlayer(integration);
    });
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('05:00');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('04:00');
    act(() => jest.advanceTimersByTime(240_000));
    expect(timer).toHaveTextContent("Time's up!");
    expect(await screen.findByText('OOOPS / Time is Up , but you can resume')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByText('Question 2 of 4')).toBeInTheDocument();
    await act(async () => screen.getByRole('radio', { name: /Assess the impact/ }).click());
    expect(screen.getByRole('radio', { name: /Assess the impact/ })).toBeChecked();
  });
});
