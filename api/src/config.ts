import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** Where the data lives: PGlite in a folder (or in memory when `dir` is null), or a PostgreSQL server. */
export type DbConfig = { kind: 'pglite'; dir: string | null } | { kind: 'pg'; url: string };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  db: DbConfig;
  dataDir: string;
  /** Imported content media (public images, private lesson files). */
  mediaDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  contactInbox: string | null;
  siteUrl: string;
  siteDir: string | null;
  redisUrl: string | null;
  /** Origins allowed to call the API from another origin (CORS); none by default (same origin). */
  corsOrigins: string[];
  trustProxy: boolean | number | string[];
  rateLimit: { authMax: number; windowMs: number };
  bodyLimit: number;
  email: { publicKey: string; serviceId: string; templateId: string };
  translate: { url: string | null; target: string };
  logLevel: LogLevel;
  mediaUrlTtlSeconds: number;
  /** log2 of scrypt's N. 15 in production; tests may lower it. */
  scryptCost: number;
  /** `npm start`: apply migrations before listening. */
  migrateOnStart: boolean;
  /** `npm start`: load the demo content when the database has no course yet. */
  seedDemo: boolean;
  /**
   * PayPal's REST API (Orders v2): the app's credentials (null = online payment not configured)
   * and the base URL: sandbox, live, or a local stand-in.
   */
  paypal: { clientId: string | null; clientSecret: string | null; apiBase: string };
}

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DURATION_UNITS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hour: 3600,
  hours: 3600,
  d: 86400,
  day: 86400,
  days: 86400,
};

/** '90' (seconds), '90s', '15m', '1h', '1d', '1 minute' → seconds; null when unreadable. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,9})\s*([a-z]*)$/i.exec(text.trim());
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit === '' ? 1 : DURATION_UNITS[unit];
  if (factor === undefined) return null;
  const seconds = Number(match[1]) * factor;
  return seconds > 0 ? seconds : null;
}

function isUrl(text: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads and validates the environment once. Every bad variable is reported with its own message;
 * the first call with problems throws a ConfigError listing all of them.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? null : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return Number(raw);
  };
  const duration = (name: string, fallback: string): number => {
    const raw = text(name) ?? fallback;
    const seconds = parseDuration(raw);
    if (seconds === null) {
      problems.push(
        `${name} must be a duration such as 90 (seconds), 30s, 15m, 1h or 1d (got "${raw}").`,
      );
      return parseDuration(fallback) as number;
    }
    return seconds;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = text(name);
    if (raw === null) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}").`);
    return fallback;
  };
  const url = (name: string, protocols: string[], fallback: string | null): string | null => {
    const raw = text(name) ?? fallback;
    if (raw === null) return null;
    if (!isUrl(raw, protocols)) {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}").`);
      return fallback;
    }
    return raw;
  };
  const token = (name: string, fallback: string): string => {
    const raw = text(name) ?? fallback;
    if (!/^[\w.-]{1,100}$/.test(raw)) {
      problems.push(`${name} must be 1 to 100 letters, digits, '_', '-' or '.' (got "${raw}").`);
      return fallback;
    }
    return raw;
  };
  const mailbox = (name: string, fallback: string | null): string | null => {
    const raw = text(name) ?? fallback;
    if (raw === null) return null;
    // Either "addr@host" or "Name <addr@host>".
    if (!/^(?:[^<>@]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/.test(raw)) {
      problems.push(
        `${name} must be an e-mail address such as academy@example.com (got "${raw}").`,
      );
      return fallback;
    }
    return raw;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = text('HOST') ?? '127.0.0.1';

  const dataDir = path.resolve(text('DATA_DIR') ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:'], null);
  const db: DbConfig = databaseUrl
    ? { kind: 'pg', url: databaseUrl }
    : { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
  const mediaDir = path.resolve(text('MEDIA_DIR') ?? path.join(dataDir, 'media'));

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long (use a random string).');
  }

  const siteDirRaw = text('SITE_DIR');
  const siteDir = siteDirRaw === null ? null : path.resolve(siteDirRaw);
  if (siteDir !== null && !fs.existsSync(path.join(siteDir, 'shell', 'index.html'))) {
    problems.push(`SITE_DIR must be a built site folder with shell/index.html (got "${siteDir}").`);
  }

  let trustProxy: Config['trustProxy'] = false;
  const trustRaw = text('TRUST_PROXY');
  if (trustRaw !== null) {
    if (/^(true|false)$/i.test(trustRaw)) trustProxy = trustRaw.toLowerCase() === 'true';
    else if (/^\d{1,2}$/.test(trustRaw)) trustProxy = Number(trustRaw);
    else if (/^[\d.:a-f/,\s]+$/i.test(trustRaw))
      trustProxy = trustRaw.split(',').map((part) => part.trim());
    else
      problems.push(
        `TRUST_PROXY must be true, false, a number of proxy hops or a comma-separated list of addresses (got "${trustRaw}").`,
      );
  }

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isUrl(origin, ['http:', 'https:']) || new URL(origin).origin !== origin) {
      problems.push(
        `CORS_ORIGINS must be a comma-separated list of origins such as https://academy.example.com (got "${origin}").`,
      );
    }
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }

  const translateTarget = text('TRANSLATE_TARGET') ?? 'ar';
  if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(translateTarget)) {
    problems.push(
      `TRANSLATE_TARGET must be a language code such as ar (got "${translateTarget}").`,
    );
  }

  const paypal = paypalConfig(text, problems);

  const config: Config = {
    port,
    host,
    db,
    dataDir,
    mediaDir,
    jwtSecret: '',
    accessTokenTtlSeconds: duration('ACCESS_TOKEN_TTL', '1d'),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:'], null),
    mailFrom: mailbox('MAIL_FROM', 'Academy <no-reply@academy.local>') as string,
    contactInbox: mailbox('CONTACT_INBOX', null),
    siteUrl: (url('SITE_URL', ['http:', 'https:'], 'http://127.0.0.1:8080') as string).replace(
      /\/+$/,
      '',
    ),
    siteDir,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:'], null),
    corsOrigins,
    trustProxy,
    rateLimit: {
      authMax: integer('RATE_LIMIT_AUTH_MAX', 20, 1, 1_000_000),
      windowMs: duration('RATE_LIMIT_WINDOW', '1m') * 1000,
    },
    bodyLimit: integer('BODY_LIMIT', 65_536, 1024, 10 * 1024 * 1024),
    email: {
      publicKey: token('EMAIL_PUBLIC_KEY', 'academy-public-key'),
      serviceId: token('EMAIL_SERVICE_ID', 'service_academy'),
      templateId: token('EMAIL_TEMPLATE_ID', 'template_contact'),
    },
    translate: { url: url('TRANSLATE_URL', ['http:', 'https:'], null), target: translateTarget },
    logLevel,
    mediaUrlTtlSeconds: duration('MEDIA_URL_TTL', '6h'),
    scryptCost: integer('SCRYPT_COST', 15, 10, 20),
    migrateOnStart: bool('MIGRATE_ON_START', true),
    seedDemo: bool('SEED_DEMO', databaseUrl === null),
    paypal,
  };

  if (problems.length > 0) throw new ConfigError(problems);

  config.jwtSecret = jwtSecret ?? loadOrCreateSecret(dataDir);
  return config;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET come together; PAYPAL_API_BASE is https (plain http
 * only on this machine's loopback, for the local stand-in: the secret crosses that connection).
 */
