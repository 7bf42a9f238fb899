import { apiClient, useAuthStore, type CourseSummary, type LessonSummary } from '@academy/shared';
import { completeLessons, signInAsNewOwner, useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';

// The certificates section against the real API: a learner's certificate is revoked by staff
// through the form, with the reason; the list shows it and the API's verification says revoked.
jest.setTimeout(60_000);

/** A certificate of PMP claimed by a fresh learner, who is then signed out: its code. */
async function issuedCertificate(name: string): Promise<string> {
  const { data: courses } = await apiClient.get<CourseSummary[]>('/courses/');
  const pmp = courses.find((course) => course.name === 'PMP')!.id;
  const { data: course } = await apiClient.get<{ lessons: LessonSummary[] }>(`/courses/${pmp}`);
  await signInAsNewOwner(pmp);
  await completeLessons(course.lessons);
  const { data } = await apiClient.post<{ code: string }>('/certificates/', { course: pmp, name });
  useAuthStore.getState().logout();
  return data.code;
}

beforeAll(() => useRealApi());

test('staff revoke a credential with a reason: checked first, then listed and verified revoked', async () => {
  const code = await issuedCertificate('Tamer Fouad');
  await freshStaffSession();
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/certificates');
  expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const form = screen.getByRole('form', { name: 'Revoke a credential' });

  // The form's rules before any call: a code as printed, and a reason.
  await user.type(within(form).getByLabelText(/Certificate code/), 'nope');
  await user.click(within(form).getByRole('button', { name: 'Revoke' }));
  expect(
    await within(form).findByText(
      'Enter the certificate code (as printed: XXXXX-XXXXX-XXXXX-XXXXX).',
    ),
  ).toBeVisible();
  expect(within(form).getByText('Say why the credential is revoked.')).toBeVisible();
  expect(post).not.toHaveBeenCalled();

  await user.clear(within(form).getByLabelText(/Certificate code/));
  await user.type(within(form).getByLabelText(/Certificate code/), code.toLowerCase());
  await user.type(within(form).getByLabelText(/Reason/), 'Paid with a stolen card');
  await user.click(within(form).getByRole('button', { name: 'Revoke' }));
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(
      `The credential of ${code} is revoked.`,
    ),
  );
  expect(post).toHaveBeenCalledWith(`/admin/certificates/${code}/revoke/`, {
    reason: 'Paid with a stolen card',
  });
  const row = (await screen.findByText(code)).closest('tr')!;
  await waitFor(() => expect(row).toHaveTextContent('Paid with a stolen card'));
  const { data } = await apiClient.get<{ status: string }>(`/certificates/${code}/verification`);
  expect(data.status).toBe('revoked');

  // Again: the API's refusal is said.
  await user.type(within(form).getByLabelText(/Certificate code/), code);
  await user.type(within(form).getByLabelText(/Reason/), 'Twice');
  await user.click(within(form).getByRole('button', { name: 'Revoke' }));
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(
      'The credential could not be revoked: This certificate is already revoked.',
    ),
  );
  expect(await seriousAxeViolations()).toEqual([]);
});
