import { apiClient } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeCourse } from '../../testing/courses';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, uniqueName } from '../../testing/table';
import { lessonBodyApi } from '../lessons/api';
import { courseBodyApi } from './api';

// The courses screens against the real API: /api/admin/courses/ and /api/admin/lessons/.
jest.setTimeout(30_000);

/** The list shows exactly these rows (a search's answer may come after a busy server's while). */
const listed = (names: string[]) =>
  waitFor(() => expect(firstColumn('Courses')).toEqual(names), { timeout: 8000 });

beforeEach(freshStaffSession);

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search the courses' }), text);
}

test('adds a course: its rules first, then its page opens for files and lessons', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/courses/new');
  await screen.findByRole('form', { name: 'New course' });
  await user.type(screen.getByLabelText('Price in US dollars'), '12.345');
  await user.type(screen.getByLabelText('Contact hours'), '3.125');
  await user.type(screen.getByLabelText('PMI activity code'), 'PMP 35');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter the course’s name.');
  expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
    'Choose the course’s category.',
  );
  expect(screen.getByLabelText('Price in US dollars')).toHaveAccessibleDescription(
    'A number with at most 2 decimals, e.g. 199.99 The price in us dollars must be a number of at most 10 digits, with at most 2 decimals.',
  );
  expect(screen.getByLabelText('Price in Egyptian pounds')).toHaveAccessibleDescription(
    'A number with at most 2 decimals, e.g. 199.99 Enter the price in egyptian pounds.',
  );
  expect(screen.getByLabelText('Contact hours')).toHaveAccessibleDescription(
    'What the course’s certificate attests, e.g. 35 for PMP; empty: none. Contact hours must be a number up to 9999.99, with at most 2 decimals.',
  );
  expect(screen.getByLabelText('PMI activity code')).toHaveAccessibleDescription(
    "The activity’s code in PMI’s provider system, printed on the certificate with the hours; empty: none. Enter PMI's activity code: letters and digits, with '.', '-' or '_', at most 40.",
  );
  expect(post).not.toHaveBeenCalled();

  const name = uniqueName('Risk course');
  await user.type(screen.getByLabelText('Name'), name);
  await user.selectOptions(await screen.findByLabelText('Category'), 'PMP');
  await user.selectOptions(screen.getByLabelText('Status'), 'Soon');
  await user.clear(screen.getByLabelText('Price in US dollars'));
  await user.type(screen.getByLabelText('Price in US dollars'), '99.5');
  await user.type(screen.getByLabelText('Price in Egyptian pounds'), '1500');
  await user.type(screen.getByLabelText('Price in Saudi riyals'), '375');
  await user.clear(screen.getByLabelText('Contact hours'));
  await user.type(screen.getByLabelText('Contact hours'), '35');
  await user.clear(screen.getByLabelText('PMI activity code'));
  await user.type(screen.getByLabelText('PMI activity code'), 'PMP-35-2026');
  // docs/design/languages.md#content-in-arabic: the Arabic name, typed right to left.
  const arabicName = screen.getByLabelText('Name (Arabic)');
  expect(arabicName).toHaveAttribute('dir', 'rtl');
  expect(arabicName).toHaveAttribute('lang', 'ar');
  await user.type(arabicName, 'دورة المخاطر');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(
    await screen.findByText(`Course “${name}” was added. Add its files and lessons below.`),
  ).toBeInTheDocument();
  const id = /\/Admin\/courses\/(\d+)$/.exec(screen.getByTestId('location').textContent ?? '')?.[1];
  expect(id).toBeDefined();
  expect(await courseBodyApi.read(Number(id))).toMatchObject({
    name,
    category: 'PMP',
    status: 'Soon',
    price: 99.5,
    price_LE: 1500,
    price_SR: 375,
    instructor: null,
    archived: false,
    contact_hours: 35,
    pmi_activity_code: 'PMP-35-2026',
    name_ar: 'دورة المخاطر',
    description_ar: null,
  });
  expect(await screen.findByRole('heading', { name: 'Lessons' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Image' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Trailer' })).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('lists courses with their counts; a course learners own cannot be deleted: archive it', async () => {
  const name = uniqueName('Owned');
  const course = await makeCourse(name);
  // A learner owns it: granted through the back-office's enrolments.
  const { data: learners } = await apiClient.get<{ results: { id: number }[] }>('/admin/users/', {
    params: { search: 'learner@academy.com' },
  });
  await apiClient.post('/admin/enrollments/', {
    user: learners.results[0]!.id,
    course: course.id,
    note: 'test',
  });
  const user = userEvent.setup();
  renderAdminAt('/Admin/courses');
  await searchFor(user, name);
  await listed([name]);
  const row = screen.getByRole('row', { name: new RegExp(name) });
  expect(within(row).getByText('$10 · LE 100 · SAR 40')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: `Delete “${name}”` }));
  const dialog = screen.getByRole('alertdialog', { name: `Delete “${name}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Learners own this course: archive it instead.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Archive it instead' }));
  expect(await screen.findByText(`Course “${name}” was archived.`)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await courseBodyApi.read(course.id)).toMatchObject({ archived: true });
  await waitFor(() =>
    expect(
      within(screen.getByRole('row', { name: new RegExp(name) })).getByText('Archived'),
    ).toBeVisible(),
  );
});

test('lessons on the course page: add, reorder by keyboard (announced), rename, delete', async () => {
  const course = await makeCourse(uniqueName('Lessons'));
  await lessonBodyApi.create({ name: 'First', course: course.id });
  await lessonBodyApi.create({ name: 'Second', course: course.id });
  const user = userEvent.setup();
  renderAdminAt(`/Admin/courses/${course.id}`);

  await user.click(await screen.findByRole('button', { name: 'Add the lesson' }));
  expect(screen.getByLabelText('Name of the new lesson')).toHaveAccessibleDescription(
    'Enter the lesson’s name.',
  );
  await user.type(screen.getByLabelText('Name of the new lesson'), 'Third');
  await user.click(screen.getByRole('button', { name: 'Add the lesson' }));
  expect(await screen.findByText('Lesson “Third” was added.')).toBeInTheDocument();
  const list = () => screen.getByRole('list', { name: `Lessons of “${course.name}”, in order` });
  const names = () =>
    within(list())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.admin-reorder__label')?.textContent);
  await waitFor(() => expect(names()).toEqual(['First', 'Second', 'Third']));

  const up = within(list()).getByRole('button', { name: 'Move “Third” up' });
  up.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(names()).toEqual(['First', 'Third', 'Second']));
  expect(await screen.findByText('“Third” moved to position 2 of 3.')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(names()).toEqual(['Third', 'First', 'Second']));
  // At the top, Move up is disabled: the focus went to Move down.
  expect(within(list()).getByRole('button', { name: 'Move “Third” down' })).toHaveFocus();
  const { data } = await apiClient.get<{ results: { name: string }[] }>('/admin/lessons/', {
    params: { course: course.id, ordering: 'position' },
  });
  expect(data.results.map((lesson) => lesson.name)).toEqual(['Third', 'First', 'Second']);

  await user.click(within(list()).getByRole('link', { name: 'Edit “First”' }));
  const name = await screen.findByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'First, renamed');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lesson “First, renamed” was saved.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/Admin/courses/${course.id}`);

  await user.click(await screen.findByRole('button', { name: 'Delete “Second”' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('“Second” was deleted.')).toBeInTheDocument();
  await waitFor(() => expect(names()).toEqual(['Third', 'First, renamed']));
});

test('the catalogue order: Move down saves the whole order', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/courses');
  await user.click(await screen.findByRole('link', { name: 'Change the order' }));
  const list = await screen.findByRole('list', { name: 'Order of the catalogue' });
  const labels = () =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.admin-reorder__label')?.textContent ?? '');
  const [first, second] = labels();
  await user.click(within(list).getByRole('button', { name: `Move “${first}” down` }));
  await waitFor(() => expect(labels().slice(0, 2)).toEqual([second, first]));
  expect(
    await screen.findByText(`“${first}” moved to position 2 of ${labels().length}.`),
  ).toBeInTheDocument();
  const { data } = await apiClient.get<{ results: { name: string }[] }>('/admin/courses/', {
    params: { ordering: 'position', page_size: 2 },
  });
  expect(data.results.map((course) => course.name)).toEqual([second, first]);
  // Put it back for the other tests.
  await user.click(within(list).getByRole('button', { name: `Move “${first}” up` }));
  await waitFor(() => expect(labels().slice(0, 2)).toEqual([first, second]));
  expect(await seriousAxeViolations()).toEqual([]);
});
