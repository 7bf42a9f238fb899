import type { ReleasesOverview } from '@academy/contract';
import { apiClient, setRuntimeConfig, useAuthStore } from '@academy/shared';
import { DEMO_STAFF, loginAs } from '@academy/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { sendPageLoads, startReleasesApi, type ReleasesApi } from '../../testing/releases-api';

// The releases page against a real API of its own, serving a site folder with published versions
// (the one-machine setup: the API registers what npm run deploy left there). Beacons go to it as
// the shell sends them; it writes them every second here.
jest.setTimeout(120_000);

const [B1, B2, B3] = ['1.0.0-b1b1b1b1b1', '1.0.0-b2b2b2b2b2', '1.0.0-b3b3b3b3b3'];
const [C1, C2] = ['1.0.0-c1c1c1c1c1', '1.0.0-c2c2c2c2c2'];
let releasesApi: ReleasesApi;

beforeAll(async () => {
  releasesApi = await startReleasesApi(
    'releases-test-api',
    {
      versions: {
        blog: { [B1]: 2048, [B2]: 3072, [B3]: 4096 },
        catalog: { [C1]: 1024, [C2]: 1024 },
      },
      live: { blog: B2, catalog: C1 },
      history: { blog: [B1, B2], catalog: [C1] },
      releases: {
        blog: {
          [B2]: { deployed_at: '2026-11-20T10:00:00.000Z', deployed_by: 'sara', size_bytes: 3072 },
        },
      },
    },
    {
      AUTO_ROLLBACK_REMOTES: 'catalog',
      AUTO_ROLLBACK_MIN_PAGE_VIEWS: '10',
      AUTO_ROLLBACK_MAX_ERRORS_PER_1000: '100',
    },
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

/** Page loads of `version` (their errors shared out among them), the first reporting its LCP. */
const beacons = (remote: string, version: string, pageViews: number, errors: number) =>
  sendPageLoads(releasesApi.api, remote, version, { pageViews, errors, vitals: { LCP: 2400 } });

async function releases(): Promise<ReleasesOverview> {
  return (await apiClient.get<ReleasesOverview>('/admin/releases/')).data;
}

const remoteCard = (remote: string) => screen.getByRole('region', { name: remote });
const liveManifest = async () =>
  (await (await fetch(`${releasesApi.api.url}/remotes.json`)).json()) as Record<string, string>;

test('each remote: what is live, every version with who, when and size, and its last hour', async () => {
  await beacons('blog', B2, 40, 2);
  await waitFor(
    async () => {
      const blog = (await releases()).remotes.find((r) => r.remote === 'blog');
      expect(blog?.versions.find((v) => v.version === B2)?.health.page_views).toBe(40);
    },
    { timeout: 10_000 },
  );
  renderAdminAt('/Admin/releases');
  expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  const blog = await screen.findByRole('region', { name: 'blog' });
  expect(within(blog).getByText(new RegExp(`^Live: ${B2} since`))).toBeInTheDocument();
  expect(within(blog).getByText('Automatic rollback: off.')).toBeInTheDocument();
  const table = within(blog).getByRole('table', { name: 'Versions of blog' });
  const rows = within(table).getAllByRole('row').slice(1);
  const live = rows.find((row) => row.textContent?.includes(B2)) as HTMLElement;
  const cells = within(live)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  // By, size, page views, errors per 1,000 (2 in 40), p75 LCP; no INP or CLS was measured.
  expect(cells.slice(1, 8)).toEqual([
    'sara',
    '3 KB',
    '40',
    '50',
    expect.stringMatching(/^2\.\d s$/),
    '—',
    '—',
  ]);
  expect(live).toHaveAttribute('aria-current', 'true');
  // The live version is only previewed: nothing to make live or roll back to on its row.
  expect(
    within(live)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([`Preview blog ${B2} in a new tab`]);
  expect(
    within(remoteCard('catalog')).getByText(/^Automatic rollback: on — above 100 errors/),
  ).toBeInTheDocument();
  // No page load of the live catalog counted yet: the page says it cannot decide (issue 39).
  expect(
    within(remoteCard('catalog')).getByText(
      'Too few page loads to decide: 0 counted in the last hour, 10 needed.',
    ),
  ).toBeInTheDocument();
  expect(within(blog).queryByText(/^Too few page loads/)).not.toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Roll back asks first, then flips the manifest for every new page load, recorded in the audit log', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/releases');
  const blog = await screen.findByRole('region', { name: 'blog' });
  await user.click(within(blog).getByRole('button', { name: `Roll back blog to ${B1}` }));
  const dialog = screen.getByRole('alertdialog', { name: 'Roll back blog?' });
  expect(dialog).toHaveTextContent(`New page loads get blog ${B1} instead of ${B2}`);
  // Cancel changes nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect((await liveManifest()).blog).toContain(B2);

  await user.click(within(blog).getByRole('button', { name: `Roll back blog to ${B1}` }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Roll back blog?' })).getByRole('button', {
      name: 'Roll back',
    }),
  );
  expect(await screen.findByText(`blog is back on ${B1}.`)).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(remoteCard('blog')).getByText(new RegExp(`^Live: ${B1} since`)),
    ).toBeInTheDocument(),
  );
  expect((await liveManifest()).blog).toBe(`/remotes/blog/${B1}/remoteEntry.js`);
  const audit = await apiClient.get<{ results: { actor: { email: string }; changes: object }[] }>(
    '/admin/audit-log/',
    { params: { entity: 'releases', ordering: '-at' } },
  );
  expect(audit.data.results[0]).toMatchObject({
    actor: { email: 'admin@academy.com' },
    changes: { live: [B2, B1], cause: 'rollback' },
  });
  // Nothing before B1: no Roll back any more.
  expect(within(remoteCard('blog')).queryByRole('button', { name: /^Roll back/ })).toBeNull();
});

