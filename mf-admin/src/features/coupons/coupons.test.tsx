import { apiClient } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, uniqueName } from '../../testing/table';
import { courseBodyApi } from '../courses/api';
import { couponBodyApi } from './api';

// The coupons screens against the real API: /api/admin/coupons/.
jest.setTimeout(30_000);

/** The list shows exactly these rows (a search's answer may come after a busy server's while). */
const listed = (names: string[]) =>
  waitFor(() => expect(firstColumn('Coupons')).toEqual(names), { timeout: 8000 });

beforeEach(freshStaffSession);

const code = () => uniqueName('SAVE').replace(/\s+/g, '-');

test('percent or fixed amounts: one set of inputs at a time, each rule said by its field', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/coupons/new');
  await screen.findByRole('form', { name: 'New coupon' });
  expect(screen.getByRole('radio', { name: 'A percentage of the price' })).toBeChecked();
  expect(screen.queryByLabelText('Amount off in US dollars')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Percentage off'), '120');
  await user.type(screen.getByLabelText('Usage limit'), '2.5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Code')).toHaveFocus());
  expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
    'What learners type at checkout (capitals do not matter). Enter the coupon’s code.',
  );
  expect(screen.getByLabelText('Percentage off')).toHaveAccessibleDescription(
    'The percentage must be more than 0 and at most 100.',
  );
  expect(screen.getByLabelText('Usage limit')).toHaveAccessibleDescription(
    'How many paid orders may use it. Left empty, there is no limit. Enter a whole number (0 or more), or leave it empty.',
  );

  await user.click(screen.getByRole('radio', { name: 'A fixed amount in each currency' }));
  expect(screen.queryByLabelText('Percentage off')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Amount off in US dollars'), '5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Amount off in Egyptian pounds')).toHaveAccessibleDescription(
      'Enter the amount off in egyptian pounds.',
    ),
  );
  expect(screen.getByLabelText('Amount off in Saudi riyals')).toHaveAccessibleDescription(
    'Enter the amount off in saudi riyals.',
  );
  expect(post).not.toHaveBeenCalled();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('adds a fixed-amount coupon for one course; the list shows it; a taken code is refused', async () => {
  const course = await courseBodyApi.create({
    name: uniqueName('Coupon course'),
    category: 'PMP',
    price: 50,
    price_LE: 900,
    price_SR: 200,
  });
  const title = code();
  const user = userEvent.setup();
  renderAdminAt('/Admin/coupons');
  await user.click(await screen.findByRole('link', { name: 'Add a coupon' }));
  await user.type(await screen.findByLabelText('Code'), title);
  await user.click(screen.getByRole('radio', { name: 'A fixed amount in each currency' }));
  await user.type(screen.getByLabelText('Amount off in US dollars'), '10');
  await user.type(screen.getByLabelText('Amount off in Egyptian pounds'), '150.5');
  await user.type(screen.getByLabelText('Amount off in Saudi riyals'), '35');
  await waitFor(() =>
    expect(
      within(screen.getByLabelText('Course')).getByRole('option', { name: course.name }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText('Course'), course.name);
  await user.type(screen.getByLabelText('Expires'), '2099-12-31T23:30');
  await user.type(screen.getByLabelText('Usage limit'), '3');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Coupon “${title}” was added.`)).toBeInTheDocument();

  await user.type(await screen.findByRole('searchbox', { name: 'Search the coupons' }), title);
  await listed([title]);
  const row = screen.getByRole('row', { name: new RegExp(title) });
  for (const cell of ['$10 · LE 150.5 · SAR 35', course.name, '3', '0', 'Active'])
    expect(within(row).getByRole('cell', { name: cell })).toBeInTheDocument();
  const { results } = await couponBodyApi.list({
    page: 1,
    pageSize: 5,
    search: title,
    ordering: '',
  });
  expect(results[0]).toMatchObject({
    percent_off: null,
    amount_off_usd: 10,
    amount_off_le: 150.5,
    amount_off_sr: 35,
    course: course.id,
    usage_limit: 3,
    active: true,
    expires_at: new Date('2099-12-31T23:30').toISOString(),
  });

  // The same code again: the API's refusal lands on the field.
  await user.click(screen.getByRole('link', { name: 'Add a coupon' }));
  await user.type(await screen.findByLabelText('Code'), title.toLowerCase());
  await user.type(screen.getByLabelText('Percentage off'), '10');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'What learners type at checkout (capitals do not matter). A coupon with this title already exists.',
    ),
  );
});

test('edits a coupon from a percentage to amounts (the percentage is cleared)', async () => {
  const title = code();
  const coupon = await couponBodyApi.create({ title, percent_off: 15 });
  const user = userEvent.setup();
  renderAdminAt(`/Admin/coupons/${coupon.id}`);
  expect(await screen.findByLabelText('Percentage off')).toHaveValue('15');
  await user.click(screen.getByRole('radio', { name: 'A fixed amount in each currency' }));
  await user.type(screen.getByLabelText('Amount off in US dollars'), '1');
  await user.type(screen.getByLabelText('Amount off in Egyptian pounds'), '2');
  await user.type(screen.getByLabelText('Amount off in Saudi riyals'), '3');
  await user.click(screen.getByLabelText('Active'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Coupon “${title}” was saved.`)).toBeInTheDocument();
  expect(await couponBodyApi.read(coupon.id)).toMatchObject({
    percent_off: null,
    amount_off_usd: 1,
    amount_off_le: 2,
    amount_off_sr: 3,
    active: false,
  });
});

test('deletes an unused coupon once confirmed', async () => {
  const title = code();
  await couponBodyApi.create({ title, percent_off: 5 });
  const user = userEvent.setup();
  renderAdminAt('/Admin/coupons');
  await user.type(await screen.findByRole('searchbox', { name: 'Search the coupons' }), title);
  await listed([title]);
  await user.click(screen.getByRole('button', { name: `Delete “${title}”` }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(`“${title}” was deleted.`)).toBeInTheDocument();
});