function paypalConfig(text: (name: string) => string | null, problems: string[]): Config['paypal'] {
  const clientId = text('PAYPAL_CLIENT_ID');
  const clientSecret = text('PAYPAL_CLIENT_SECRET');
  const credential = /^[\w.-]{1,256}$/;
  for (const [name, value] of [
    ['PAYPAL_CLIENT_ID', clientId],
    ['PAYPAL_CLIENT_SECRET', clientSecret],
  ] as const) {
    if (value !== null && !credential.test(value)) {
      problems.push(
        `${name} must be 1 to 256 letters, digits, '_', '-' or '.' (as PayPal issues it).`,
      );
    }
  }
  if ((clientId === null) !== (clientSecret === null)) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together.');
  }
  const rawBase = text('PAYPAL_API_BASE') ?? PAYPAL_SANDBOX_API;
  let apiBase = PAYPAL_SANDBOX_API;
  let parsed: URL | null = null;
  try {
    parsed = new URL(rawBase);
  } catch {
    parsed = null;
  }
  const secure =
    parsed !== null &&
    (parsed.protocol === 'https:' ||
      (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)));
  if (!parsed || !secure || parsed.search !== '' || parsed.hash !== '') {
    problems.push(
      `PAYPAL_API_BASE must be an https URL such as ${PAYPAL_SANDBOX_API} (sandbox) or ${PAYPAL_LIVE_API} (live); plain http only on 127.0.0.1 (got "${rawBase}").`,
    );
  } else {
    apiBase = rawBase.replace(/\/+$/, '');
  }
  return { clientId, clientSecret, apiBase };
}

/**
 * With no JWT_SECRET, a random secret is generated once and kept in DATA_DIR/jwt-secret
 * (mode 0600), so tokens survive restarts. Several instances must share JWT_SECRET instead.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError([`${file} holds a secret shorter than 32 characters.`]);
  return secret;
}
