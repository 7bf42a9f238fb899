import { useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminQuestion } from '@academy/contract';
import { logInAsStaff, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, rowOf, uniqueName } from '../../testing/table';
import { makeTopic, pmpLearner, takeTopic } from './test-kit';

// Question quality against the real API: eleven learners take a new PMP topic through the attempts
// API (exam and practice mode); one of its questions has a wrong key, which the weak follow and the
// strong do not. Staff read the statistics.
jest.setTimeout(90_000);

const TABLE = 'Question quality';
const FLAG = 'Negative discrimination — check the key';
let topicId: number;
let wrongKey: AdminQuestion;
let sound: AdminQuestion;

beforeAll(async () => {
  useRealApi();
  await logInAsStaff();
  const made = await makeTopic(uniqueName('Quality topic'), [
    {
      text: uniqueName('Who approves a change to the baseline?'),
      answers: [
        ['The project manager', true],
        ['The change control board', false],
      ],
    },
    {
      text: uniqueName('What is the float of a critical path activity?'),
      answers: [
        ['Zero', true],
        ['One day', false],
      ],
    },
  ]);
  topicId = made.topic.id;
  [wrongKey, sound] = made.questions as [AdminQuestion, AdminQuestion];
  // Six strong learners (sound question right, the truly right answer to the other), five weak.
  for (let i = 0; i < 11; i += 1) {
    const strong = i < 6;
    const learner = await pmpLearner('quality');
    await takeTopic(learner, topicId, i % 2 === 0 ? 'exam' : 'practice', [
      [wrongKey, strong ? 'The change control board' : 'The project manager'],
      [sound, strong ? 'Zero' : 'One day'],
    ]);
  }
});
afterAll(() => useAuthStore.getState().logout());

const openTopic = (more = '') =>
  renderAdminAt(`/Admin/question-quality?category=PMP&bank=topics:${topicId}${more}`);

test('the wrong key is flagged and comes first; numbers per question; sort; edit link', async () => {
  const user = userEvent.setup();
  openTopic();
  await waitFor(() => expect(firstColumn(TABLE)).toEqual([wrongKey.text, sound.text]));
  const flagged = rowOf(TABLE, wrongKey.text);
  const cells = within(flagged)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells.slice(1, 5)).toEqual([
    expect.stringContaining('Quality topic'),
    '11',
    '45.5%',
    'The change control boardchosen by 6 learners',
  ]);
  expect(within(flagged).getByText(FLAG)).toBeVisible();
  expect(within(flagged).getByText('D = -1.00')).toBeInTheDocument();
  expect(
    within(flagged).getByText('Right: 0 of the strongest 3, 3 of the weakest 3'),
  ).toBeInTheDocument();
  const soundRow = rowOf(TABLE, sound.text);
  expect(within(soundRow).queryByText(FLAG)).not.toBeInTheDocument();
  expect(within(soundRow).getByText('54.5%')).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);

  const sortByPercent = screen.getByRole('button', { name: /% correct/ });
  await user.click(sortByPercent);
  await waitFor(() => expect(firstColumn(TABLE)).toEqual([wrongKey.text, sound.text]));
  expect(sortByPercent.closest('th')).toHaveAttribute('aria-sort', 'ascending');
  await user.click(sortByPercent);
  await waitFor(() => expect(firstColumn(TABLE)).toEqual([sound.text, wrongKey.text]));
  expect(sortByPercent.closest('th')).toHaveAttribute('aria-sort', 'descending');

  await user.click(
    within(rowOf(TABLE, wrongKey.text)).getByRole('link', {
      name: `Edit the question “${wrongKey.text}”`,
    }),
  );
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/Admin/question-banks/topics/${topicId}/questions/${wrongKey.id}`,
    ),
  );
});

test('Show flagged only; answers since a later day: none yet', async () => {
  const user = userEvent.setup();
  openTopic();
  await waitFor(() => expect(firstColumn(TABLE)).toHaveLength(2));
  await user.selectOptions(screen.getByLabelText('Show'), 'Flagged only');
  expect(screen.getByTestId('query')).toHaveTextContent('show=flagged');
  await waitFor(() => expect(firstColumn(TABLE)).toEqual([wrongKey.text]));
  await user.selectOptions(screen.getByLabelText('Show'), 'All questions');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await user.type(screen.getByLabelText('Answers submitted since'), day);
  await waitFor(() =>
    expect(within(rowOf(TABLE, wrongKey.text)).getByText('No answers yet')).toBeInTheDocument(),
  );
  expect(within(rowOf(TABLE, wrongKey.text)).queryByText(FLAG)).not.toBeInTheDocument();
  expect(
    within(rowOf(TABLE, wrongKey.text)).getByText('Not judged yet: needs 10 answers'),
  ).toBeInTheDocument();
});

test('the Bank filter lists the category’s topics and exams', async () => {
  renderAdminAt('/Admin/question-quality?category=PMP');
  const bank = await screen.findByLabelText('Bank');
  const options = () =>
    within(bank)
      .getAllByRole('option')
      .map((option) => option.textContent);
  await waitFor(() =>
    expect(options()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Topic: Quality topic/)]),
    ),
  );
  expect(options()[0]).toBe('Every bank of the category');
  expect(options().some((option) => option?.startsWith('Exam: '))).toBe(true);
});

test('the table scrolls in a region of its own that the keyboard reaches (it fits no 1280 px screen)', async () => {
  openTopic();
  await waitFor(() => expect(firstColumn(TABLE)).toHaveLength(2));
  const region = screen.getByRole('table', { name: TABLE }).closest('[role="region"]');
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toHaveClass('admin-list__scroll');
  expect(region).toHaveAccessibleName(`${TABLE} (scroll sideways)`);
});
