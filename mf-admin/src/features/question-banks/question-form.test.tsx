import { apiClient } from '@academy/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { setUpNewTopic } from './test-kit';

// The question form's own rules (the answers editor) and its preview: nothing reaches the API
// before the rules pass. The bank itself is read from the real API.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const topicId = setUpNewTopic('Form', 'Form rules');

async function openNewQuestion() {
  renderAdminAt(`/Admin/question-banks/topics/${topicId()}/questions/new`);
  return screen.findByRole('form', { name: 'New question in “Form rules”' });
}

const answersGroup = () => screen.getByRole('group', { name: 'Answers' });

test('the form: labelled fields, answers named by row; axe finds nothing serious', async () => {
  await openNewQuestion();
  for (const label of ['Question', 'Type', 'Domain', 'Task', 'Explanation'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(
    within(screen.getByLabelText('Domain'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['None', 'People', 'Process', 'Business Environment']);
  for (const number of [1, 2, 3, 4]) {
    expect(screen.getByRole('textbox', { name: `Answer ${number} text` })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: `Answer ${number} is correct` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove answer ${number}` })).toBeEnabled();
  }
  // The question's image: uploaded here, saved with the question.
  expect(screen.getByLabelText('Choose a file: image')).toHaveAttribute('type', 'file');
  expect(screen.getByText(/it is saved with the question/)).toBeVisible();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('2 to 6 answers: Add and Remove stop at the limits, by keyboard too', async () => {
  const user = userEvent.setup();
  await openNewQuestion();
  const add = screen.getByRole('button', { name: 'Add an answer' });
  add.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('Answer 5 text')).toHaveFocus();
  expect(within(answersGroup()).getByRole('status')).toHaveTextContent('Answer 5 added.');
  await user.click(add);
  expect(screen.getByLabelText('Answer 6 text')).toHaveFocus();
  expect(add).toBeDisabled();

  await user.type(screen.getByLabelText('Answer 2 text'), 'second');
  await user.type(screen.getByLabelText('Answer 3 text'), 'third');
  await user.click(screen.getByRole('button', { name: 'Remove answer 2' }));
  // The rows close up: the old third is now the second, and has the focus.
  expect(screen.getByLabelText('Answer 2 text')).toHaveValue('third');
  expect(screen.getByLabelText('Answer 2 text')).toHaveFocus();
  expect(within(answersGroup()).getByRole('status')).toHaveTextContent('Answer 2 removed.');
  for (let left = 5; left > 2; left -= 1)
    await user.click(screen.getByRole('button', { name: `Remove answer ${left}` }));
  expect(screen.queryByLabelText('Answer 3 text')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove answer 1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove answer 2' })).toBeDisabled();
  expect(add).toBeEnabled();
});

test('OC: ticking an answer correct unticks the other; MC keeps several', async () => {
  const user = userEvent.setup();
  await openNewQuestion();
  await user.click(screen.getByLabelText('Answer 1 is correct'));
  await user.click(screen.getByLabelText('Answer 3 is correct'));
  expect(screen.getByLabelText('Answer 1 is correct')).not.toBeChecked();
  expect(screen.getByLabelText('Answer 3 is correct')).toBeChecked();

  await user.selectOptions(screen.getByLabelText('Type'), 'MC');
  await user.click(screen.getByLabelText('Answer 1 is correct'));
  expect(screen.getByLabelText('Answer 1 is correct')).toBeChecked();
  expect(screen.getByLabelText('Answer 3 is correct')).toBeChecked();
});

test("the API's rules before sending: text, blank answers, a correct answer, one for OC", async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  await openNewQuestion();
  await user.click(screen.getByRole('button', { name: 'Remove answer 4' }));
  await user.click(screen.getByRole('button', { name: 'Remove answer 3' }));
  await user.type(screen.getByLabelText('Answer 1 text'), 'Yes');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const question = screen.getByLabelText('Question');
  await waitFor(() => expect(question).toHaveFocus());
  expect(question).toHaveAccessibleDescription('Enter the question.');
  expect(screen.getByLabelText('Answer 2 text')).toHaveAccessibleDescription(
    'Answer 2 may not be blank.',
  );
  expect(answersGroup()).toHaveAccessibleDescription(
    'From 2 to 6 answers; tick the correct ones. Mark at least one answer correct.',
  );

  await user.type(question, 'Which ones?');
  await user.type(screen.getByLabelText('Answer 2 text'), 'No');
  await user.selectOptions(screen.getByLabelText('Type'), 'MC');
  await user.click(screen.getByLabelText('Answer 1 is correct'));
  await user.click(screen.getByLabelText('Answer 2 is correct'));
  await user.selectOptions(screen.getByLabelText('Type'), 'OC');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(answersGroup()).toHaveAccessibleDescription(
      'From 2 to 6 answers; tick the correct ones. A one-answer question (OC) has exactly one correct answer.',
    ),
  );
  expect(
    screen.getByText('A one-answer question (OC) has exactly one correct answer.'),
  ).toHaveFocus();
  expect(question).not.toHaveAttribute('aria-invalid');
  expect(post).not.toHaveBeenCalled();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('the preview shows the question as the learner sees it, as typed', async () => {
  const user = userEvent.setup();
  await openNewQuestion();
  await user.type(screen.getByLabelText('Question'), '#07. Who owns a risk?');
  await user.type(screen.getByLabelText('Explanation'), 'The person best placed to act on it.');
  await user.type(screen.getByLabelText('Answer 1 text'), 'The risk owner');
  await user.type(screen.getByLabelText('Answer 2 text'), 'The sponsor');
  await user.click(screen.getByLabelText('Answer 1 is correct'));
  const toggle = screen.getByRole('button', { name: 'Show the preview' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide the preview' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const preview = screen.getByRole('region', { name: 'As the learner sees it' });
  // The player's numbering prefix is hidden, as in the exam.
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(
    /^Who owns a risk\?$/,
  );
  expect(within(preview).getByText('Question 1 of 1')).toBeInTheDocument();
  expect(within(preview).getByText('Choose one answer.')).toBeInTheDocument();
  const radios = within(preview).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'The risk owner',
    'The sponsor',
    '',
    '',
  ]);
  await user.click(radios[1]!);
  expect(radios[1]).toBeChecked();
  expect(within(preview).queryByText('The person best placed to act on it.')).toBeNull();

  await user.click(within(preview).getByRole('button', { name: 'See Answer' }));
  const items = within(preview).getAllByRole('listitem');
  expect(items[0]).toHaveClass('is-correct');
  expect(items[0]).toHaveTextContent('(correct answer)');
  expect(items[1]).toHaveClass('is-wrong', 'is-chosen');
  expect(items[1]).toHaveTextContent('(wrong answer)');
  expect(within(preview).getByText('The person best placed to act on it.')).toBeVisible();

  await user.selectOptions(screen.getByLabelText('Type'), 'MC');
  expect(within(preview).getByText('Choose every correct answer.')).toBeInTheDocument();
  expect(within(preview).getAllByRole('checkbox')).toHaveLength(4);
  expect(within(preview).queryByRole('radio')).toBeNull();
  expect(await seriousAxeViolations()).toEqual([]);
});
