import { useAuthStore, type Exam } from '@academy/shared';
import { DEMO_LEARNERS, loginAs, recordApiPaths, useRealApi } from '@academy/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { dataTransfer } from '../../testing/data-transfer';
import { renderExamAt } from '../../testing/render-exam';
import { newPmpLearner, startAttempt } from '../../testing/learners';
import { noType, pmpQuestionSet, renderPlayer } from '../../testing/render-player';
import { displayQuestionText } from '../player/question-text';
import { BILINGUAL_STORAGE_KEY, useBilingual } from './bilingual-store';

// The practice player on the demo PMP topic from the real API (its translation memory answers the
// demo texts); the bilingual switch turns the Arabic under the English into two columns.
let integration: Exam;
/** 'PMP Practice Exam 3': one question of each type; its MATCH and HOTSPOT rows have no text_ar. */
let everyType: Exam;

beforeAll(async () => {
  useRealApi();
  await loginAs(DEMO_LEARNERS.paid);
  integration = await pmpQuestionSet('topic', 'Integration Management');
  everyType = await pmpQuestionSet('exam', 'PMP Practice Exam 3');
});
afterAll(() => useAuthStore.getState().logout());
const requested = recordApiPaths();
afterEach(() => {
  useBilingual.getState().set(false);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('the switch shows the question and its options in English and Arabic side by side, and is remembered', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPlayer({ ...integration, questions: [integration.questions[0]!] });
  const toggle = screen.getByRole('switch', { name: 'English and Arabic side by side' });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  expect(window.localStorage.getItem(BILINGUAL_STORAGE_KEY)).toBe('on');

  const heading = screen.getByRole('heading', { level: 3 });
  const arabic = await within(heading).findByText(
    (_, element) => element?.getAttribute('lang') === 'ar',
  );
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(
    within(heading).getByText((_, element) => element?.getAttribute('lang') === 'en'),
  ).toHaveAttribute('dir', 'ltr');
  expect(heading.closest('fieldset')).toHaveClass('is-bilingual');
  // Each option stays one control whose name carries both languages.
  const [first] = screen.getAllByRole('radio');
  expect(first!.closest('label')!.querySelector('[lang="ar"][dir="rtl"]')).not.toBeNull();

  unmount();
  renderPlayer({ ...integration, questions: [integration.questions[0]!] });
  expect(screen.getByRole('switch', { name: 'English and Arabic side by side' })).toBeChecked();
});

test('Arabic the academy wrote comes first: no translation is asked for it', async () => {
  useBilingual.getState().set(true);
  const written: Exam = {
    ...integration,
    questions: [
      {
        ...integration.questions[0]!,
        id: 995,
        text: '#01. A question only the academy translated',
        text_ar: 'سؤال ترجمته الأكاديمية',
        answers: [
          {
            ...noType,
            id: 996,
            text: 'Its first answer',
            text_ar: 'إجابته الأولى',
            img: null,
            is_correct: true,
          },
          { ...noType, id: 997, text: 'Project charter', img: null, is_correct: false },
        ],
      } as Exam['questions'][number],
    ],
  };
  renderPlayer(written);
  expect(await screen.findByText('سؤال ترجمته الأكاديمية')).toHaveAttribute('lang', 'ar');
  expect(screen.getByText('إجابته الأولى')).toHaveAttribute('dir', 'rtl');
  // The option without a written Arabic gets the translation service's.
  expect(await screen.findByText('ميثاق المشروع')).toHaveAttribute('lang', 'ar');
  expect(requested.filter((url) => url.startsWith('/translate/'))).toEqual([
    '/translate/Project charter',
  ]);
});

// MATCH and HOTSPOT side by side. The demo content has no Arabic of its own for these rows: the
// test API's translation memory (api/content/demo/translations.json) answers each of them.
const ofType = (exam: Exam, type: string) =>
  exam.questions.find((question) => question.question_type === type)!;
const translated = () =>
  requested.filter((url) => url.startsWith('/translate/')).map((url) => url.slice(11));
const arabicIn = (element: HTMLElement) =>
  within(element).getByText((_, node) => node?.getAttribute('lang') === 'ar');

const ITEM = 'Collaborate / problem solve';
const ITEM_AR = 'التعاون / حل المشكلة';
const ITS_ANSWER = 'An important design choice, with time to find an answer both leads accept';
const ITS_ANSWER_AR = 'قرار تصميم مهم، مع وقت كافٍ لإيجاد حل يقبله القائدان';
const SECOND = 'Force / direct';
const SECOND_ANSWER = 'A safety issue on site that needs a decision in the next few minutes';
const SECOND_ANSWER_AR = 'مشكلة سلامة في الموقع تحتاج إلى قرار خلال الدقائق القليلة القادمة';

test('MATCH side by side: every item and answer in English and Arabic, one control each; select then place and drag and drop still pair them', async () => {
  const user = userEvent.setup();
  useBilingual.getState().set(true);
  const match = ofType(everyType, 'MATCH');
  expect(match.answers.filter((row) => row.text_ar)).toEqual([]);
  renderPlayer({ ...everyType, questions: [match] });

  // The item's name: its English first, then its Arabic (no label word between).
  const item = await screen.findByRole('button', { name: `${ITEM} ${ITEM_AR}` });
  expect(within(item).getByText(ITEM)).toHaveAttribute('lang', 'en');
  expect(arabicIn(item)).toHaveTextContent(ITEM_AR);
  expect(arabicIn(item)).toHaveAttribute('dir', 'rtl');
  const pool = () => within(screen.getByRole('list', { name: 'Answers' }));
  for (const right of match.answers.filter((row) => row.side === 'right')) {
    const chip = pool().getByRole('button', { name: new RegExp(`^${right.text} \\S`) });
    expect(arabicIn(chip)).toHaveAttribute('dir', 'rtl');
  }
  // Every row's Arabic asked of the service (nothing written), each once, with the question's.
  expect(translated().sort()).toEqual(
    [displayQuestionText(match.text), ...match.answers.map((row) => row.text)].sort(),
  );

  // Select then place, as a keyboard does; the live region and the item's description stay
  // English (the Arabic is on the screen, not said twice).
  item.focus();
  await user.keyboard('{Enter}');
  await user.click(pool().getByRole('button', { name: `${ITS_ANSWER} ${ITS_ANSWER_AR}` }));
  const paired = screen.getByRole('button', { name: `${ITEM} ${ITEM_AR}` });
  expect(paired).toHaveFocus();
  expect(paired).toHaveAccessibleDescription(`Matched: ${ITS_ANSWER}`);
  expect(document.querySelector('.qt-match__status')).toHaveTextContent(
    `Matched ${ITEM} with ${ITS_ANSWER}.`,
  );
  const placed = paired.closest('li')!.querySelector<HTMLElement>('.qt-match__chip.is-placed')!;
  expect(arabicIn(placed)).toHaveTextContent(ITS_ANSWER_AR);
  expect(pool().queryByRole('button', { name: new RegExp(`^${ITS_ANSWER}`) })).toBeNull();

  // Drag and drop: an answer from the pool onto an item.
  const chip = pool().getByRole('button', { name: `${SECOND_ANSWER} ${SECOND_ANSWER_AR}` });
  const target = screen.getByRole('button', { name: new RegExp(`^${SECOND} `) }).closest('li')!;
  const transfer = dataTransfer();
  fireEvent.dragStart(chip, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
  expect(
    arabicIn(target.querySelector<HTMLElement>('.qt-match__chip.is-placed')!),
  ).toHaveTextContent(SECOND_ANSWER_AR);
  expect(document.querySelector('.qt-match__status')).toHaveTextContent(
    `Matched ${SECOND} with ${SECOND_ANSWER}.`,
  );

  // See Answer: each correct match in both languages too.
  await user.click(screen.getByRole('button', { name: 'See Answer' }));
  const correct = screen.getByText(`Correct match: ${ITS_ANSWER}`, { exact: false });
  expect(arabicIn(correct)).toHaveTextContent(ITS_ANSWER_AR);
});

test('HOTSPOT side by side: each region named in English then Arabic, the arrows still cycle, the choice written in both', async () => {
  const user = userEvent.setup();
  useBilingual.getState().set(true);
  const hotspot = ofType(everyType, 'HOTSPOT');
  expect(hotspot.answers.filter((row) => row.text_ar)).toEqual([]);
  renderPlayer({ ...everyType, questions: [hotspot] });

  const first = await screen.findByRole('radio', {
    name: 'Quadrant A: high power, low interest الربع A: نفوذ عالٍ، اهتمام منخفض',
  });
  expect(arabicIn(first)).toHaveAttribute('dir', 'rtl');
  expect(screen.getAllByRole('radio')).toHaveLength(4);
  expect(translated().sort()).toEqual(
    [displayQuestionText(hotspot.text), ...hotspot.answers.map((row) => row.text)].sort(),
  );

  // The arrows move between the regions (and round), Space picks the one in focus.
  await user.click(first);
  await user.keyboard('{ArrowLeft}');
  expect(
    screen.getByRole('radio', { name: /^Quadrant D: low power, high interest الربع D/ }),
  ).toHaveFocus();
  await user.keyboard('{Home}{ArrowRight} ');
  const picked = screen.getByRole('radio', {
    name: 'Quadrant B: high power, high interest الربع B: نفوذ عالٍ، اهتمام عالٍ',
    checked: true,
  });
  expect(picked).toHaveFocus();
  const choice = screen.getByText('Your choice: Quadrant B: high power, high interest', {
    exact: false,
  });
  expect(arabicIn(choice)).toHaveTextContent('الربع B: نفوذ عالٍ، اهتمام عالٍ');
  expect(arabicIn(choice)).toHaveAttribute('dir', 'rtl');
});

test('written Arabic of MATCH and HOTSPOT rows comes first: the service is asked only for the rest', async () => {
  useBilingual.getState().set(true);
  const match = ofType(everyType, 'MATCH');
  const hotspot = ofType(everyType, 'HOTSPOT');
  const writtenMatch = {
    ...match,
    answers: match.answers.map((row) =>
      row.text === ITEM ? { ...row, text_ar: 'التعاون (كما كتبته الأكاديمية)' } : row,
    ),
  };
  const writtenHotspot = {
    ...hotspot,
    answers: hotspot.answers.map((row) =>
      row.is_correct ? { ...row, text_ar: 'الربع B (كما كتبته الأكاديمية)' } : row,
    ),
  };
  const { unmount } = renderPlayer({ ...everyType, questions: [writtenMatch] });
  expect(
    await screen.findByRole('button', { name: `${ITEM} التعاون (كما كتبته الأكاديمية)` }),
  ).toBeInTheDocument();
  expect(translated()).not.toContain(ITEM);
  expect(translated()).toContain(ITS_ANSWER);
  unmount();

  requested.length = 0;
  renderPlayer({ ...everyType, questions: [writtenHotspot] });
  expect(
    await screen.findByRole('radio', {
      name: 'Quadrant B: high power, high interest الربع B (كما كتبته الأكاديمية)',
    }),
  ).toBeInTheDocument();
  expect(translated()).not.toContain('Quadrant B: high power, high interest');
  expect(translated()).toContain('Quadrant A: high power, low interest');
});

test('without the switch, the practice player keeps MATCH and HOTSPOT rows in English and asks no translation of them', async () => {
  const match = ofType(everyType, 'MATCH');
  renderPlayer({ ...everyType, questions: [match] });
  // The spec's Arabic under the question is there…
  expect(
    await screen.findByText('طابِق كل أسلوب من أساليب حل النزاعات مع الموقف الذي يناسبه أكثر.'),
  ).toHaveAttribute('lang', 'ar');
  // …the rows stay as they were: named by their English alone.
  expect(screen.getByRole('button', { name: ITEM })).toBeInTheDocument();
  expect(document.querySelector('.qt-match [lang="ar"], .qt-match .exam-bilingual')).toBeNull();
  expect(translated()).toEqual([displayQuestionText(match.text)]);
});

test('exam mode: the attempt player shows MATCH and HOTSPOT side by side too', async () => {
  const user = userEvent.setup();
  await newPmpLearner('bilingual');
  const attempt = await startAttempt({ exam: everyType.id }, 'exam');
  const at = (type: string) =>
    attempt.questions.findIndex((question) => question.question_type === type) + 1;
  const { unmount } = renderExamAt(`/Exam/attempt/${attempt.id}?q=${at('MATCH')}`);
  await user.click(await screen.findByRole('switch', { name: 'English and Arabic side by side' }));
  const item = await screen.findByRole('button', { name: `${ITEM} ${ITEM_AR}` });
  expect(arabicIn(item)).toHaveAttribute('dir', 'rtl');
  unmount();

  renderExamAt(`/Exam/attempt/${attempt.id}?q=${at('HOTSPOT')}`);
  const region = await screen.findByRole('radio', {
    name: 'Quadrant C: low power, low interest الربع C: نفوذ منخفض، اهتمام منخفض',
  });
  await user.click(region);
  expect(
    arabicIn(
      screen.getByText('Your choice: Quadrant C: low power, low interest', { exact: false }),
    ),
  ).toHaveTextContent('الربع C: نفوذ منخفض، اهتمام منخفض');
});
