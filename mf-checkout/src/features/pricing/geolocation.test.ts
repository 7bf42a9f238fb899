import {
  startGeolocationStandIn,
  type GeolocationStandIn,
} from '../../../../tools/standins/index.cjs';
import { detectCountry } from '@academy/shared';

// The real lookups (fetch over jsdom's XMLHttpRequest, CORS included) against a private stand-in
// of the two services.
let geo: GeolocationStandIn;
beforeAll(async () => {
  geo = await startGeolocationStandIn();
});
afterAll(() => geo.stop());

const endpoints = () => ({ ipLookupUrl: geo.ipLookupUrl, countryLookupUrl: geo.countryLookupUrl });

describe('detectCountry', () => {
  it('looks the IP up, posts it to the country lookup and reads the code before the newline', async () => {
    for (const country of ['EG', 'SA', 'US']) {
      geo.setCountry(country);
      expect(await detectCountry(endpoints())).toBe(country);
    }
    expect(geo.lookups().at(-1)).toBe('127.0.0.1');
  });

  it("upper-cases a lower-case code; anything else is 'other'", async () => {
    geo.setCountry('eg');
    expect(await detectCountry(endpoints())).toBe('EG');
    geo.setCountry('Egypt');
    expect(await detectCountry(endpoints())).toBe('other');
  });

  it("answers 'other' when a lookup fails or nothing is configured", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // jsdom reports the refused connection below on the console too.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    geo.setCountry(null);
    expect(await detectCountry(endpoints())).toBe('other');
    expect(await detectCountry({ ipLookupUrl: '', countryLookupUrl: '' })).toBe('other');
    const closed = await startGeolocationStandIn();
    await closed.stop();
    expect(
      await detectCountry({
        ipLookupUrl: closed.ipLookupUrl,
        countryLookupUrl: closed.countryLookupUrl,
      }),
    ).toBe('other');
    expect(console.warn).toHaveBeenCalled();
  });
});
