import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseDuration } from './config';
import { REPO_ROOT } from './paths';

const secret = { JWT_SECRET: 's'.repeat(40) };

test('defaults: PGlite under <repo>/.data, port 8080 on 127.0.0.1, 64 KB bodies', () => {
  const config = loadConfig({ ...secret });
  expect(config).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    db: { kind: 'pglite', dir: path.join(REPO_ROOT, '.data', 'pglite') },
    dataDir: path.join(REPO_ROOT, '.data'),
    accessTokenTtlSeconds: 86400,
    siteUrl: 'http://127.0.0.1:8080',
    bodyLimit: 65536,
    smtpUrl: null,
    redisUrl: null,
    rateLimit: { authMax: 20, writeMax: 60, commentMax: 10, couponMax: 10, windowMs: 60_000 },
    email: {
      publicKey: 'academy-public-key',
      serviceId: 'service_academy',
      templateId: 'template_contact',
    },
    translate: { url: null, target: 'ar' },
    scryptCost: 15,
    seedDemo: true,
  });
});

test("SITE_URL unset follows PORT and HOST (npm start's address), a wildcard host as loopback", () => {
  const site = (env: Record<string, string>) => loadConfig({ ...secret, ...env }).siteUrl;
  expect(site({ PORT: '3000' })).toBe('http://127.0.0.1:3000');
  expect(site({ PORT: '3000', HOST: 'localhost' })).toBe('http://localhost:3000');
  expect(site({ PORT: '9090', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:9090');
  expect(site({ PORT: '9090', HOST: '::' })).toBe('http://127.0.0.1:9090');
  expect(site({ PORT: '9090', HOST: '::1' })).toBe('http://[::1]:9090');
  // A port the system picks names no address yet: the default stays.
  expect(site({ PORT: '0' })).toBe('http://127.0.0.1:8080');
  expect(site({ PORT: '3000', SITE_URL: 'https://academy.example/' })).toBe(
    'https://academy.example',
  );
});

test('DATABASE_URL switches to PostgreSQL (and turns the demo seed off by default)', () => {
  const config = loadConfig({ ...secret, DATABASE_URL: 'postgres://u@127.0.0.1:5432/academy' });
  expect(config.db).toEqual({ kind: 'pg', url: 'postgres://u@127.0.0.1:5432/academy' });
  expect(config.seedDemo).toBe(false);
});

test('every bad variable is reported with its own message', () => {
  let error: unknown;
  try {
    loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      ACCESS_TOKEN_TTL: 'forever',
      SMTP_URL: 'http://mail',
      REDIS_URL: 'localhost:6379',
      RATE_LIMIT_AUTH_MAX: '0',
      RATE_LIMIT_WRITE_MAX: 'many',
      BODY_LIMIT: '12',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'sometimes',
      EMAIL_PUBLIC_KEY: 'has spaces',
      TRANSLATE_URL: 'ftp://x',
      TRANSLATE_TARGET: 'Arabic!',
      SITE_DIR: '/nonexistent/site',
      MAIL_FROM: 'nobody',
      SEED_DEMO: 'perhaps',
      CORS_ORIGINS: 'https://ok.example.com,not a url,https://x.example.com/path',
    });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems;
  for (const name of [
    'PORT',
    'DATABASE_URL',
    'JWT_SECRET',
    'ACCESS_TOKEN_TTL',
    'SMTP_URL',
    'REDIS_URL',
    'RATE_LIMIT_AUTH_MAX',
    'RATE_LIMIT_WRITE_MAX',
    'BODY_LIMIT',
    'LOG_LEVEL',
    'TRUST_PROXY',
    'EMAIL_PUBLIC_KEY',
    'TRANSLATE_URL',
    'TRANSLATE_TARGET',
    'SITE_DIR',
    'MAIL_FROM',
    'SEED_DEMO',
    'CORS_ORIGINS',
  ]) {
    expect(problems.some((p) => p.startsWith(`${name} `))).toBe(true);
  }
  expect(problems.filter((p) => p.startsWith('CORS_ORIGINS ')).length).toBe(2);
  expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
});

test('durations and the generated secret', () => {
  expect(parseDuration('90')).toBe(90);
  expect(parseDuration('15m')).toBe(900);
  expect(parseDuration('1 minute')).toBe(60);
  expect(parseDuration('2h')).toBe(7200);
  expect(parseDuration('1d')).toBe(86400);
  expect(parseDuration('1 fortnight')).toBeNull();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-config-'));
  try {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, ...secret }).jwtSecret).toBe(secret.JWT_SECRET);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("TRUST_PROXY: nobody by default, a hop count or the proxies' addresses, never every client", () => {
  const trusted = (value?: string) => loadConfig({ ...secret, TRUST_PROXY: value }).trustProxy;
  expect(trusted()).toBe(false);
  expect(trusted('false')).toBe(false);
  expect(trusted('0')).toBe(false);
  expect(trusted('1')).toEqual({ hops: 1 });
  expect(trusted('10.0.0.1, 10.0.0.0/8,::1,fd00::/8, Loopback')).toEqual({
    addresses: ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
  });

  for (const value of ['true', 'TRUE', 'yes']) {
    expect(() => trusted(value)).toThrow(
      new RegExp(
        `TRUST_PROXY must not trust every client: ${value} would let anyone choose their address with X-Forwarded-For\\. Give the number of proxies in front of the API \\(1 behind one nginx\\) or their addresses`,
      ),
    );
  }
  let error: unknown;
  try {
    trusted('10.0.0.1, 10.0.0.0/99, 300.1.1.1, nginx, 10.0.0.0/8/8');
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).problems).toEqual([
    'TRUST_PROXY must be false, a number of proxy hops (1 behind one nginx) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "10.0.0.0/99", "300.1.1.1", "nginx", "10.0.0.0/8/8").',
  ]);
});

test('PayPal: not configured by default (sandbox base URL), credentials together, https or loopback', () => {
  expect(loadConfig({ ...secret }).paypal).toEqual({
    clientId: null,
    clientSecret: null,
    apiBase: 'https://api-m.sandbox.paypal.com',
  });
  expect(
    loadConfig({
      ...secret,
      PAYPAL_CLIENT_ID: 'AbC-123_x.y',
      PAYPAL_CLIENT_SECRET: 'EFg-456',
      PAYPAL_API_BASE: 'https://api-m.paypal.com/',
    }).paypal,
  ).toEqual({
    clientId: 'AbC-123_x.y',
    clientSecret: 'EFg-456',
    apiBase: 'https://api-m.paypal.com',
  });
  expect(
    loadConfig({
      ...secret,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: 'http://127.0.0.1:4010',
    }).paypal.apiBase,
  ).toBe('http://127.0.0.1:4010');

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ ...secret, ...env });
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };
  expect(problemsOf({ PAYPAL_CLIENT_ID: 'only-the-id' })).toEqual([
    'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together.',
  ]);
  expect(problemsOf({ PAYPAL_CLIENT_ID: 'has space', PAYPAL_CLIENT_SECRET: 'x' })).toEqual([
    "PAYPAL_CLIENT_ID must be 1 to 256 letters, digits, '_', '-' or '.' (as PayPal issues it).",
  ]);
  for (const base of [
    'http://api-m.paypal.com',
    'http://10.0.0.5:4010',
    'ftp://api-m.paypal.com',
    'not a url',
    'https://api-m.paypal.com/?x=1',
  ]) {
    const problems = problemsOf({ PAYPAL_API_BASE: base });
    expect({ base, problems: problems.length }).toEqual({ base, problems: 1 });
    expect(problems[0]).toMatch(/^PAYPAL_API_BASE must be an https URL/);
  }
});
