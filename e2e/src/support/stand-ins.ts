// The local stand-ins of PayPal, Paymob, Moyasar and geolocation (tools/standins) that global
// setup started for the shared site: their addresses, and the country the geolocation answers
// (the checkout's prices).

export function standInUrl(
  name: 'E2E_PAYPAL_URL' | 'E2E_GEO_URL' | 'E2E_PAYMOB_URL' | 'E2E_MOYASAR_URL',
): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run through e2e/jest.config.cjs`);
  return url;
}

/**
 * Makes the geolocation stand-in answer `country` (null: its lookups fail). It is the whole
 * run's: a test that changes it sets 'US', the default, back when it ends.
 */
export async function setCountry(country: string | null): Promise<void> {
  const response = await fetch(`${standInUrl('E2E_GEO_URL')}/__standin/country`, {
    method: 'POST',
    body: JSON.stringify({ country }),
  });
  if (!response.ok) throw new Error(`the geolocation stand-in refused ${country}`);
}
