import type { TaxSettings } from '@academy/contract';
import { TAX_MESSAGES } from '@academy/contract/rules';
import { apiClient } from '@academy/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  freshStaffSession,
  logInAsStaff,
  renderAdminAt,
  seriousAxeViolations,
} from '../../testing/render-admin';

// The VAT settings screen against the real API: GET/PUT /api/admin/tax-settings/ (admins).
jest.setTimeout(30_000);

let before: TaxSettings;
beforeEach(async () => {
  await freshStaffSession();
  await logInAsStaff('admin');
  before = (await apiClient.get<TaxSettings>('/admin/tax-settings/')).data;
});
afterEach(async () => {
  // The test API is shared by the run: leave the seller as it was.
  await apiClient.put('/admin/tax-settings/', before);
});

test('shows the seller in force; each rule is said by its field and nothing is sent', async () => {
  const put = jest.spyOn(apiClient, 'put');
  const user = userEvent.setup();
  renderAdminAt('/Admin/tax-settings');
  await screen.findByRole('form', { name: 'VAT settings' });
  expect(screen.getByLabelText('Seller name')).toHaveValue(before.seller_name);
  expect(screen.getByLabelText('VAT number')).toHaveValue(before.vat_number);
  expect(screen.getByLabelText('VAT rate (%)')).toHaveValue(String(before.vat_rate));

  await user.clear(screen.getByLabelText('Seller name'));
  await user.clear(screen.getByLabelText('VAT number'));
  await user.type(screen.getByLabelText('VAT number'), '300000000000004');
  await user.clear(screen.getByLabelText('VAT rate (%)'));
  await user.type(screen.getByLabelText('VAT rate (%)'), '101');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Seller name')).toHaveFocus());
  expect(screen.getByLabelText('Seller name')).toHaveAccessibleDescription(
    `As registered with ZATCA. ${TAX_MESSAGES.sellerNameRequired}`,
  );
  expect(screen.getByLabelText('VAT number')).toHaveAccessibleDescription(
    `15 digits, starting and ending with 3. ${TAX_MESSAGES.vatNumber}`,
  );
  expect(screen.getByLabelText('VAT rate (%)')).toHaveAccessibleDescription(
    `Prices include it: VAT = total × rate / (100 + rate). ${TAX_MESSAGES.vatRate}`,
  );
  expect(put).not.toHaveBeenCalled();
  expect(await seriousAxeViolations()).toEqual([]);
  put.mockRestore();
});

test('an admin saves a new seller: the API keeps it for the next invoices', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/tax-settings');
  await screen.findByRole('form', { name: 'VAT settings' });
  await user.clear(screen.getByLabelText('Seller name'));
  await user.type(screen.getByLabelText('Seller name'), 'أكاديمية التدريب المهني');
  await user.clear(screen.getByLabelText('VAT number'));
  await user.type(screen.getByLabelText('VAT number'), '310122393500003');
  await user.clear(screen.getByLabelText('VAT rate (%)'));
  await user.type(screen.getByLabelText('VAT rate (%)'), '15');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('VAT settings saved. New tax invoices use them.');
  const { data } = await apiClient.get<TaxSettings>('/admin/tax-settings/');
  expect(data).toEqual({
    seller_name: 'أكاديمية التدريب المهني',
    vat_number: '310122393500003',
    vat_rate: 15,
  });
});
