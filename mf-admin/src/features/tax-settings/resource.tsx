// /Admin/tax-settings (admins): the Saudi seller's name, VAT number and rate on simplified tax
// invoices (docs/payments.md#tax-documents). One record: its form is the section's page.
import { TAX_LIMITS, TAX_MESSAGES as rules } from '@academy/contract/rules';
import { Route, RoutesWithNotFound } from '@academy/shared';

import { codecs, maxText, type FieldDef } from '../../components/resource-section/fields';
import { RecordPage, type FormDefinition } from '../../components/resource-section/ResourceSection';
import { taxSettingsApi, TAX_SETTINGS_ID, type AdminTaxSettings } from './api';
import { taxSettingsMessages as text } from './messages';

const VAT_NUMBER = new RegExp(TAX_LIMITS.vatNumberPattern);
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

const fields: FieldDef[] = [
  {
    name: 'seller_name',
    label: text.sellerName,
    hint: text.sellerNameHint,
    required: true,
    rule: maxText(TAX_LIMITS.sellerNameMax, rules.sellerNameTooLong, rules.sellerNameRequired),
  },
  {
    name: 'vat_number',
    label: text.vatNumber,
    hint: text.vatNumberHint,
    required: true,
    inputMode: 'numeric',
    rule: (yup) =>
      yup.string().trim().required(rules.vatNumber).matches(VAT_NUMBER, rules.vatNumber),
  },
  {
    name: 'vat_rate',
    label: text.vatRate,
    hint: text.vatRateHint,
    required: true,
    inputMode: 'decimal',
    codec: codecs.number,
    rule: (yup) =>
      yup
        .string()
        .trim()
        .required(rules.vatRate)
        .test(
          'rate',
          rules.vatRate,
          (value) => RATE.test(value) && Number(value) <= TAX_LIMITS.vatRateMax,
        ),
  },
];

export const taxSettingsResource: FormDefinition<AdminTaxSettings> = {
  api: taxSettingsApi,
  text,
  fields,
  nameOf: () => text.title,
  RecordExtras: () => <p className="admin-hint">{text.intro}</p>,
};

export default function TaxSettingsSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<RecordPage resource={taxSettingsResource} id={TAX_SETTINGS_ID} />} />
    </RoutesWithNotFound>
  );
}
