// GET/PUT /api/admin/tax-settings/ (docs/payments.md#back-office-staff): one record, the Saudi
// seller on simplified tax invoices, seen by the resource pieces as record 1 of a list of one.
import type { TaxSettings } from '@academy/contract';
import type { Shape } from '@academy/shared';

import { checkedCall, resourceApi, type AdminPage, type ResourceApi } from '../../lib/resource-api';

/** The settings as a back-office record: there is only ever the one. */
export type AdminTaxSettings = TaxSettings & { id: number };
export const TAX_SETTINGS_ID = 1;

const URL = '/admin/tax-settings/';
const shape: Shape<TaxSettings> = {
  seller_name: 'string',
  vat_number: 'string',
  vat_rate: 'number',
};
async function read(signal?: AbortSignal): Promise<AdminTaxSettings> {
  return { ...(await checkedCall('get', URL, shape, { signal })), id: TAX_SETTINGS_ID };
}

/** Nothing to create or delete: the settings exist from the configuration on. */
function refused(): never {
  throw new Error('the tax settings are one record: read and update only');
}

export const taxSettingsApi: ResourceApi<AdminTaxSettings, TaxSettings> = {
  // Its name and query keys as every resource's; its calls its own.
  ...resourceApi<AdminTaxSettings, TaxSettings>('tax-settings', { ...shape, id: 'number' }),
  async list(_params, signal): Promise<AdminPage<AdminTaxSettings>> {
    return { count: 1, next: null, previous: null, results: [await read(signal)] };
  },
  read: (_id, signal) => read(signal),
  create: refused,
  // PUT takes the whole record: what the form did not send stays as it is.
  async update(_id, input) {
    const body = { ...(await read()), ...input };
    const { seller_name, vat_number, vat_rate } = body;
    const saved = await checkedCall('put', URL, shape, {
      body: { seller_name, vat_number, vat_rate },
    });
    return { ...saved, id: TAX_SETTINGS_ID };
  },
  remove: refused,
};
