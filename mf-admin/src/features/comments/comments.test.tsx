import { apiClient } from '@academy/shared';
import { DEMO_LEARNERS, useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoCourseId, existingLearner, firstLessonOf, postComment } from '../../testing/people';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, listRequests, uniqueName } from '../../testing/table';

// Moderation against the real API: the seed's paying learner comments under a PMP lesson, staff
// find the comment by course, lesson and text, and delete it once confirmed.
jest.setTimeout(30_000);
let pmp: number;
let lesson: { id: number; name: string };

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourseId('PMP');
  lesson = await firstLessonOf(pmp);
});

beforeEach(freshStaffSession);

test('course and lesson filters go into the request and the address', async () => {
  const requests = listRequests('/admin/comments/');
  const user = userEvent.setup();
  renderAdminAt('/Admin/comments');
  const filters = await screen.findByRole('group', { name: 'Filter the comments' });
  expect(within(filters).getByLabelText('Lesson')).toBeDisabled();
  await waitFor(() => expect(within(filters).getByRole('option', { name: 'PMP' })).toBeVisible());
  await user.selectOptions(within(filters).getByLabelText('Course'), 'PMP');
  await waitFor(() => expect(requests.last()).toMatchObject({ course: String(pmp) }));
  const lessons = within(filters).getByLabelText('Lesson');
  await waitFor(() =>
    expect(within(lessons).getByRole('option', { name: lesson.name })).toBeVisible(),
  );
  await user.selectOptions(lessons, lesson.name);
  await waitFor(() =>
    expect(requests.last()).toMatchObject({ course: String(pmp), lesson: String(lesson.id) }),
  );
  expect(screen.getByTestId('query')).toHaveTextContent(`?course=${pmp}&lesson=${lesson.id}`);
  requests.restore();
});

test('a learner’s comment is listed with its lesson and course, and deleted once confirmed', async () => {
  const learner = await existingLearner(DEMO_LEARNERS.paid);
  const text = uniqueName('Great lesson, thanks');
  await postComment(learner, lesson.id, text);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/comments?course=${pmp}&lesson=${lesson.id}`);
  await user.type(
    await screen.findByRole('searchbox', { name: 'Search the text or the learner’s e-mail' }),
    text,
  );
  await waitFor(() => expect(firstColumn('Comments')).toEqual([text]));
  const row = within(screen.getByRole('table', { name: 'Comments' })).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent(`${text}learner@academy.com${lesson.name}PMP`);
  expect(await seriousAxeViolations()).toEqual([]);

  await user.click(
    within(row).getByRole('button', { name: 'Delete “comment by learner@academy.com”' }),
  );
  const dialog = screen.getByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('“comment by learner@academy.com” was deleted.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(`No comments match “${text}”.`)).toBeInTheDocument());
  const { data } = await apiClient.get<{ count: number }>('/admin/comments/', {
    params: { search: text },
  });
  expect(data.count).toBe(0);
});
