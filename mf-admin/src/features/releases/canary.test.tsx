import type { CanariesOverview, PreviewGrant, RemotesPlan } from '@academy/contract';
import { apiClient, setRuntimeConfig, useAuthStore } from '@academy/shared';
import { DEMO_STAFF, loginAs } from '@academy/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { sendPageLoads, startReleasesApi, type ReleasesApi } from '../../testing/releases-api';
import { formatMilliseconds, formatShift } from './format-health';

// The releases page's canary and preview (issue 39, docs/releases.md) against a real API of its
// own: live and canary side by side, the verdict (too few page loads, no worse), Promote, Start
// canary with its share checked, Abort, and a preview link the API opens for staff.
jest.setTimeout(120_000);

const [B1, B2, B3] = ['1.0.0-d1d1d1d1d1', '1.0.0-d2d2d2d2d2', '1.0.0-d3d3d3d3d3'];
let releasesApi: ReleasesApi;

beforeAll(async () => {
  releasesApi = await startReleasesApi(
    'canary-test-api',
    {
      versions: { blog: { [B1]: 2048, [B2]: 3072, [B3]: 4096 } },
      live: { blog: B2 },
      history: { blog: [B1, B2] },
    },
    // The minimum of page views on each side before the automatic abort decides.
    { AUTO_ROLLBACK_MIN_PAGE_VIEWS: '10' },
  );
});

afterAll(async () => {
  await releasesApi?.stop();
});

beforeEach(async () => {
  setRuntimeConfig({ apiBaseUrl: `${releasesApi.api.url}/api` });
  window.localStorage.clear();
  useAuthStore.getState().logout();
  await act(() => loginAs(DEMO_STAFF.admin));
});

afterEach(() => {
  jest.restoreAllMocks();
});

const canaries = async () =>
  (await apiClient.get<CanariesOverview>('/admin/releases/canaries/')).data.canaries;
const plan = async () =>
  (await (await fetch(`${releasesApi.api.url}/api/remotes.json?plan=1`)).json()) as RemotesPlan;
const blogCard = () => screen.findByRole('region', { name: 'blog' });
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

test('live and canary side by side since it started, and too few page loads to decide until each side has the minimum', async () => {
  await apiClient.post('/admin/releases/blog/canary/', { version: B3, percent: 50 });
  await sendPageLoads(releasesApi.api, 'blog', B2, {
    pageViews: 12,
    vitals: { LCP: 2400, INP: 180, CLS: 0.05 },
  });
  await sendPageLoads(releasesApi.api, 'blog', B3, {
    pageViews: 4,
    errors: 1,
    vitals: { LCP: 3900, INP: 420, CLS: 0.2 },
  });
  await waitFor(async () => expect((await canaries())[0]?.canary_health.page_views).toBe(4), {
    timeout: 10_000,
  });
  const [figures] = await canaries();
  const { live_health: live, canary_health: canary } = figures!;
  // Each p75 is its histogram bucket's upper bound, within 15 % above the value sent.
  expect(live.lcp_p75_ms).toBeGreaterThanOrEqual(2400);
  expect(live.lcp_p75_ms).toBeLessThan(2400 * 1.15);
  expect(canary.inp_p75_ms).toBeGreaterThanOrEqual(420);

  const { unmount } = renderAdminAt('/Admin/releases');
  const blog = await blogCard();
  expect(
    await within(blog).findByText(new RegExp(`^${B3} serves 50 % of page loads since`)),
  ).toBeInTheDocument();
  const table = within(blog).getByRole('table', {
    name: 'Live and canary of blog, since the canary started',
  });
  expect(cellsOf(within(table).getAllByRole('row')[0]!)).toEqual([
    'Side',
    'Page views (1 h)',
    'Errors per 1,000',
    'LCP p75',
    'INP p75',
    'CLS p75',
  ]);
  const [liveRow, canaryRow] = within(table).getAllByRole('row').slice(1);
  expect(cellsOf(liveRow!)).toEqual([
    `Live ${B2}`,
    '12',
    '0',
    formatMilliseconds(live.lcp_p75_ms, ''),
    formatMilliseconds(live.inp_p75_ms, ''),
    formatShift(live.cls_p75, ''),
  ]);
  // 1 error in 4 page views: 250 per 1,000.
  expect(cellsOf(canaryRow!)).toEqual([
    `Canary ${B3}`,
    '4',
    '250',
    formatMilliseconds(canary.lcp_p75_ms, ''),
    formatMilliseconds(canary.inp_p75_ms, ''),
    formatShift(canary.cls_p75, ''),
  ]);
  expect(cellsOf(canaryRow!)[3]).toMatch(/^[34]\.\d s$/);
  expect(cellsOf(liveRow!)[5]).toMatch(/^0\.0[5-6]\d$/);
  expect(within(blog).getByRole('status')).toHaveTextContent(
    'Too few page loads to decide: 4 on the canary and 12 on live counted, 10 needed on each side.',
  );
  unmount();

  // Ten more canary page loads without an error: decided, 1 error against none is within chance
  // (P(X ≥ 1) for X ~ Binomial(1, 14/26) = 0.5385).
  await sendPageLoads(releasesApi.api, 'blog', B3, { pageViews: 10 });
  await waitFor(async () => expect((await canaries())[0]?.canary_health.page_views).toBe(14), {
    timeout: 10_000,
  });
  renderAdminAt('/Admin/releases');
  expect(await within(await blogCard()).findByRole('status')).toHaveTextContent(
    'No worse than live so far, over 26 page loads (one-sided p = 0.5385).',
  );
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Promote asks first, then the canary’s version is live for every new page load', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/releases');
  const blog = await blogCard();
  await user.click(await within(blog).findByRole('button', { name: 'Promote' }));
  const dialog = screen.getByRole('alertdialog', { name: `Promote blog ${B3}?` });
  expect(dialog).toHaveTextContent(`Every new page load gets blog ${B3}`);
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText(`${B3} is live.`)).toBeInTheDocument();
  expect(await plan()).toEqual({
    remotes: { blog: `/remotes/blog/${B3}/remoteEntry.js` },
    previous: { blog: `/remotes/blog/${B2}/remoteEntry.js` },
    canaries: {},
  });
  expect(await within(blog).findByText('No canary is running.')).toBeInTheDocument();
});

