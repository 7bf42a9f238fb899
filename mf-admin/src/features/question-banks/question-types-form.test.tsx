import { apiClient, useAuthStore } from '@academy/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminQuestion } from '@academy/contract';
import { tinyPng } from '../../testing/media-files';
import { logInAsStaff, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { setUpNewTopic } from './test-kit';

// The question form for MC "Choose N", MATCH, HOTSPOT and FILL: each type's rows, the rules the
// API applies (same messages, nothing sent while one is broken), the preview of each type, and
// saves read back from the real API.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(40_000);

const topicId = setUpNewTopic('Types', 'Question types');

async function openNewQuestion(type: string) {
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/topics/${topicId()}/questions/new`);
  await screen.findByRole('form', { name: 'New question in “Question types”' });
  await user.selectOptions(screen.getByLabelText('Type'), type);
  return user;
}

const group = (name: string) => screen.getByRole('group', { name });
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

test('the type list offers every type', async () => {
  await openNewQuestion('OC');
  expect(
    within(screen.getByLabelText('Type'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'One correct answer (OC)',
    'Several correct answers (MC)',
    'Matching pairs (MATCH)',
    'Hotspot on an image (HOTSPOT)',
    'Fill in the blank (FILL)',
  ]);
  // "How many to choose" is an MC field only.
  expect(screen.queryByLabelText('How many to choose')).not.toBeInTheDocument();
});

test('MC "Choose N": a whole number, no more than the answers, equal to the correct ones', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = await openNewQuestion('MC');
  await user.type(screen.getByLabelText('Question'), 'Which TWO?');
  for (const number of [1, 2, 3, 4])
    await user.type(screen.getByLabelText(`Answer ${number} text`), `Option ${number}`);
  await user.click(screen.getByLabelText('Answer 1 is correct'));
  await user.click(screen.getByLabelText('Answer 2 is correct'));
  const choose = screen.getByLabelText('How many to choose');

  await user.type(choose, 'two');
  await save(user);
  await waitFor(() =>
    expect(choose).toHaveAccessibleDescription(
      /Enter a whole number of answers from 1, or leave it empty\.$/,
    ),
  );
  expect(choose).toHaveFocus();
  await user.clear(choose);
  await user.type(choose, '5');
  await save(user);
  await waitFor(() =>
    expect(choose).toHaveAccessibleDescription(/“Choose” is more than the question’s 4 answers\.$/),
  );
  await user.clear(choose);
  await user.type(choose, '3');
  await save(user);
  await waitFor(() =>
    expect(choose).toHaveAccessibleDescription(
      /“Choose” must equal the number of correct answers \(2\)\.$/,
    ),
  );
  expect(post).not.toHaveBeenCalled();

  // The preview's stem says it.
  await user.clear(choose);
  await user.type(choose, '2');
  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  const preview = screen.getByRole('region', { name: 'As the learner sees it' });
  expect(within(preview).getByText('Choose 2 answers.')).toBeInTheDocument();
  post.mockRestore();
});

test('MATCH: pairs named by row, two at least, no blank side; the preview lists items and answers', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = await openNewQuestion('MATCH');
  const pairs = group('Pairs');
  expect(within(pairs).getByLabelText('Item 1')).toBeInTheDocument();
  expect(within(pairs).getByLabelText('Match for item 2')).toBeInTheDocument();
  expect(within(pairs).getByRole('button', { name: 'Remove pair 1' })).toBeDisabled();

  await user.type(screen.getByLabelText('Question'), 'Match each document with what it records.');
  await user.type(screen.getByLabelText('Item 1'), 'Risk register');
  await save(user);
  await waitFor(() =>
    expect(screen.getByLabelText('Match for item 1')).toHaveAccessibleDescription(
      'The match for item 1 may not be blank.',
    ),
  );
  expect(screen.getByLabelText('Match for item 1')).toHaveFocus();
  expect(screen.getByLabelText('Item 2')).toHaveAccessibleDescription('Item 2 may not be blank.');

  await user.type(screen.getByLabelText('Match for item 1'), 'Uncertain events');
  await user.type(screen.getByLabelText('Item 2'), 'Issue log');
  await user.type(screen.getByLabelText('Match for item 2'), 'Problems now');
  await user.click(
    within(group('Extra answers')).getByRole('button', { name: 'Add an extra answer' }),
  );
  expect(screen.getByLabelText('Extra answer 1')).toHaveFocus();
  await user.keyboard('Approved changes');
  // Removing a pair down to one is refused by the editor itself.
  await user.click(within(pairs).getByRole('button', { name: 'Add a pair' }));
  expect(within(pairs).getByRole('status')).toHaveTextContent('Pair 3 added.');
  await user.click(within(pairs).getByRole('button', { name: 'Remove pair 3' }));

  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  const preview = screen.getByRole('region', { name: 'As the learner sees it' });
  expect(within(preview).getByText(/^Match each item with its answer/)).toBeInTheDocument();
  expect(
    within(within(preview).getByRole('list', { name: 'Items' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['Risk register', 'Issue log']);
  expect(
    within(within(preview).getByRole('list', { name: 'Answers' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Uncertain events', 'Problems now', 'Approved changes']);
  await user.click(within(preview).getByRole('button', { name: 'See Answer' }));
  expect(within(preview).getByText('Correct match: Problems now')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(await seriousAxeViolations()).toEqual([]);
  post.mockRestore();
});

test('HOTSPOT: an image, labelled regions within it, exactly one correct', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = await openNewQuestion('HOTSPOT');
  await user.type(screen.getByLabelText('Question'), 'Click the activity to crash.');
  const regions = group('Regions');
  for (const name of ['label', 'x (%)', 'y (%)', 'width (%)', 'height (%)'])
    expect(within(regions).getByLabelText(`Region 1 ${name}`)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Region 1 label'), 'Activity A');
  for (const [name, value] of [
    ['x', '10'],
    ['y', '20'],
    ['width', '95'],
    ['height', '30'],
  ] as const)
    await user.type(screen.getByLabelText(`Region 1 ${name} (%)`), value);
  await user.type(screen.getByLabelText('Region 2 x (%)'), 'ten');
  await save(user);

  await waitFor(() => expect(screen.getByText('A hotspot question needs an image.')).toBeVisible());
  expect(screen.getByText('Region 1 goes past the edge of the image.')).toBeVisible();
  expect(screen.getByLabelText('Region 1 width (%)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Region 1 width (%)')).toHaveAccessibleDescription(
    'Region 1 goes past the edge of the image.',
  );
  expect(
    screen.getByText('Region 2: x, y, width and height are numbers from 0 to 100.'),
  ).toBeVisible();
  expect(screen.getByLabelText('Region 2 label')).toHaveAccessibleDescription(
    'Region 2 needs a label (what a screen reader says).',
  );
  expect(regions).toHaveAccessibleDescription(
    /A hotspot question needs exactly one correct region\.$/,
  );
  // One correct region: the radios of the rows.
  await user.click(screen.getByLabelText('Region 2 is correct'));
  await user.click(screen.getByLabelText('Region 1 is correct'));
  expect(screen.getByLabelText('Region 2 is correct')).not.toBeChecked();
  expect(post).not.toHaveBeenCalled();
  post.mockRestore();
});

test('FILL: one accepted value at least, none blank; the preview shows the field and the values', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = await openNewQuestion('FILL');
  await user.type(screen.getByLabelText('Question'), 'EV is 400 and PV is 500. What is the SPI?');
  const accepted = group('Accepted answers');
  expect(within(accepted).getByRole('button', { name: 'Remove accepted answer 1' })).toBeDisabled();
  await user.click(within(accepted).getByRole('button', { name: 'Add an accepted answer' }));
  await user.keyboard('0.80');
  await save(user);
  await waitFor(() =>
    expect(screen.getByLabelText('Accepted answer 1')).toHaveAccessibleDescription(
      'Accepted answer 1 may not be blank.',
    ),
  );
  expect(post).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Accepted answer 1'), '0.8');

  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  const preview = screen.getByRole('region', { name: 'As the learner sees it' });
  expect(within(preview).getByText('Type your answer.')).toBeInTheDocument();
  expect(within(preview).getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  expect(within(preview).queryByText(/Accepted answers:/)).toBeNull();
  await user.click(within(preview).getByRole('button', { name: 'See Answer' }));
  expect(within(preview).getByText('Accepted answers: 0.8; 0.80')).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
  post.mockRestore();
});

/** The bank's questions as the API keeps them (the list the form goes back to). */
async function savedQuestions() {
  const { data } = await apiClient.get<{ results: AdminQuestion[] }>(
    `/admin/questions/?topic=${topicId()}&page_size=100`,
  );
  return data.results;
}

test('saves each type as the API keeps it, and edits it back from what was saved', async () => {
  const user = await openNewQuestion('MATCH');
  await user.type(screen.getByLabelText('Question'), 'Match each log with what it holds.');
  await user.type(screen.getByLabelText('Item 1'), 'Risk register');
  await user.type(screen.getByLabelText('Match for item 1'), 'Events that may happen');
  await user.type(screen.getByLabelText('Item 2'), 'Issue log');
  await user.type(screen.getByLabelText('Match for item 2'), 'Problems now');
  await user.click(screen.getByRole('button', { name: 'Add an extra answer' }));
  await user.keyboard('Approved changes');
  await save(user);
  await screen.findByText('The question was added.');
  const match = (await savedQuestions()).find((q) => q.text.startsWith('Match each log'))!;
  const byId = new Map(match.answers.map((answer) => [answer.id, answer]));
  expect(
    match.answers
      .filter((answer) => answer.side === 'left')
      .map((left) => [left.text, byId.get(left.match_id!)?.text]),
  ).toEqual([
    ['Risk register', 'Events that may happen'],
    ['Issue log', 'Problems now'],
  ]);
  expect(match.answers.filter((answer) => answer.side === 'right')).toHaveLength(3);

  // The saved question opens with its pairs and its extra answer.
  renderAdminAt(`/Admin/question-banks/topics/${topicId()}/questions/${match.id}`);
  const pairs = await screen.findAllByLabelText('Item 2');
  expect(pairs.at(-1)).toHaveValue('Issue log');
  expect(screen.getAllByLabelText('Extra answer 1').at(-1)).toHaveValue('Approved changes');
});

test('FILL and MC "Choose N" saved as the API keeps them', async () => {
  const user = await openNewQuestion('FILL');
  await user.type(screen.getByLabelText('Question'), 'EV 400, PV 500: the SPI?');
  await user.type(screen.getByLabelText('Accepted answer 1'), '0.8');
  await user.click(screen.getByRole('button', { name: 'Add an accepted answer' }));
  await user.keyboard('.80');
  await save(user);
  await screen.findByText('The question was added.');
  const fill = (await savedQuestions()).find((q) => q.text === 'EV 400, PV 500: the SPI?')!;
  expect(fill.question_type).toBe('FILL');
  expect(fill.answers.map((answer) => answer.text)).toEqual(['0.8', '.80']);

  useAuthStore.getState().logout();
  await logInAsStaff();
  const again = await openNewQuestion('MC');
  await again.type(screen.getByLabelText('Question'), 'Pick TWO of three.');
  for (const number of [1, 2, 3])
    await again.type(screen.getByLabelText(`Answer ${number} text`), `Pick ${number}`);
  await again.click(screen.getByRole('button', { name: 'Remove answer 4' }));
  await again.click(screen.getByLabelText('Answer 1 is correct'));
  await again.click(screen.getByLabelText('Answer 3 is correct'));
  await again.type(screen.getByLabelText('How many to choose'), '2');
  await save(again);
  await screen.findByText('The question was added.');
  const mc = (await savedQuestions()).find((q) => q.text === 'Pick TWO of three.')!;
  expect(mc.choose).toBe(2);
});

test('HOTSPOT: the image uploaded with the question, the regions drawn on it in the preview, saved', async () => {
  const user = await openNewQuestion('HOTSPOT');
  await user.type(screen.getByLabelText('Question'), 'Click the activity on the critical path.');
  const rows = [
    ['Activity A', '5', '10', '20', '30'],
    ['Activity B', '40', '10', '20', '30'],
  ];
  for (const [index, [label, x, y, w, h]] of rows.entries()) {
    const number = index + 1;
    await user.type(screen.getByLabelText(`Region ${number} label`), label!);
    await user.type(screen.getByLabelText(`Region ${number} x (%)`), x!);
    await user.type(screen.getByLabelText(`Region ${number} y (%)`), y!);
    await user.type(screen.getByLabelText(`Region ${number} width (%)`), w!);
    await user.type(screen.getByLabelText(`Region ${number} height (%)`), h!);
  }
  await user.click(screen.getByLabelText('Region 2 is correct'));
  await user.upload(screen.getByLabelText('Choose a file: image'), tinyPng());
  await screen.findByText('“network.png” is attached.');

  await user.click(screen.getByRole('button', { name: 'Show the preview' }));
  const preview = screen.getByRole('region', { name: 'As the learner sees it' });
  const image = within(preview).getByRole('img', {
    name: 'The question’s image, with areas to choose from',
  });
  expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const drawn = within(
    within(preview).getByRole('list', { name: 'Areas of the image' }),
  ).getAllByRole('listitem');
  expect(drawn.map((region) => region.textContent)).toEqual(['1Activity A', '2Activity B']);
  expect(drawn[1]).toHaveStyle({ left: '40%', top: '10%', width: '20%', height: '30%' });
  await user.click(within(preview).getByRole('button', { name: 'See Answer' }));
  expect(drawn[1]).toHaveClass('is-correct');
  expect(within(preview).getByText('Correct area: Activity B')).toBeInTheDocument();

  await save(user);
  await screen.findByText('The question was added.');
  const hotspot = (await savedQuestions()).find((q) => q.question_type === 'HOTSPOT')!;
  expect(hotspot.img).toMatch(/^\/api\/media\/public\/[0-9a-f]+\.png$/);
  expect(hotspot.answers.map((answer) => [answer.text, answer.region, answer.is_correct])).toEqual([
    ['Activity A', { x: 5, y: 10, w: 20, h: 30 }, false],
    ['Activity B', { x: 40, y: 10, w: 20, h: 30 }, true],
  ]);
  expect(await seriousAxeViolations()).toEqual([]);
});
