import { apiClient } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, uniqueName } from '../../testing/table';
import { blogsApi } from './api';

// The blog screens against the real API: /api/admin/blogs/.
jest.setTimeout(30_000);

/** The list shows exactly these rows (a search's answer may come after a busy server's while). */
const listed = (names: string[]) =>
  waitFor(() => expect(firstColumn('Blog posts')).toEqual(names), { timeout: 8000 });

beforeEach(freshStaffSession);

test('a post needs a title; once added its page opens with its image and PDF fields', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/blogs');
  await user.click(await screen.findByRole('link', { name: 'Write a post' }));
  await screen.findByRole('form', { name: 'New post' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter the post’s title.');
  expect(post).not.toHaveBeenCalled();

  const title = uniqueName('Agile notes');
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Text'), 'Sprints, reviews and retrospectives.');
  await user.type(screen.getByLabelText('Author'), 'Sara');
  await user.type(screen.getByLabelText('Posted on'), '2024-03-05T09:15');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(`Post “${title}” was added. Add its image and PDF below.`),
  ).toBeInTheDocument();
  expect(await screen.findByRole('group', { name: 'Image' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'PDF' })).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
  const id = Number(/(\d+)$/.exec(screen.getByTestId('location').textContent ?? '')?.[1]);
  expect(await blogsApi.read(id)).toMatchObject({
    title,
    content: 'Sprints, reviews and retrospectives.',
    author_name: 'Sara',
    date_posted: new Date('2024-03-05T09:15').toISOString(),
  });
});

test('search, edit (an empty author is no author) and delete', async () => {
  const title = uniqueName('Exam day');
  await blogsApi.create({ title, content: 'Sleep well.', author_name: 'Omar' });
  const user = userEvent.setup();
  renderAdminAt('/Admin/blogs');
  await user.type(await screen.findByRole('searchbox', { name: 'Search the posts' }), title);
  await listed([title]);
  await user.click(screen.getByRole('link', { name: `Edit “${title}”` }));
  const author = await screen.findByLabelText('Author');
  expect(author).toHaveValue('Omar');
  await user.clear(author);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Post “${title}” was saved.`)).toBeInTheDocument();
  await user.type(await screen.findByRole('searchbox', { name: 'Search the posts' }), title);
  await listed([title]);
  // The list is fetched again after the save: the author's cell becomes empty.
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('row', { name: new RegExp(title) })).getByRole('cell', {
          name: '—',
        }),
      ).toBeInTheDocument(),
    { timeout: 8000 },
  );

  await user.click(screen.getByRole('button', { name: `Delete “${title}”` }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(`“${title}” was deleted.`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
});
