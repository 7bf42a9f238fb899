import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  buyCourse,
  demoCourseId,
  ownsCourse,
  registerLearner,
  type TestLearner,
} from '../../testing/people';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, listRequests } from '../../testing/table';
import { enrollmentsApi } from './api';

// Enrolments against the real API: a grant without payment opens the course for the learner at
// once; a revocation closes it; a paid course is not revoked here (the API's 409, said).
jest.setTimeout(30_000);
let pmp: number;
let ba: number;

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourseId('PMP');
  ba = await demoCourseId('Business Analysis Fundamentals');
});

beforeEach(freshStaffSession);

async function grant(learner: TestLearner, course: number, note: string) {
  return enrollmentsApi.create({ user: String(learner.id), course: String(course), note });
}

test('grants a course: find the learner, choose the course, say why; the learner owns it', async () => {
  const learner = await registerLearner('granted');
  expect(await ownsCourse(learner, pmp)).toBe(false);
  const user = userEvent.setup();
  renderAdminAt('/Admin/enrollments');
  await user.click(await screen.findByRole('link', { name: 'Grant a course' }));
  const form = await screen.findByRole('form', { name: 'Grant a course' });

  // Nothing chosen: the rules are said by the fields and nothing is sent.
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const search = within(form).getByRole('searchbox', { name: 'Find the learner by e-mail' });
  await waitFor(() => expect(search).toHaveFocus());
  expect(search).toHaveAccessibleDescription(
    'Type at least 2 characters of the e-mail or the name, then choose. Choose the learner.',
  );
  expect(within(form).getByLabelText('Course')).toHaveAccessibleDescription('Choose the course.');
  expect(within(form).getByLabelText('Note')).toHaveAccessibleDescription(
    'Why, for the record: e.g. “Bank transfer ref. 12345, CIB Cairo”. Say why the course is granted (a transfer’s reference, a scholarship).',
  );

  await user.type(search, learner.email);
  const found = await screen.findByRole('list', { name: 'Learners found' });
  expect(screen.getByText('1 learner')).toBeInTheDocument();
  await user.click(
    within(found).getByRole('button', { name: `${learner.email} (${learner.username})` }),
  );
  // The list that had the focus is gone: the focus is on the choice, which is read out.
  await waitFor(() => expect(within(form).getByText(`Chosen: ${learner.email}`)).toHaveFocus());
  await user.selectOptions(within(form).getByLabelText('Course'), 'PMP');
  await user.type(within(form).getByLabelText('Note'), 'Bank transfer ref. 12345, CIB Cairo');
  expect(await seriousAxeViolations()).toEqual([]);
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(`“PMP” was granted to ${learner.email}.`)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/Admin\/enrollments$/);
  expect(await ownsCourse(learner, pmp)).toBe(true);
  await user.type(
    screen.getByRole('searchbox', { name: 'Search by learner or course' }),
    learner.email,
  );
  await waitFor(() => expect(firstColumn('Enrolments')).toEqual([learner.email]));
  expect(screen.getByRole('table', { name: 'Enrolments' })).toHaveTextContent(
    'Granted by staff@academy.comBank transfer ref. 12345, CIB Cairo',
  );
});

test('a course the learner already owns: the API’s refusal is said above the form', async () => {
  const learner = await registerLearner('twice');
  await grant(learner, ba, 'scholarship');
  const user = userEvent.setup();
  renderAdminAt(`/Admin/enrollments/new?user=${learner.id}`);
  expect(await screen.findByText(`Chosen: ${learner.email}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Choose another learner' }));
  expect(screen.getByRole('searchbox', { name: 'Find the learner by e-mail' })).toHaveFocus();
  await user.type(
    screen.getByRole('searchbox', { name: 'Find the learner by e-mail' }),
    learner.email,
  );
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${learner.email}`) }));
  await screen.findByText(`Chosen: ${learner.email}`);
  await user.selectOptions(
    await screen.findByLabelText('Course'),
    'Business Analysis Fundamentals',
  );
  await user.type(screen.getByLabelText('Note'), 'again');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This learner already owns this course.',
  );
});

test('revokes a granted course once confirmed: the learner no longer owns it', async () => {
  const learner = await registerLearner('revoked');
  await grant(learner, ba, 'Trial access');
  expect(await ownsCourse(learner, ba)).toBe(true);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/enrollments?user=${learner.id}`);
  await waitFor(() => expect(firstColumn('Enrolments')).toEqual([learner.email]));
  const revoke = screen.getByRole('button', {
    name: `Revoke “Business Analysis Fundamentals” from ${learner.email}`,
  });
  await user.click(revoke);
  const dialog = screen.getByRole('alertdialog', {
    name: `Revoke “Business Analysis Fundamentals” from ${learner.email}?`,
  });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(
    await screen.findByText(`“Business Analysis Fundamentals” was revoked from ${learner.email}.`),
  ).toBeInTheDocument();
  expect(await screen.findByText('No enrolments match these filters.')).toBeInTheDocument();
  expect(await ownsCourse(learner, ba)).toBe(false);
});

test('a paid course is not revoked: the API’s reason is said in the dialog', async () => {
  const buyer = await registerLearner('paidrevoke');
  await buyCourse(buyer, ba);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/enrollments?user=${buyer.id}`);
  await waitFor(() => expect(firstColumn('Enrolments')).toEqual([buyer.email]));
  expect(screen.getByRole('table', { name: 'Enrolments' })).toHaveTextContent(/Paid \(order \d+\)/);
  await user.click(
    screen.getByRole('button', {
      name: `Revoke “Business Analysis Fundamentals” from ${buyer.email}`,
    }),
  );
  const dialog = screen.getByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /This course was paid for \(order \d+\): revoking it is a refund matter/,
  );
  expect(await ownsCourse(buyer, ba)).toBe(true);
});

test('the course filter goes into the request and the address', async () => {
  const requests = listRequests('/admin/enrollments/');
  const user = userEvent.setup();
  renderAdminAt('/Admin/enrollments');
  const filters = await screen.findByRole('group', { name: 'Filter the enrolments' });
  await waitFor(() =>
    expect(within(filters).getByRole('option', { name: 'PMP' })).toBeInTheDocument(),
  );
  await user.selectOptions(within(filters).getByLabelText('Course'), 'PMP');
  await waitFor(() => expect(requests.last()).toMatchObject({ course: String(pmp) }));
  expect(screen.getByTestId('query')).toHaveTextContent(`?course=${pmp}`);
  requests.restore();
});
