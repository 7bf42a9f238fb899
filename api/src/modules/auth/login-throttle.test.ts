import { build } from '../../app';
import { DEMO_PASSWORD, json, LEARNER, NEWBIE } from '../../test/helpers';
import { appSuite } from '../../test/suite';

// Per-account throttling of failed logins: LOGIN_THROTTLE_AFTER failures, then each attempt at
// that account waits twice as long as the previous, whatever address it comes from. Time is moved
// on by editing the table's deadlines rather than by waiting.

const ALLOWED = 3;
let address = 0;

const ctx = appSuite({
  env: {
    LOGIN_THROTTLE_AFTER: String(ALLOWED),
    LOGIN_THROTTLE_MAX_DELAY: '5s',
    // Behind one proxy, each attempt from a new address: the per-address limit never applies.
    TRUST_PROXY: '1',
  },
});

async function login(email: string, password: string, app = ctx.app) {
  address += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    headers: { 'x-forwarded-for': `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}` },
  });
  return {
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    detail: (json(res) as { detail?: string }).detail,
  };
}

/** Moves past every account's current delay. */
const waitOut = () =>
  ctx.db.query("UPDATE login_throttles SET blocked_until = now() - interval '1 second'");

/**
 * Stretches every current delay to a minute, so that a slow machine cannot see a short one run
 * out before the next request.
 */
const hold = () =>
  ctx.db.query(
    "UPDATE login_throttles SET blocked_until = now() + interval '60 seconds' WHERE blocked_until IS NOT NULL",
  );

/** The delay the last failure gave this account, in seconds (null: none yet). */
async function assignedDelay(email: string): Promise<number | null> {
  const { rows } = await ctx.db.query<{ delay: number | null }>(
    `SELECT extract(epoch FROM blocked_until - last_attempt_at)::integer AS delay
     FROM login_throttles WHERE account_key = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')`,
    [email.trim()],
  );
  return rows[0]?.delay ?? null;
}

test('after the allowance, an account waits 1 s, 2 s, 4 s, capped, at any address; a right password resets it', async () => {
  for (let i = 0; i < ALLOWED; i += 1) {
    expect((await login(LEARNER, 'Wrong1234')).status).toBe(401);
    expect(await assignedDelay(LEARNER)).toBe(i === ALLOWED - 1 ? 1 : null);
  }
  await hold();
  const throttled = await login(LEARNER, 'Wrong1234');
  expect(throttled.status).toBe(429);
  expect(Number(throttled.retryAfter)).toBeGreaterThan(50);
  expect(throttled.detail).toBe(
    `Request was throttled. Expected available in ${throttled.retryAfter} seconds.`,
  );
  // Even the right password waits: a throttled answer says nothing about the guess.
  expect((await login(LEARNER, DEMO_PASSWORD)).status).toBe(429);

  const delays: unknown[] = [];
  for (let i = 0; i < 4; i += 1) {
    await waitOut();
    expect((await login(LEARNER, 'Wrong1234')).status).toBe(401);
    delays.push(await assignedDelay(LEARNER));
  }
  expect(delays).toEqual([2, 4, 5, 5]);

  await waitOut();
  expect((await login(LEARNER, DEMO_PASSWORD)).status).toBe(200);
  expect(await assignedDelay(LEARNER)).toBeNull();
  // A fresh allowance.
  for (let i = 0; i < ALLOWED; i += 1) expect((await login(LEARNER, 'Wrong1234')).status).toBe(401);
  await hold();
  expect((await login(LEARNER, 'Wrong1234')).status).toBe(429);
  await waitOut();
  expect((await login(LEARNER, DEMO_PASSWORD)).status).toBe(200);
});

test('an unknown e-mail is answered exactly as an account is: nothing tells them apart', async () => {
  const sequence = async (email: string) => {
    const answers = [];
    for (let i = 0; i < ALLOWED; i += 1) answers.push(await login(email, 'Wrong1234'));
    await hold();
    for (let i = 0; i < 2; i += 1) {
      const { retryAfter, ...answer } = await login(email, 'Wrong1234');
      answers.push({
        ...answer,
        detail: answer.detail?.replace(/\d+/, 'N'),
        retryAfter: !!retryAfter,
      });
    }
    return answers;
  };
  const unknown = await sequence('nobody-here@academy.com');
  expect(unknown.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
  expect(await sequence('  Newbie@Academy.com ')).toEqual(unknown);
  await waitOut();
  expect((await login(NEWBIE, DEMO_PASSWORD)).status).toBe(200);
});

test('parallel guesses at one account: no more than the allowance reach the password check', async () => {
  const email = 'parallel-guesses@academy.com';
  // All are counted before any password is checked; the first delay (1 s) outlasts them.
  const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, 'Wrong1234')));
  expect(answers.filter((a) => a.status === 401)).toHaveLength(ALLOWED);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - ALLOWED);
});

test('a second API instance on the same database counts the same failures', async () => {
  const other = await build(ctx.config, { db: ctx.db });
  try {
    const email = 'two-instances@academy.com';
    const statuses = [];
    for (let i = 0; i < ALLOWED; i += 1) {
      statuses.push((await login(email, 'Wrong1234', i % 2 === 0 ? ctx.app : other)).status);
    }
    await hold();
    statuses.push((await login(email, 'Wrong1234', other)).status);
    statuses.push((await login(email, 'Wrong1234', ctx.app)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  } finally {
    await other.close();
  }
});

test('failures are forgotten after a quiet spell (LOGIN_THROTTLE_RESET_AFTER)', async () => {
  const email = 'quiet-spell@academy.com';
  for (let i = 0; i < ALLOWED - 1; i += 1)
    expect((await login(email, 'Wrong1234')).status).toBe(401);
  await ctx.db.query("UPDATE login_throttles SET last_attempt_at = now() - interval '2 hours'");
  // The count starts again: the allowance is whole.
  for (let i = 0; i < ALLOWED; i += 1) expect((await login(email, 'Wrong1234')).status).toBe(401);
  await hold();
  expect((await login(email, 'Wrong1234')).status).toBe(429);
});

test('the table keeps no e-mail address', async () => {
  const { rows } = await ctx.db.query<{ account_key: string }>(
    'SELECT account_key FROM login_throttles',
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { account_key } of rows) expect(account_key).toMatch(/^[0-9a-f]{64}$/);
});
