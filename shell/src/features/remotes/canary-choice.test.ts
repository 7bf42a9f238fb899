import { inCanary } from '@academy/contract/rules';

import { chooseFromPlan } from './remotes-manifest';

// The browser's side of a canary (docs/releases.md#canary): the plan of /remotes.json?plan=1 read
// for one learner key, and the flat manifest (the build's static file) read as before.

const live = '/remotes/blog/1.0.0-bbbbbbbbbb/remoteEntry.js';
const before = '/remotes/blog/1.0.0-aaaaaaaaaa/remoteEntry.js';
const canary = '/remotes/blog/1.0.0-cccccccccc/remoteEntry.js';
const plan = (percent: number) => ({
  remotes: { blog: live, unknown: '/x.js' },
  previous: { blog: before },
  canaries: { blog: { id: 7, version: '1.0.0-cccccccccc', entry: canary, percent } },
});

test('the flat manifest gives its lines and nothing to fail over to', () => {
  expect(chooseFromPlan({ blog: live, nope: 1 }, 'user:1')).toEqual({
    entries: { blog: live },
    fallbacks: {},
  });
  expect(chooseFromPlan(null, 'user:1')).toEqual({ entries: {}, fallbacks: {} });
});

test('in the canary: its entry, failing over to live; outside: live, failing over to the one before', () => {
  const keys = Array.from({ length: 400 }, (_, n) => `user:${n}`);
  const inside = keys.find((key) => inCanary(key, 7, 50)) as string;
  const outside = keys.find((key) => !inCanary(key, 7, 50)) as string;
  expect(chooseFromPlan(plan(50), inside)).toEqual({
    entries: { blog: canary },
    fallbacks: { blog: live },
  });
  expect(chooseFromPlan(plan(50), outside)).toEqual({
    entries: { blog: live },
    fallbacks: { blog: before },
  });
  // The same learner, page load after page load: the same side.
  for (let load = 0; load < 5; load += 1) {
    expect(chooseFromPlan(plan(50), inside).entries.blog).toBe(canary);
    expect(chooseFromPlan(plan(50), outside).entries.blog).toBe(live);
  }
  // At 100 % everyone; a malformed canary line is ignored.
  expect(keys.every((key) => chooseFromPlan(plan(100), key).entries.blog === canary)).toBe(true);
  const broken = { ...plan(50), canaries: { blog: { id: '7', entry: canary, percent: 50 } } };
  expect(chooseFromPlan(broken, inside).entries.blog).toBe(live);
});
