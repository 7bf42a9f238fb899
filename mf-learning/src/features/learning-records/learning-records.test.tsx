import {
  apiClient,
  Route,
  Routes,
  setLanguage,
  setRuntimeConfig,
  useLanguageStore,
} from '@academy/shared';
import { FreshQueryClient, MemoryRouter, useRealApi } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  startGeolocationStandIn,
  type GeolocationStandIn,
} from '../../../../tools/standins/index.cjs';
import { onDemoPmp } from '../../testing/api-calls';
import { signInAsNewLearner, signInAsNewOwner } from '../../testing/learners';
import { MyLearningPage } from '../my-learning/MyLearningPage';

// My learning's national ID (NELC's profile is on in the test API, tools/jest/real-api.cjs) and
// contact hours, against the real API and a private geolocation stand-in
// (docs/learning-records.md).
jest.setTimeout(30_000);
const demo = onDemoPmp();
const NATIONAL_ID = '1000000008'; // a valid check digit (Luhn)
let geo: GeolocationStandIn;

beforeAll(async () => {
  geo = await startGeolocationStandIn({ country: 'SA' });
});
afterAll(() => geo.stop());
beforeEach(() => {
  geo.setCountry('SA');
  setRuntimeConfig({
    apiBaseUrl: `${useRealApi()}/api`,
    geolocation: { ipLookupUrl: geo.ipLookupUrl, countryLookupUrl: geo.countryLookupUrl },
  });
});
afterEach(async () => {
  await setLanguage('en');
});

function renderMyLearning() {
  return render(
    <MemoryRouter initialEntries={['/My_Learning']}>
      <Routes>
        <Route path="/My_Learning" element={<MyLearningPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const INVALID =
  'Enter your 10-digit national ID (starting with 1) or Iqama number (starting with 2).';
const NO_CONSENT =
  'Agree to your learning records being reported to the National eLearning Center to save it.';

test('a learner in Saudi Arabia is asked once: each rule named on its field, then only "on file"', async () => {
  const put = jest.spyOn(apiClient, 'put');
  const user = userEvent.setup();
  await signInAsNewLearner();
  renderMyLearning();
  const form = await screen.findByRole('form', { name: 'Your national ID for NELC' });
  const field = within(form).getByLabelText('National ID or Iqama number');
  const consent = within(form).getByRole('checkbox', {
    name: 'I agree to my learning records being reported to the National eLearning Center.',
  });
  const save = within(form).getByRole('button', { name: 'Save my national ID' });

  // 10 digits with a wrong check digit, and no consent: both said, the focus on the first.
  await user.type(field, '1000000009');
  await user.click(save);
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAccessibleDescription(
    `10 digits, starting with 1 (national ID) or 2 (Iqama). ${INVALID}`,
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(consent).toHaveAccessibleDescription(NO_CONSENT);
  for (const bad of ['123', '3000000004', 'abcdefghij']) {
    await user.clear(field);
    await user.type(field, bad);
    await user.click(save);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID)),
    );
  }
  expect(put).not.toHaveBeenCalled();

  await user.clear(field);
  await user.type(field, NATIONAL_ID);
  await user.click(consent);
  await user.click(save);
  expect(
    await screen.findByText(
      'Your national ID or Iqama number is on file: your learning records are reported to NELC under it.',
    ),
  ).toBeInTheDocument();
  expect(put).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('form', { name: 'Your national ID for NELC' })).toBeNull();
  expect(document.body.textContent).not.toContain(NATIONAL_ID);

  // Asked once: a later visit only says it is on file, and the API never answers the number.
  const profile = await apiClient.get('/learning-records/profile/');
  expect(JSON.stringify(profile.data)).not.toContain(NATIONAL_ID);
  expect(profile.data).toMatchObject({ nelc: true, national_id_saved: true });
});

test('in Arabic, the form and its messages are Arabic', async () => {
  const user = userEvent.setup();
  await setLanguage('ar');
  await signInAsNewLearner();
  renderMyLearning();
  const form = await screen.findByRole('form', {
    name: 'هويتك الوطنية للمركز الوطني للتعليم الإلكتروني',
  });
  await user.click(within(form).getByRole('button', { name: 'احفظ رقم هويتي' }));
  const field = within(form).getByLabelText('رقم الهوية الوطنية أو رقم الإقامة');
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAccessibleDescription(
    '10 أرقام، تبدأ بالرقم 1 (الهوية الوطنية) أو بالرقم 2 (الإقامة). أدخل رقم هويتك الوطنية المكوّن من 10 أرقام (ويبدأ بالرقم 1) أو رقم إقامتك (ويبدأ بالرقم 2).',
  );
});

test('a learner outside Saudi Arabia is not asked', async () => {
  geo.setCountry('EG');
  const get = jest.spyOn(apiClient, 'get');
  await signInAsNewLearner();
  renderMyLearning();
  await screen.findByRole('region', { name: 'My courses' });
  // Both known: the profile answered (NELC on, nothing saved) and the country (the section's own
  // hook writes it to the language store once it has it).
  await waitFor(() =>
    expect(get.mock.calls.map(([url]) => url)).toContain('/learning-records/profile/'),
  );
  const index = get.mock.calls.findIndex(([url]) => url === '/learning-records/profile/');
  expect(((await get.mock.results[index]!.value) as { data: unknown }).data).toMatchObject({
    nelc: true,
    national_id_saved: false,
  });
  await waitFor(() => expect(useLanguageStore.getState().country).toBe('EG'));
  expect(screen.queryByRole('region', { name: 'Your national ID for NELC' })).toBeNull();
});

test("the learner's contact hours per course they own, against the course's", async () => {
  await signInAsNewOwner(demo.pmp.id);
  renderMyLearning();
  const hours = await screen.findByRole('region', { name: 'Contact hours' });
  expect(within(hours).getByRole('heading', { name: 'PMP' })).toBeInTheDocument();
  expect(within(hours).getByText('0 of 35 contact hours')).toBeInTheDocument();
  expect(within(hours).getByRole('progressbar', { name: 'Contact hours in PMP' })).toHaveAttribute(
    'max',
    '35',
  );
});
