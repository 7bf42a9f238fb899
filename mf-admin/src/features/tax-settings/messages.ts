// /Admin/tax-settings: the seller on Saudi simplified tax invoices (admins).
// The rules' own messages are the contract's TAX_MESSAGES (the API says the same).
export const taxSettingsMessages = {
  title: 'VAT settings',
  thing: 'VAT settings',
  things: 'VAT settings',
  createTitle: 'VAT settings',
  editTitle: () => 'VAT settings',
  created: () => 'VAT settings saved.',
  saved: () => 'VAT settings saved. New tax invoices use them.',
  intro:
    'What every Saudi simplified tax invoice prints (and its QR code carries): the seller, its VAT registration number and the VAT rate prices include.',
  sellerName: 'Seller name',
  sellerNameHint: 'As registered with ZATCA.',
  vatNumber: 'VAT number',
  vatNumberHint: '15 digits, starting and ending with 3.',
  vatRate: 'VAT rate (%)',
  vatRateHint: 'Prices include it: VAT = total × rate / (100 + rate).',
};