test('Start canary takes a whole share from 1 to 100 (checked before sending); Abort ends it for everyone', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/releases');
  const blog = await blogCard();
  const form = await within(blog).findByRole('form', { name: 'Start a canary of blog' });
  const share = within(form).getByLabelText('Share of page loads (%)');
  await user.selectOptions(within(form).getByLabelText('Canary version'), B1);
  for (const refused of ['0', '101', '12.5', '']) {
    await user.clear(share);
    if (refused) await user.type(share, refused);
    await user.click(within(form).getByRole('button', { name: 'Start canary' }));
    expect(await within(form).findByText('Enter a whole number from 1 to 100.')).toBeVisible();
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(share).toHaveAccessibleDescription('Enter a whole number from 1 to 100.');
    expect(share).toHaveFocus();
  }
  expect(await seriousAxeViolations()).toEqual([]);
  expect(await canaries()).toEqual([]);

  // The bounds themselves are accepted: 100 %, aborted, then 1 %.
  await user.clear(share);
  await user.type(share, '100');
  await user.click(within(form).getByRole('button', { name: 'Start canary' }));
  expect(
    await within(blog).findByText(new RegExp(`^${B1} serves 100 % of page loads since`)),
  ).toBeInTheDocument();
  expect((await plan()).canaries.blog).toMatchObject({ version: B1, percent: 100 });

  await user.click(within(blog).getByRole('button', { name: 'Abort' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Abort the canary of blog?' });
  expect(dialog).toHaveTextContent(`Nobody gets ${B1} any more`);
  await user.click(within(dialog).getByRole('button', { name: 'Abort' }));
  expect(await screen.findByText(`The canary of ${B1} is aborted.`)).toBeInTheDocument();
  expect(await within(blog).findByText('No canary is running.')).toBeInTheDocument();
  expect((await plan()).canaries).toEqual({});

  const again = await within(blog).findByRole('form', { name: 'Start a canary of blog' });
  await user.selectOptions(within(again).getByLabelText('Canary version'), B2);
  await user.clear(within(again).getByLabelText('Share of page loads (%)'));
  await user.type(within(again).getByLabelText('Share of page loads (%)'), '1');
  await user.click(within(again).getByRole('button', { name: 'Start canary' }));
  expect(
    await within(blog).findByText(new RegExp(`^${B2} serves 1 % of page loads since`)),
  ).toBeInTheDocument();
  expect((await plan()).canaries.blog).toMatchObject({ version: B2, percent: 1 });
  expect((await plan()).remotes.blog).toBe(`/remotes/blog/${B3}/remoteEntry.js`);
});

test('Preview makes a signed link, opened in a new tab, that opens that version for staff', async () => {
  const user = userEvent.setup();
  // jsdom opens no windows: the new tab is an object whose address the page sets.
  const tab = { location: { href: 'about:blank' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  renderAdminAt('/Admin/releases');
  const blog = await blogCard();
  await user.click(within(blog).getByRole('button', { name: `Preview blog ${B1} in a new tab` }));
  expect(open).toHaveBeenCalledWith('about:blank', '_blank');
  await waitFor(() => expect(tab.location.href).toMatch(/^\/\?preview=/));
  const token = new URLSearchParams(tab.location.href.slice(2)).get('preview') as string;
  const grant = await apiClient.get<PreviewGrant>('/releases/preview/', { params: { token } });
  expect(grant.data).toMatchObject({
    remote: 'blog',
    version: B1,
    entry: `/remotes/blog/${B1}/remoteEntry.js`,
  });
  expect(tab.close).not.toHaveBeenCalled();
  // What everyone else gets is unchanged.
  expect((await plan()).remotes.blog).toBe(`/remotes/blog/${B3}/remoteEntry.js`);
});
