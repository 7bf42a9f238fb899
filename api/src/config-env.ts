import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type StaticDecode } from 'typebox';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import {
  Checked,
  Duration,
  Flag,
  Identifier,
  Mailbox,
  Origin,
  parsedUrl,
  TrustProxy,
  Url,
  WholeNumber,
  withoutTrailingSlashes,
} from './lib/env-types';
import { REMOTE_NAMES } from './lib/remote-names';
import { everyError } from './lib/schema-errors';

export { parseDuration } from './lib/env-types';

/*
 * The API's environment as one TypeBox schema: each variable's check, default and conversion
 * (text → number, seconds, flag, list) side by side. Variables come as text; a list variable
 * (an array in the schema) is split at commas first, so each bad item is reported on its own.
 */

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MIB = 1024 ** 2;
const GIB = 1024 ** 3;
/** 1 TiB: well past any lecture video, well inside a safe integer. */
const MAX_UPLOAD_BYTES = 1024 * GIB;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or plain http on this machine's loopback only (the local stand-in): the secret crosses it. */
const PaypalApiBase = Type.Decode(
  Checked(
    (text) => {
      const url = parsedUrl(text);
      const secure =
        url?.protocol === 'https:' ||
        (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
      return url !== null && secure && url.search === '' && url.hash === '';
    },
    `must be an https URL such as ${PAYPAL_SANDBOX_API} (sandbox) or ${PAYPAL_LIVE_API} (live); plain http only on 127.0.0.1`,
    { fallback: PAYPAL_SANDBOX_API },
  ),
  withoutTrailingSlashes,
);

/** A provider's API base: https, or plain http on loopback only (a local stand-in). */
const ProviderApiBase = (fallback: string) =>
  Type.Decode(
    Checked(
      (text) => {
        const url = parsedUrl(text);
        const secure =
          url?.protocol === 'https:' ||
          (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
        return url !== null && secure && url.search === '' && url.hash === '';
      },
      `must be an https URL such as ${fallback}; plain http only on 127.0.0.1`,
      { fallback },
    ),
    withoutTrailingSlashes,
  );

/** Paymob's and Moyasar's keys and secrets (docs/payments.md). */
const ProviderSecret = Checked(
  (text) => /^[\w.=+/-]{1,512}$/.test(text),
  "must be 1 to 512 letters, digits or '_-.=+/' (as the provider issues it)",
  { sensitive: true },
);

/** An Ed25519 private key, as a JWK (JSON) or PEM (PKCS #8): the credentials' signing key. */
export function isEd25519PrivateKey(text: string): boolean {
  try {
    const key = text.startsWith('{')
      ? createPrivateKey({ key: JSON.parse(text) as JsonWebKey, format: 'jwk' })
      : createPrivateKey(text.replaceAll('\\n', '\n'));
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

const PaypalCredential = Checked(
  (text) => /^[\w.-]{1,256}$/.test(text),
  "must be 1 to 256 letters, digits, '_', '-' or '.' (as PayPal issues it)",
  { sensitive: true },
);

/** A variable with a default is required: `Default` fills it in before the check. */
export const EnvSchema = Type.Object(
  {
    PORT: WholeNumber(0, 65535, 8080),
    HOST: Type.String({ default: '127.0.0.1' }),
    DATA_DIR: Type.Optional(Type.String()),
    MEDIA_DIR: Type.Optional(Type.String()),
    DATABASE_URL: Type.Optional(Url(['postgres:', 'postgresql:'])),
    JWT_SECRET: Type.Optional(
      Checked(
        (text) => text.length >= 32,
        'must be at least 32 characters long (use a random string)',
        { sensitive: true },
      ),
    ),
    ACCESS_TOKEN_TTL: Duration('1d'),
    MEDIA_URL_TTL: Duration('6h'),
    SMTP_URL: Type.Optional(Url(['smtp:', 'smtps:'])),
    MAIL_FROM: Mailbox('Academy <no-reply@academy.local>'),
    /** How often mail that failed (a receipt) is tried again; each try waits longer, up to 6 h. */
    MAIL_RETRY_INTERVAL: Duration('1m'),
    CONTACT_INBOX: Type.Optional(Mailbox()),
    /** Unset: the server's own address (config.ts `siteUrlOf`). */
    SITE_URL: Type.Optional(Type.Decode(Url(['http:', 'https:']), withoutTrailingSlashes)),
    SITE_DIR: Type.Optional(
      Type.Decode(
        Checked(
          (text) => fs.existsSync(path.join(path.resolve(text), 'shell', 'index.html')),
          'must be a built site folder with shell/index.html',
        ),
        (text) => path.resolve(text),
      ),
    ),
    REDIS_URL: Type.Optional(Url(['redis:', 'rediss:'])),
    CORS_ORIGINS: Type.Array(Origin, { default: [] }),
    TRUST_PROXY: TrustProxy,
    RATE_LIMIT_AUTH_MAX: WholeNumber(1, 1_000_000, 20),
    RATE_LIMIT_WRITE_MAX: WholeNumber(1, 1_000_000, 60),
    RATE_LIMIT_COMMENT_MAX: WholeNumber(1, 1_000_000, 10),
    RATE_LIMIT_COUPON_MAX: WholeNumber(1, 1_000_000, 10),
    RATE_LIMIT_UPLOAD_CHUNK_MAX: WholeNumber(1, 1_000_000, 600),
    RATE_LIMIT_SAVE_MAX: WholeNumber(1, 1_000_000, 600),
    /** Telemetry beacons per client address and window (anonymous: sendBeacon sends no token). */
    RATE_LIMIT_TELEMETRY_MAX: WholeNumber(1, 1_000_000, 120),
    RATE_LIMIT_TELEMETRY_PAGE_LOADS_MAX: WholeNumber(1, 1_000_000, 30),
    RATE_LIMIT_WINDOW: Duration('1m'),
    LOGIN_THROTTLE_AFTER: WholeNumber(1, 1000, 5),
    LOGIN_THROTTLE_MAX_DELAY: Duration('15m'),
    LOGIN_THROTTLE_RESET_AFTER: Duration('1h'),
    BODY_LIMIT: WholeNumber(1024, 10 * 1024 * 1024, 65_536),
    /** Back-office uploads (tus), in bytes per file, by the kind the upload declares. */
    UPLOAD_MAX_VIDEO_BYTES: WholeNumber(1, MAX_UPLOAD_BYTES, 8 * GIB),
    UPLOAD_MAX_PDF_BYTES: WholeNumber(1, MAX_UPLOAD_BYTES, 100 * MIB),
    UPLOAD_MAX_IMAGE_BYTES: WholeNumber(1, MAX_UPLOAD_BYTES, 10 * MIB),
    /** An upload not claimed this long after its creation is deleted, finished or not. */
    UPLOAD_EXPIRY: Duration('1d'),
    EMAIL_PUBLIC_KEY: Identifier('academy-public-key'),
    EMAIL_SERVICE_ID: Identifier('service_academy'),
    EMAIL_TEMPLATE_ID: Identifier('template_contact'),
    TRANSLATE_URL: Type.Optional(Url(['http:', 'https:'])),
    TRANSLATE_TARGET: Checked(
      (text) => /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(text),
      'must be a language code such as ar',
      { fallback: 'ar' },
    ),
    LOG_LEVEL: Type.Decode(
      Checked(
        (text) => (LOG_LEVELS as readonly string[]).includes(text.toLowerCase()),
        `must be one of ${LOG_LEVELS.join(', ')}`,
        { fallback: 'info' },
      ),
      (text) => text.toLowerCase() as LogLevel,
    ),
    SCRYPT_COST: WholeNumber(10, 20, 15),
    /**
     * Lecture transcoding (docs/design/media.md#transcoding): this instance runs queued jobs unless
     * turned off.
     */
    MEDIA_WORKER: Flag(true),
    MEDIA_WORKER_CONCURRENCY: WholeNumber(1, 16, 1),
    /** How long a run holds a job without a heartbeat: a killed run's job is taken again after it. */
    MEDIA_JOB_LEASE: Duration('60s'),
    FFMPEG_PATH: Type.String({ default: 'ffmpeg' }),
    FFPROBE_PATH: Type.String({ default: 'ffprobe' }),
    /** An S3-compatible bucket for the media instead of MEDIA_DIR (several API machines). */
    MEDIA_S3_BUCKET: Type.Optional(
      Checked(
        (text) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(text),
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
      ),
    ),
    MEDIA_S3_ENDPOINT: Type.Optional(Type.Decode(Url(['http:', 'https:']), withoutTrailingSlashes)),
    MEDIA_S3_REGION: Identifier('us-east-1'),
    MEDIA_S3_PREFIX: Type.Optional(
      Checked(
        (text) => /^([\w-][\w.-]*\/)+$/.test(text),
        "must be folder names ending with '/', such as academy/",
      ),
    ),
    /** Default: path-style when MEDIA_S3_ENDPOINT names a service other than AWS. */
    MEDIA_S3_FORCE_PATH_STYLE: Type.Optional(Flag()),
    MEDIA_S3_ACCESS_KEY_ID: Type.Optional(
      Checked((text) => /^[\w.+/=-]{1,256}$/.test(text), 'must be an access key id', {
        sensitive: true,
      }),
    ),
    MEDIA_S3_SECRET_ACCESS_KEY: Type.Optional(
      Checked((text) => /^\S{1,256}$/.test(text), 'must be a secret access key', {
        sensitive: true,
      }),
    ),
    MIGRATE_ON_START: Flag(true),
    /** No default here: it depends on DATABASE_URL. */
    SEED_DEMO: Type.Optional(Flag()),
    /** How often an instance writes the telemetry it has counted to the database. */
    TELEMETRY_FLUSH_INTERVAL: Duration('5s'),
    /** The remotes the API rolls back by itself when a new version fails in the field (opt-in). */
    AUTO_ROLLBACK_REMOTES: Type.Array(
      Checked(
        (text) => REMOTE_NAMES.includes(text),
        `must be remotes of remotes.registry.json (${REMOTE_NAMES.join(', ')})`,
      ),
      { default: [] },
    ),
    /** Rolled back above this many errors per 1,000 page views... */
    AUTO_ROLLBACK_MAX_ERRORS_PER_1000: WholeNumber(0, 1000, 50),
    /** ...over at least this many page views... */
    AUTO_ROLLBACK_MIN_PAGE_VIEWS: WholeNumber(1, 1_000_000, 50),
    /** ...of a version made live at most this long ago. */
    AUTO_ROLLBACK_WINDOW: Duration('30m'),
    /** The learning record store (docs/learning-records.md): unset, no statement is sent. */
    LRS_ENDPOINT: Type.Optional(Type.Decode(Url(['http:', 'https:']), withoutTrailingSlashes)),
    LRS_USERNAME: Type.Optional(
      Checked((text) => /^\S{1,256}$/.test(text), 'must be a key', { sensitive: true }),
    ),
    LRS_PASSWORD: Type.Optional(
      Checked((text) => /^\S{1,256}$/.test(text), 'must be a secret', { sensitive: true }),
    ),
    LRS_PROFILE: Checked(
      (text) => text === 'generic' || text === 'nelc',
      'must be generic or nelc',
      {
        fallback: 'generic',
      },
    ),
    /** NELC's code of the platform, PROV-NUM (context.platform). */
    LRS_PLATFORM: Checked((text) => /^[\w-]{1,40}$/.test(text), 'must be a code such as ACAD-001', {
      fallback: 'ACADEMY',
    }),
    /** How often waiting statements are sent (and failed sends retried, after their backoff). */
    LRS_SEND_INTERVAL: Duration('30s'),
    /** 64 hex digits: the AES-256 key national IDs are stored under (default: from JWT_SECRET). */
    NATIONAL_ID_KEY: Type.Optional(
      Checked((text) => /^[0-9a-fA-F]{64}$/.test(text), 'must be 64 hex digits', {
        sensitive: true,
      }),
    ),
    /** Printed on certificates and ledgers (docs/learning-records.md#pmi). */
    PMI_PROVIDER_NAME: Type.Optional(Type.String({ maxLength: 120 })),
    PMI_PROVIDER_ID: Type.Optional(
      Checked((text) => /^[\w-]{1,40}$/.test(text), "must be PMI's provider id"),
    ),
    /**
     * Signs certificates' Open Badges credentials (docs/credentials.md). Unset: generated once
     * into DATA_DIR/credential-signing-key.pem (config.ts).
     */
    CREDENTIAL_SIGNING_KEY: Type.Optional(
      Checked(
        isEd25519PrivateKey,
        'must be an Ed25519 private key as a JWK (JSON with "d") or PEM (PKCS #8)',
        { sensitive: true },
      ),
    ),
    PAYPAL_CLIENT_ID: Type.Optional(PaypalCredential),
    PAYPAL_CLIENT_SECRET: Type.Optional(PaypalCredential),
    PAYPAL_API_BASE: PaypalApiBase,
    PAYMOB_API_BASE: ProviderApiBase('https://accept.paymob.com'),
    PAYMOB_SECRET_KEY: Type.Optional(ProviderSecret),
    PAYMOB_PUBLIC_KEY: Type.Optional(ProviderSecret),
    PAYMOB_API_KEY: Type.Optional(ProviderSecret),
    PAYMOB_HMAC_SECRET: Type.Optional(ProviderSecret),
    PAYMOB_INTEGRATION_CARD: Type.Optional(WholeNumber(1, 999_999_999, 1)),
    PAYMOB_INTEGRATION_WALLET: Type.Optional(WholeNumber(1, 999_999_999, 1)),
    PAYMOB_INTEGRATION_KIOSK: Type.Optional(WholeNumber(1, 999_999_999, 1)),
    /** How long a kiosk reference stays payable. */
    PAYMOB_KIOSK_VALIDITY: Duration('48h'),
    MOYASAR_API_BASE: ProviderApiBase('https://api.moyasar.com'),
    MOYASAR_SECRET_KEY: Type.Optional(ProviderSecret),
    MOYASAR_WEBHOOK_SECRET: Type.Optional(ProviderSecret),
    /** The seller on Saudi simplified tax invoices until the back-office sets it. */
    SAUDI_SELLER_NAME: Checked(
      (text) => text.length >= 1 && text.length <= 200,
      'must be 1 to 200 characters',
      { fallback: 'Academy' },
    ),
    SAUDI_VAT_NUMBER: Checked(
      (text) => /^3\d{13}3$/.test(text),
      'must be 15 digits starting and ending with 3',
      { fallback: '300000000000003' },
    ),
    SAUDI_VAT_RATE: WholeNumber(0, 100, 15),
  },
  {
    dependentRequired: {
      PAYPAL_CLIENT_ID: ['PAYPAL_CLIENT_SECRET'],
      PAYPAL_CLIENT_SECRET: ['PAYPAL_CLIENT_ID'],
      PAYMOB_SECRET_KEY: [
        'PAYMOB_PUBLIC_KEY',
        'PAYMOB_API_KEY',
        'PAYMOB_HMAC_SECRET',
        'PAYMOB_INTEGRATION_CARD',
        'PAYMOB_INTEGRATION_WALLET',
        'PAYMOB_INTEGRATION_KIOSK',
      ],
      MOYASAR_SECRET_KEY: ['MOYASAR_WEBHOOK_SECRET'],
      MEDIA_S3_ACCESS_KEY_ID: ['MEDIA_S3_SECRET_ACCESS_KEY', 'MEDIA_S3_BUCKET'],
      MEDIA_S3_SECRET_ACCESS_KEY: ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_BUCKET'],
      MEDIA_S3_ENDPOINT: ['MEDIA_S3_BUCKET'],
      LRS_USERNAME: ['LRS_PASSWORD', 'LRS_ENDPOINT'],
      LRS_PASSWORD: ['LRS_USERNAME', 'LRS_ENDPOINT'],
    },
  },
);
export type Env = StaticDecode<typeof EnvSchema>;

const envValidator = Compile(EnvSchema);
const VARIABLE_NAMES = Object.keys(EnvSchema.properties);

function problemOf(error: TLocalizedValidationError): string {
  const name = error.instancePath.split('/')[1] ?? '';
  if (error.keyword === 'dependentRequired') {
    const names = [error.params.property, ...error.params.dependencies];
    return `${VARIABLE_NAMES.filter((n) => names.includes(n)).join(' and ')} must be set together.`;
  }
  if (error.keyword === '~refine') return `${name} ${error.params.message}`;
  return `${name} ${error.message}.`;
}

/**
 * The schema's variables from `env`: trimmed, blank ones left out (as if unset), list variables
 * split at commas; defaults filled in, checked, then converted. Every problem is reported at once.
 */
export function readEnvironment(env: Record<string, string | undefined>): Env {
  const variables: Record<string, string | string[]> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const text = env[name]?.trim();
    if (!text) continue;
    const isList = (schema as { type?: unknown }).type === 'array';
    variables[name] = isList
      ? text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : text;
  }
  const withDefaults = envValidator.Default(variables);
  const problems = everyError(envValidator, withDefaults).map(problemOf);
  if (problems.length > 0) throw new ConfigError(problems);
  return envValidator.Decode(withDefaults);
}
