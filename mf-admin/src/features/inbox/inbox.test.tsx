import { apiClient } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sendContactMessage } from '../../testing/people';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, listRequests, uniqueName } from '../../testing/table';
import type { AdminContactMessage } from '@academy/contract';
import type { AdminPage } from '../../lib/resource-api';

// The inbox against the real API: a visitor writes through the contact form's e-mail service,
// staff read the message and mark it handled, then not handled again.
jest.setTimeout(30_000);

beforeEach(freshStaffSession);

const handledOf = async (name: string) => {
  const { data } = await apiClient.get<AdminPage<AdminContactMessage>>('/admin/contact-messages/', {
    params: { search: name },
  });
  return data.results.map((message) => message.handled);
};

test('a message: listed unhandled, read, marked handled, then not handled again', async () => {
  const name = uniqueName('Mona');
  await sendContactMessage(name, 'mona@example.com', 'Can I pay by bank transfer from Cairo?');
  const user = userEvent.setup();
  renderAdminAt('/Admin/inbox');
  expect(await screen.findByText(/\d+ messages? waits? for an answer\./)).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Filter the messages' })).getByLabelText('Show'),
  ).toHaveValue('unhandled');
  await user.type(screen.getByRole('searchbox', { name: 'Search the messages' }), name);
  await waitFor(() => expect(firstColumn('Inbox')).toEqual([`${name}mona@example.com`]));

  const row = within(screen.getByRole('table', { name: 'Inbox' })).getAllByRole('row')[1]!;
  const message = within(row).getByText('Can I pay by bank transfer from Cairo?');
  expect(message).not.toBeVisible();
  await user.click(within(row).getByText('Read the message'));
  expect(message).toBeVisible();
  expect(await seriousAxeViolations()).toEqual([]);

  await user.click(within(row).getByRole('button', { name: `Mark handled: message of ${name}` }));
  expect(await screen.findByText(`The message of ${name} is marked handled.`)).toBeInTheDocument();
  expect(await handledOf(name)).toEqual([true]);
  await waitFor(() => expect(screen.getByText(`No messages match “${name}”.`)).toBeInTheDocument());

  await user.selectOptions(screen.getByLabelText('Show'), 'Handled');
  expect(screen.getByTestId('query')).toHaveTextContent('?show=handled');
  await waitFor(() => expect(firstColumn('Inbox')).toEqual([`${name}mona@example.com`]));
  await user.click(screen.getByRole('button', { name: `Mark not handled: message of ${name}` }));
  expect(
    await screen.findByText(`The message of ${name} is marked not handled.`),
  ).toBeInTheDocument();
  expect(await handledOf(name)).toEqual([false]);
});

test('the Show filter: unhandled by default, handled, or all — in the request', async () => {
  // The list's calls (the unhandled count asks for a page of one).
  const requests = listRequests('/admin/contact-messages/');
  const user = userEvent.setup();
  renderAdminAt('/Admin/inbox');
  await waitFor(() => expect(requests.last()).toMatchObject({ handled: 'false' }));
  await user.selectOptions(await screen.findByLabelText('Show'), 'All messages');
  await waitFor(() => expect(requests.last()).not.toHaveProperty('handled'));
  requests.restore();
});

test('the dashboard’s inbox card says how many messages wait', async () => {
  await sendContactMessage(uniqueName('Waiting'), 'waiting@example.com', 'Is PMP in Arabic?');
  const { data } = await apiClient.get<AdminPage<AdminContactMessage>>('/admin/contact-messages/', {
    params: { handled: 'false', page_size: 1 },
  });
  expect(data.count).toBeGreaterThan(0);
  renderAdminAt('/Admin');
  const cards = await screen.findByRole('list', { name: 'Back-office sections' });
  const card = within(cards).getByRole('link', { name: 'Inbox' }).closest('li')!;
  expect(
    await within(card).findByText(
      data.count === 1
        ? '1 message waits for an answer.'
        : `${data.count} messages wait for an answer.`,
    ),
  ).toBeInTheDocument();
});
