import { apiClient } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoCourseId, registerLearner } from '../../testing/people';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';

// The delivery page against the real API: its status filter, sending again a day's statements,
// and a learner's contact-hour ledger downloaded as CSV and PDF.
jest.setTimeout(30_000);

beforeEach(freshStaffSession);

test('the list, its status filter in the request, and a replay said in a live region', async () => {
  const get = jest.spyOn(apiClient, 'get');
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/learning-records');
  // This run's API has no LRS configured, so it has no statements to list: the page, its filters
  // and its form still work (the API tests fill the list: learning-records.test.ts).
  expect(await screen.findByRole('heading', { level: 1, name: 'Learning records' })).toBeVisible();
  expect(await screen.findByText('0 statements failed.')).toBeVisible();
  const filters = await screen.findByRole('group', { name: 'Filter the statements' });
  await user.selectOptions(within(filters).getByLabelText('Status'), 'Failed');
  await waitFor(() =>
    expect(
      get.mock.calls.filter(([url]) => url === '/admin/xapi-statements/').at(-1)?.[1]?.params,
    ).toMatchObject({ status: 'failed', ordering: '-occurred_at' }),
  );

  const form = screen.getByRole('form', { name: 'Send again' });
  await user.click(within(form).getByRole('button', { name: 'Send again' }));
  expect(within(form).getByRole('status')).toHaveTextContent('Give a learner, a course or a day.');
  expect(post).not.toHaveBeenCalled();
  await user.type(within(form).getByLabelText('Day (UTC)'), '2026-01-02');
  await user.click(within(form).getByRole('button', { name: 'Send again' }));
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(
      /^\d+ statements? queued to be sent again\.$/,
    ),
  );
  expect(post).toHaveBeenCalledWith('/admin/learning-records/replay/', { day: '2026-01-02' });
  expect(await seriousAxeViolations()).toEqual([]);
});

/** A Blob's bytes as text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

test("a learner's ledger for a PMI audit: ids checked first, then the CSV and the PDF as files", async () => {
  const user = userEvent.setup();
  const learner = await registerLearner('ledger');
  const pmp = await demoCourseId('PMP');
  renderAdminAt('/Admin/learning-records');
  const form = await screen.findByRole('form', { name: 'Contact-hour ledger' });
  const status = within(form).getByRole('status');
  const csv = within(form).getByRole('button', { name: 'Download CSV' });
  await user.click(csv);
  await waitFor(() => expect(status).toHaveTextContent('Enter the learner’s id (a whole number).'));
  await user.type(within(form).getByLabelText('Learner id'), String(learner.id));
  await user.type(within(form).getByLabelText('Course id'), 'x');
  await user.click(csv);
  await waitFor(() => expect(status).toHaveTextContent('Enter the course’s id (a whole number).'));
  await user.clear(within(form).getByLabelText('Course id'));
  await user.type(within(form).getByLabelText('Course id'), '999999');
  await user.click(csv);
  await waitFor(() => expect(status).toHaveTextContent('There is no such learner or course.'));

  // The files need the staff token: fetched, then handed to the browser as downloads.
  const saved: { blob: Blob; name: string }[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push({ blob, name: '' });
    return 'blob:ledger';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved[saved.length - 1]!.name = this.download;
  });
  await user.clear(within(form).getByLabelText('Course id'));
  await user.type(within(form).getByLabelText('Course id'), String(pmp));
  await user.click(csv);
  await waitFor(() => expect(status).toHaveTextContent('The ledger (CSV) was downloaded.'));
  expect(saved[0]!.name).toBe(`ledger-${learner.id}-${pmp}.csv`);
  const text = await textOf(saved[0]!.blob);
  expect(text.split('\r\n')[0]).toBe(`learner,${learner.email},course,PMP`);
  expect(text).toContain('total,time on task (h),,,0,');
  await user.click(within(form).getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(status).toHaveTextContent('The ledger (PDF) was downloaded.'));
  expect(saved[1]!.name).toBe(`ledger-${learner.id}-${pmp}.pdf`);
  expect((await textOf(saved[1]!.blob)).slice(0, 5)).toBe('%PDF-');
});
