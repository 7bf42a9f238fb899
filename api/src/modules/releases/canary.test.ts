import crypto from 'node:crypto';
import path from 'node:path';
import type { CanariesOverview, RemotesPlan } from '@academy/contract';
import { inCanary } from '@academy/contract/rules';
import { json } from '../../test/helpers';
import { adminSuite } from '../../test/admin-test-kit';
import { SET_UP_TIMEOUT_MS } from '../../test/suite';
import { pageView, renderError, sendEvents, times } from '../telemetry/telemetry-test-kit';
import { binomialUpperTail, compareCanary } from './canary-test-rule';
import { entry, makeSiteFolder, MovableClock, registerDeploy } from './release-test-kit';

// Canaries (issue 39): a version served to a share of page loads, sticky per learner, compared
// with the live version on page-load-token-bound telemetry, promoted, aborted by an admin or by
// the API when it errs more often beyond chance.

const clock = new MovableClock();
const { ctx, tokens, expectStaffOnly, latestAudit } = adminSuite({
  services: { clock },
  env: { AUTO_ROLLBACK_MIN_PAGE_VIEWS: '60' },
});
const [V1, V2, V3] = ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb', '1.0.0-cccccccccc'];

beforeAll(async () => {
  const site = makeSiteFolder(path.join(ctx.tmpDir, 'dist'), { blog: [V1, V2, V3] }, { blog: V1 });
  expect((await registerDeploy(ctx, site, 'blog', V1)).code).toBe(0);
  expect((await registerDeploy(ctx, site, 'blog', V2)).code).toBe(0);
  clock.advance(60);
});

const plan = async () =>
  json<RemotesPlan>(await ctx.request({ method: 'GET', url: '/api/remotes.json?plan=1' }));
const canaries = async () =>
  json<CanariesOverview>(
    await ctx.request({ method: 'GET', url: '/api/admin/releases/canaries/', token: tokens.admin }),
  ).canaries;
const startCanary = (payload: Record<string, unknown>, token = tokens.admin) =>
  ctx.request({ method: 'POST', url: '/api/admin/releases/blog/canary/', payload, token });