test('Make live puts any registered version live, after a confirmation', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/releases');
  const blog = await screen.findByRole('region', { name: 'blog' });
  await user.click(within(blog).getByRole('button', { name: `Make blog ${B3} live` }));
  const dialog = screen.getByRole('alertdialog', { name: `Make blog ${B3} live?` });
  await user.click(within(dialog).getByRole('button', { name: 'Make live' }));
  expect(await screen.findByText(`blog ${B3} is live.`)).toBeInTheDocument();
  expect((await liveManifest()).blog).toBe(`/remotes/blog/${B3}/remoteEntry.js`);
  await user.click(within(remoteCard('blog')).getByText('Recent flips'));
  expect(
    within(remoteCard('blog')).getByText(
      new RegExp(`${B1} → ${B3}, made live by admin@academy.com`),
    ),
  ).toBeVisible();
});

test('an automatic rollback shows on the page, with the figures that caused it', async () => {
  await apiClient.post('/admin/releases/catalog/make-live/', { version: C2 });
  await beacons('catalog', C2, 10, 5);
  await waitFor(
    async () => {
      const catalog = (await releases()).remotes.find((r) => r.remote === 'catalog');
      expect(catalog?.live_version).toBe(C1);
    },
    { timeout: 10_000 },
  );
  renderAdminAt('/Admin/releases');
  const catalog = await screen.findByRole('region', { name: 'catalog' });
  const status = within(catalog).getByRole('status');
  expect(status).toHaveTextContent(new RegExp(`Rolled back automatically on .+: ${C2} → ${C1}\\.`));
  expect(status).toHaveTextContent('5 errors in 10 page views (500 per 1,000, above 100)');
  expect((await liveManifest()).catalog).toBe(`/remotes/catalog/${C1}/remoteEntry.js`);
});

test('staff do not see the releases: not in the menu, not found at its address', async () => {
  useAuthStore.getState().logout();
  await act(() => loginAs(DEMO_STAFF.staff));
  const { unmount } = renderAdminAt('/Admin/releases');
  expect(await screen.findByRole('link', { name: 'Back To Home' })).toBeInTheDocument();
  unmount();
  renderAdminAt('/Admin');
  const menu = screen.getByRole('navigation', { name: 'Back-office' });
  expect(within(menu).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: 'Releases' })).toBeNull();
});
