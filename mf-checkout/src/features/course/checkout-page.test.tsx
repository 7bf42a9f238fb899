import { setRuntimeConfig, ToastHost, useAuthStore, Route, Routes } from '@academy/shared';
import {
  DEMO_LEARNERS,
  FreshQueryClient,
  loginAs,
  payPalStandIn,
  useRealApi,
  MemoryRouter,
} from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  startGeolocationStandIn,
  type GeolocationStandIn,
} from '../../../../tools/standins/index.cjs';
import { demoCourseId, registerLearner } from '../../testing/learners';
import { CheckoutPage } from './CheckoutPage';

// The page against the real API (demo content) and a private geolocation stand-in. The PayPal
// buttons themselves are driven in the end-to-end suite.
let geo: GeolocationStandIn;
let apiUrl: string;
let pmp: number;
let soon: number;

beforeAll(async () => {
  geo = await startGeolocationStandIn();
  apiUrl = useRealApi();
  pmp = await demoCourseId('PMP');
  soon = await demoCourseId('Primavera P6 Planning');
});
afterAll(() => geo.stop());
beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
  geo.setCountry('US');
  setRuntimeConfig({
    apiBaseUrl: `${apiUrl}/api`,
    // No client id: the buttons' chunk is not loaded in jsdom (the end-to-end suite drives it).
    paypal: { clientId: '', sdkBaseUrl: `${payPalStandIn().url}/sdk/js`, mode: 'local-sandbox' },
    geolocation: { ipLookupUrl: geo.ipLookupUrl, countryLookupUrl: geo.countryLookupUrl },
    academyPhone: '+20 100 555 0101',
  });
});

function renderCheckout(courseId: number | string) {
  return render(
    <MemoryRouter initialEntries={[`/Checkout/${courseId}`]}>
      <Routes>
        <Route path="/Checkout/:courseId" element={<CheckoutPage />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const price = () => document.querySelector('.checkout__price')?.textContent;

describe('CheckoutPage', () => {
  it("loads the course for a visitor: title, USD price, 'Log in to Proceed', no payment", async () => {
    renderCheckout(pmp);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the course');
    expect(document.title).toBe('Course checkout | Academy');
    expect(await screen.findByRole('heading', { level: 1, name: 'PMP' })).toBeInTheDocument();
    expect(document.title).toBe('PMP | Academy');
    expect(screen.getByRole('link', { name: 'Log in to Proceed' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(price()).toBe('$299');
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
    expect(screen.queryByText(/Paying from Egypt/)).not.toBeInTheDocument();
  });

  it.each([
    ['EG', '9,500 LE'],
    ['SA', '1,120 SAR'],
    ['FR', '$299'],
    [null, '$299'],
  ])('shows the price where the visitor is (%s: %s)', async (country, shown) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    geo.setCountry(country);
    renderCheckout(pmp);
    await screen.findByRole('heading', { level: 1, name: 'PMP' });
    await screen.findByText(shown);
    expect(price()).toBe(shown);
  });

  it("gives a learner who paid 'GO TO Course Direct'", async () => {
    await loginAs(DEMO_LEARNERS.paid);
    renderCheckout(pmp);
    expect(await screen.findByRole('link', { name: 'GO TO Course Direct' })).toHaveAttribute(
      'href',
      `/Course_Lectuers/${pmp}`,
    );
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  });

  it('gives an Egyptian learner Paymob in pounds, and PayPal in dollars when they switch', async () => {
    geo.setCountry('EG');
    await registerLearner();
    const user = userEvent.setup();
    renderCheckout(pmp);
    const box = await screen.findByRole('region', { name: 'Pay for this course' });
    expect(await within(box).findByText('You will be charged 9,500 LE.')).toBeInTheDocument();
    const methods = within(box).getByRole('group', { name: 'Choose how to pay' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'wallet', 'kiosk']);
    expect(within(box).getByRole('button', { name: 'Pay 9,500 LE' })).toBeEnabled();
    await user.click(
      within(box).getByRole('button', { name: 'Pay with PayPal in US dollars instead' }),
    );
    expect(within(box).getByText('You will be charged $299 USD')).toBeInTheDocument();
    expect(
      within(box).getByRole('button', { name: 'Pay in my currency instead' }),
    ).toBeInTheDocument();
    expect(
      await within(box).findByText(/PayPal cannot charge Egyptian pounds/),
    ).toBeInTheDocument();
    expect(within(box).getByText(/^Local sandbox mode:/)).toBeInTheDocument();
    expect(within(box).getByLabelText('Coupon code')).toBeInTheDocument();
    const egypt = within(box).getByRole('region', { name: 'Paying from Egypt?' });
    expect(egypt).toHaveTextContent(
      'You can also pay 9,500 LE by bank transfer, mobile wallet or instant payment (InstaPay). Send a screenshot of the transaction to +20 100 555 0101 and the academy will open the course for you.',
    );
    expect(within(egypt).getByRole('link', { name: '+20 100 555 0101' })).toHaveAttribute(
      'href',
      'tel:+201005550101',
    );
    expect(
      within(box).getByText(/Online payment is not set up on this site yet/),
    ).toBeInTheDocument();
  });

  it('a coupon changes the shown and the charged price, and the price stays after a reload', async () => {
    geo.setCountry('SA');
    await registerLearner();
    const user = userEvent.setup();
    const { unmount } = renderCheckout(pmp);
    await screen.findByText('1,120 SAR');
    await user.type(await screen.findByLabelText('Coupon code'), 'PMP50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon applied successfully.')).toBeInTheDocument();
    // Saudi Arabia pays Moyasar in riyals: the charged amount is the discounted SAR price.
    expect(await screen.findByText('You will be charged 930 SAR.')).toBeInTheDocument();
    expect(price()).toBe('930 SAR');
    expect(screen.getByText('Coupon PMP50 is applied to this price.')).toBeInTheDocument();
    unmount();

    renderCheckout(pmp);
    expect(await screen.findByText('You will be charged 930 SAR.')).toBeInTheDocument();
    expect(await screen.findByText('930 SAR')).toBeInTheDocument();
  });

  it("shows the coming-soon image and no purchase for a 'Soon' course", async () => {
    await registerLearner();
    renderCheckout(soon);
    expect(await screen.findByRole('img', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay for this course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to Proceed' })).not.toBeInTheDocument();
  });

  it.each([['999999'], ['abc']])(
    "warns 'OOOPS , Something went wrong' when course %s cannot be loaded",
    async (id) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderCheckout(id);
      expect(await screen.findByText('OOOPS , Something went wrong')).toBeInTheDocument();
      expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('[checkout] could not load the course', expect.anything());
    },
  );
});