const endCanary = (action: 'promote' | 'abort', canaryId: number, token = tokens.admin) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/releases/blog/canary/${action}/`,
    payload: { canary_id: canaryId },
    token,
  });

test('the plan names the live and previous entries; the flat manifest stays as it was', async () => {
  expect(await plan()).toEqual({
    remotes: { blog: entry('blog', V2) },
    previous: { blog: entry('blog', V1) },
    canaries: {},
  });
  expect(json(await ctx.request({ method: 'GET', url: '/api/remotes.json' }))).toEqual({
    blog: entry('blog', V2),
  });
});

test('only an admin starts, promotes or aborts a canary; bad input gets field messages', async () => {
  const call = { method: 'POST' as const, url: '/api/admin/releases/blog/canary/' };
  await expectStaffOnly({ ...call, payload: { version: V3, percent: 10 } });
  const staff = await startCanary({ version: V3, percent: 10 }, tokens.staff);
  expect(staff.statusCode).toBe(403);
  for (const action of ['promote', 'abort'] as const) {
    expect((await endCanary(action, 1, tokens.staff)).statusCode).toBe(403);
  }
  expect(
    (
      await ctx.request({
        method: 'GET',
        url: '/api/admin/releases/canaries/',
        token: tokens.staff,
      })
    ).statusCode,
  ).toBe(403);
  const zero = await startCanary({ version: V3, percent: 0 });
  expect([zero.statusCode, Object.keys(json(zero))]).toEqual([400, ['percent']]);
  expect((await startCanary({ version: V3, percent: 101 })).statusCode).toBe(400);
  expect((await startCanary({ version: '1.0.0-ffffffffff', percent: 10 })).statusCode).toBe(404);
  const live = await startCanary({ version: V2, percent: 10 });
  expect([live.statusCode, json(live)]).toEqual([
    409,
    { detail: `${V2} is already the live version.` },
  ]);
  expect(await canaries()).toEqual([]);
});

test('a canary at 30 % is served to 30 % of learners within the stated tolerance, each always on the same side', async () => {
  const started = await startCanary({ version: V3, percent: 30 });
  expect(started.statusCode).toBe(200);
  const [canary] = json<CanariesOverview>(started).canaries;
  expect(canary).toMatchObject({ remote: 'blog', version: V3, base_version: V2, percent: 30 });
  const line = (await plan()).canaries.blog;
  expect(line).toEqual({ id: canary?.id, version: V3, entry: entry('blog', V3), percent: 30 });
  const id = line?.id as number;

  // 20,000 page loads: signed-in learners by id and visitors by random browser id. The tolerance,
  // ±1.6 points, is five standard deviations of a 30 % share over 20,000 (√(.3·.7/20000) = 0.32).
  const keys = [
    ...times(10_000, (n) => `user:${n + 1}`),
    ...times(10_000, () => `browser:${crypto.randomBytes(12).toString('base64url')}`),
  ];
  const share = keys.filter((key) => inCanary(key, id, 30)).length / keys.length;
  expect(Math.abs(share - 0.3)).toBeLessThan(0.016);
  // Sticky: the same learner lands on the same side at every page load.
  for (const key of keys.slice(0, 200)) {
    const side = inCanary(key, id, 30);
    expect(times(5, () => inCanary(key, id, 30))).toEqual(times(5, () => side));
  }

  // Growing the share keeps the canary (its id) and everyone already in it.
  expect((await startCanary({ version: V3, percent: 60 })).statusCode).toBe(200);
  expect((await plan()).canaries.blog).toMatchObject({ id, percent: 60 });
  expect(keys.filter((key) => inCanary(key, id, 30) && !inCanary(key, id, 60))).toEqual([]);
  const [audit] = await latestAudit('releases');
  expect(audit).toMatchObject({
    actor_email: 'admin@academy.com',
    changes: { canary: V3, percent: [30, 60] },
  });
});

test('Abort ends the canary for everyone, once; Promote makes it live, audited', async () => {
  const id = (await canaries())[0]?.id as number;
  expect((await endCanary('abort', id)).statusCode).toBe(200);
  expect((await plan()).canaries).toEqual({});
  expect((await plan()).remotes.blog).toBe(entry('blog', V2));
  const again = await endCanary('abort', id);
  expect([again.statusCode, json(again)]).toEqual([
    409,
    { detail: 'This canary has already ended.' },
  ]);
  expect((await latestAudit('releases'))[0]).toMatchObject({
    changes: { canary: [V3, null], outcome: 'aborted' },
  });

  const restarted = json<CanariesOverview>(await startCanary({ version: V3, percent: 50 }));
  const newId = restarted.canaries[0]?.id as number;
  expect(newId).not.toBe(id);
  expect((await endCanary('promote', id)).statusCode).toBe(409);
  expect((await endCanary('promote', newId)).statusCode).toBe(200);
  expect(await plan()).toEqual({
    remotes: { blog: entry('blog', V3) },
    previous: { blog: entry('blog', V2) },
    canaries: {},
  });
  const [flip, ended] = await latestAudit('releases', 2);
  expect(flip).toMatchObject({
    changes: { live: [V2, V3], cause: 'make-live', reason: 'Promoted from a canary at 50 %.' },
  });
  expect(ended).toMatchObject({ changes: { canary: [V3, null], outcome: 'promoted' } });
});

test(
  '2,000 visitors at 25 %: the API counts 25 % ± 4 points of their page loads on the canary',
  async () => {
    // V3 is live now; a canary of V2, ended at the close so the next test starts its own.
    const started = json<CanariesOverview>(await startCanary({ version: V2, percent: 25 }));
    const id = started.canaries[0]?.id as number;
    const { canaries: lines } = await plan();
    expect(lines.blog).toMatchObject({ id, version: V2, percent: 25 });
    // Each visitor's browser draws its side from its own random key, as the shell does with the
    // plan (shell/src/features/remotes/remotes-manifest.ts), asks a page-load token for the version
    // it was served and reports the page view with it. Sides drawn for 2,000 independent visitors
    // at 25 %: the share's standard deviation is √(.25·.75/2000) = 0.97 points; ±4 points is 4.1
    // of them (a false failure about once in 25,000 runs).
    const visitors = times(2000, () => `browser:${crypto.randomBytes(12).toString('base64url')}`);
    const served = visitors.map((key) => (inCanary(key, id, 25) ? V2 : V3));
    // Ten browsers' page loads at a time, as real ones overlap.
    await Promise.all(
      times(10, (lane) =>
        sendEvents(
          ctx,
          served.filter((_, n) => n % 10 === lane).map((version) => pageView('blog', version)),
        ),
      ),
    );
    await ctx.app.telemetry.flush();
    const [figures] = await canaries();
    const onCanary = figures?.canary_health.page_views as number;
    const onLive = figures?.live_health.page_views as number;
    expect(onCanary + onLive).toBe(2000);
    expect(onCanary).toBe(served.filter((version) => version === V2).length);
    expect(Math.abs(onCanary / 2000 - 0.25)).toBeLessThan(0.04);
    // Both sides past the minimum without an error: decided, no worse, and left running.
    expect(figures?.comparison).toMatchObject({ verdict: 'no-worse', p_value: 1 });
    expect((await plan()).canaries.blog).toMatchObject({ id });
    expect((await endCanary('abort', id)).statusCode).toBe(200);
    // The next canary's figures start in a later bucket than these page loads.
    clock.advance(10 * 60);
  },
  // 4,000 requests: on a busy machine (docs/testing.md#deadlines) longer than jest's 30 s.
  SET_UP_TIMEOUT_MS,
);

test('the abort rule: exact one-sided test at α = 0.01, nothing decided under the minimum', () => {
  // P(X ≥ 8), X ~ Binomial(10, 1/2) = (45 + 10 + 1) / 1024.
  expect(binomialUpperTail(8, 10, 0.5)).toBeCloseTo(56 / 1024, 10);
  expect(binomialUpperTail(3, 10, 0.5)).toBeCloseTo(968 / 1024, 10);
  expect(binomialUpperTail(0, 10, 0.3)).toBe(1);
  const live = { page_views: 1000, errors: 5 };
  expect(compareCanary(live, { page_views: 59, errors: 59 }, 60).verdict).toBe('too-few');
  expect(compareCanary({ page_views: 59, errors: 0 }, live, 60).verdict).toBe('too-few');
  // 8 against 5 in equal page views: within chance.
  expect(compareCanary(live, { page_views: 1000, errors: 8 }, 60)).toMatchObject({
    verdict: 'no-worse',
  });
  // 20 against 5: P(X ≥ 20 | 25, 1/2) ≈ 0.002.
  const worse = compareCanary(live, { page_views: 1000, errors: 20 }, 60);
  expect(worse.verdict).toBe('worse');
  expect(worse.p_value).toBeLessThan(0.01);
  // At the minimum exactly, both sides are decided.
  expect(
    compareCanary({ page_views: 60, errors: 0 }, { page_views: 60, errors: 7 }, 60).verdict,
  ).toBe('worse');
  // At α: with equal page views and none on live, the canary's k errors give p = 2^-k;
  // 6 errors (p = 0.0156) are within chance, 7 (p = 0.0078) are not.
  const equal = { page_views: 500, errors: 0 };
  const six = compareCanary(equal, { page_views: 500, errors: 6 }, 60);
  expect(six.verdict).toBe('no-worse');
  expect(six.p_value).toBeCloseTo(1 / 64, 4);
  const seven = compareCanary(equal, { page_views: 500, errors: 7 }, 60);
  expect(seven.verdict).toBe('worse');
  expect(seven.p_value).toBeCloseTo(1 / 128, 4);
  // The same rate on a small share is no evidence: 2 errors in 100 against 20 in 1,000.
  expect(
    compareCanary({ page_views: 1000, errors: 20 }, { page_views: 100, errors: 2 }, 60).verdict,
  ).toBe('no-worse');
});

test('a canary erring more than live beyond chance is aborted by the API on token-bound telemetry, audited', async () => {
  // V3 is live now; a canary of V1.
  const started = json<CanariesOverview>(await startCanary({ version: V1, percent: 20 }));
  const id = started.canaries[0]?.id as number;
  clock.advance(60);
  // One page view under the minimum on the canary's side: too few to decide, however many errors.
  await sendEvents(ctx, [
    ...times(80, () => pageView('blog', V3)),
    ...times(59, () => pageView('blog', V1)),
    ...times(12, () => renderError('blog', V1)),
  ]);
  await ctx.app.telemetry.flush();
  const [waiting] = await canaries();
  expect(waiting).toMatchObject({
    id,
    live_health: { page_views: 80, errors: 0 },
    canary_health: { page_views: 59, errors: 12 },
    comparison: { verdict: 'too-few', min_page_views: 60, alpha: 0.01, p_value: null },
  });
  // A forged beacon (no page-load token) is refused and counts nothing.
  const forged = await ctx.request({
    method: 'POST',
    url: '/api/telemetry/',
    payload: { token: 'forged.token', browser: 'chrome', events: [renderError('blog', V1)] },
  });
  expect(forged.statusCode).toBe(400);
  clock.advance(60);
  // The page view that reaches the minimum: decided, and aborted.
  await sendEvents(ctx, [pageView('blog', V1)]);
  await ctx.app.telemetry.flush();
  expect(await canaries()).toEqual([]);
  expect((await plan()).canaries).toEqual({});
  const [audit] = await latestAudit('releases');
  expect(audit).toMatchObject({
    actor_email: 'canary-abort',
    changes: { canary: [V1, null], outcome: 'auto-aborted' },
  });
  expect(String(audit?.changes.reason)).toMatch(
    /^Canary 12 errors in 60 page views \(200 per 1,000\) against live 0 errors in 80 page views \(0 per 1,000\): one-sided p = [0-9.e-]+ < 0\.01$/,
  );
  // The live version is untouched.
  expect((await plan()).remotes.blog).toBe(entry('blog', V3));
});
