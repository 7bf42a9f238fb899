import { apiClient } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';

// The delivery page against the real API: its status filter, and sending again a day's statements.
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
