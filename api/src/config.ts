import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, isEd25519PrivateKey, readEnvironment, type LogLevel } from './config-env';
import type { TrustedProxies } from './lib/env-types';
import type { UploadKind } from './modules/admin/uploads/kinds';
import type { S3StoreOptions } from './modules/media/storage/s3';
import { REPO_ROOT } from './paths';

export {
  ConfigError,
  parseDuration,
  PAYPAL_LIVE_API,
  PAYPAL_SANDBOX_API,
  type LogLevel,
} from './config-env';

/** Where the data lives: PGlite in a folder (or in memory when `dir` is null), or a PostgreSQL server. */
export type DbConfig = { kind: 'pglite'; dir: string | null } | { kind: 'pg'; url: string };

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
  /** How often the mail outbox (receipts whose sending failed) is looked at, in ms. */
  mailRetryMs: number;
  contactInbox: string | null;
  siteUrl: string;
  siteDir: string | null;
  redisUrl: string | null;
  /** Origins allowed to call the API from another origin (CORS); none by default (same origin). */
  corsOrigins: string[];
  /** Who may tell the client's address (TRUST_PROXY): nobody, the N nearest proxies, or these. */
  trustProxy: TrustedProxies;
  /**
   * Calls per window: `authMax` per client IP and route (login, register, reset, contact);
   * `writeMax` per user (per IP for a visitor) and route, every other write; `commentMax` the
   * same for posting comments; `couponMax` coupon codes tried per user; `uploadChunkMax` tus PATCH
   * chunks per user and upload route (one file is many chunks).
   */
  rateLimit: {
    authMax: number;
    writeMax: number;
    commentMax: number;
    couponMax: number;
    uploadChunkMax: number;
    /** Exam answers and lesson progress saved per user, route and window: the players save often. */
    saveMax: number;
    /** Telemetry beacons per client address and window. */
    telemetryMax: number;
    /** Page-load tokens issued per client IP and window (docs/telemetry.md#page-load-tokens). */
    telemetryPageLoadsMax: number;
    windowMs: number;
  };
  /**
   * Failed logins per account (whatever the address): after `freeFailures` within
   * `resetAfterSeconds` of each other, each further attempt waits twice as long as the last, from
   * 1 second up to `maxDelaySeconds`.
   */
  loginThrottle: { freeFailures: number; maxDelaySeconds: number; resetAfterSeconds: number };
  bodyLimit: number;
  /**
   * Back-office uploads (tus): where unfinished and unclaimed uploads wait (DATA_DIR/uploads), the
   * largest file of each kind, and how long an upload may wait to be claimed before it is deleted.
   */
  uploads: { dir: string; maxBytes: Record<UploadKind, number>; expirySeconds: number };
  email: { publicKey: string; serviceId: string; templateId: string };
  translate: { url: string | null; target: string };
  logLevel: LogLevel;
  mediaUrlTtlSeconds: number;
  /** The S3-compatible bucket holding the media instead of `mediaDir`, when MEDIA_S3_BUCKET is set. */
  mediaS3: S3StoreOptions | null;
  /**
   * Lecture transcoding (docs/design/media.md#transcoding): whether this instance runs the job
   * worker, how many jobs at once, the lease of a run, and the ffmpeg and ffprobe binaries.
   */
  transcode: {
    worker: boolean;
    concurrency: number;
    leaseSeconds: number;
    ffmpeg: string;
    ffprobe: string;
  };
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
  /** Paymob (EGP), docs/payments.md; null = not configured. */
  paymob: {
    apiBase: string;
    secretKey: string;
    publicKey: string;
    apiKey: string;
    hmacSecret: string;
    integrations: { card: number; wallet: number; kiosk: number };
    kioskValiditySeconds: number;
  } | null;
  /** Moyasar (SAR), docs/payments.md; null = not configured. */
  moyasar: { apiBase: string; secretKey: string; webhookSecret: string } | null;
  /** The seller on Saudi simplified tax invoices until the back-office sets it. */
  saudiTax: { sellerName: string; vatNumber: string; vatRate: number };
  /** Field telemetry: counts are kept in memory and written every `flushIntervalMs`. */
  telemetry: { flushIntervalMs: number };
  /**
   * Automatic rollback (issue 23): a remote listed here whose version went live less than
   * `windowSeconds` ago is flipped back when it has more than `maxErrorsPer1000` errors per 1,000
   * page views over at least `minPageViews` page views.
   */
  autoRollback: {
    remotes: string[];
    maxErrorsPer1000: number;
    minPageViews: number;
    windowSeconds: number;
  };
  /** xAPI to a learning record store, and the PMI provider (docs/learning-records.md). */
  learningRecords: LearningRecordsConfig;
  /**
   * The Ed25519 private key (JWK JSON or PEM) certificates' Open Badges credentials are signed
   * with (docs/credentials.md).
   */
  credentialSigningKey: string;
}

export interface LearningRecordsConfig {
  /** Null: no LRS, nothing is sent (the events wait in the database). */
  lrs: { endpoint: string; username: string | null; password: string | null } | null;
  profile: 'generic' | 'nelc';
  platform: string;
  sendIntervalMs: number;
  /** 64 hex digits, or null to derive the key from the JWT secret. */
  nationalIdKey: string | null;
  pmi: { providerName: string | null; providerId: string | null };
}

/**
 * The site's address when SITE_URL is unset: where the server listens (PORT, HOST, as `npm start`
 * sets them), so reset links and certificates' QR codes point at it (docs/configuration.md). A
 * wildcard host is reached on loopback; port 0 (the system's pick) names no address yet.
 */
function siteUrlOf(host: string, port: number): string {
  if (port === 0) return 'http://127.0.0.1:8080';
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Reads and validates the environment once (the schema is `config-env.ts`). Every bad variable
 * is reported with its own message: a ConfigError lists all of them.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const vars = readEnvironment(env);
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const db: DbConfig = vars.DATABASE_URL
    ? { kind: 'pg', url: vars.DATABASE_URL }
    : { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
  return {
    port: vars.PORT,
    host: vars.HOST,
    db,
    dataDir,
    mediaDir: path.resolve(vars.MEDIA_DIR ?? path.join(dataDir, 'media')),
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    credentialSigningKey: vars.CREDENTIAL_SIGNING_KEY ?? loadOrCreateSigningKey(dataDir),
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    mailRetryMs: vars.MAIL_RETRY_INTERVAL * 1000,
    contactInbox: vars.CONTACT_INBOX ?? null,
    siteUrl: vars.SITE_URL ?? siteUrlOf(vars.HOST, vars.PORT),
    siteDir: vars.SITE_DIR ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    corsOrigins: vars.CORS_ORIGINS,
    trustProxy: vars.TRUST_PROXY,
    rateLimit: {
      authMax: vars.RATE_LIMIT_AUTH_MAX,
      writeMax: vars.RATE_LIMIT_WRITE_MAX,
      commentMax: vars.RATE_LIMIT_COMMENT_MAX,
      couponMax: vars.RATE_LIMIT_COUPON_MAX,
      uploadChunkMax: vars.RATE_LIMIT_UPLOAD_CHUNK_MAX,
      saveMax: vars.RATE_LIMIT_SAVE_MAX,
      telemetryMax: vars.RATE_LIMIT_TELEMETRY_MAX,
      telemetryPageLoadsMax: vars.RATE_LIMIT_TELEMETRY_PAGE_LOADS_MAX,
      windowMs: vars.RATE_LIMIT_WINDOW * 1000,
    },
    loginThrottle: {
      freeFailures: vars.LOGIN_THROTTLE_AFTER,
      maxDelaySeconds: vars.LOGIN_THROTTLE_MAX_DELAY,
      resetAfterSeconds: vars.LOGIN_THROTTLE_RESET_AFTER,
    },
    bodyLimit: vars.BODY_LIMIT,
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      maxBytes: {
        video: vars.UPLOAD_MAX_VIDEO_BYTES,
        pdf: vars.UPLOAD_MAX_PDF_BYTES,
        image: vars.UPLOAD_MAX_IMAGE_BYTES,
      },
      expirySeconds: vars.UPLOAD_EXPIRY,
    },
    email: {
      publicKey: vars.EMAIL_PUBLIC_KEY,
      serviceId: vars.EMAIL_SERVICE_ID,
      templateId: vars.EMAIL_TEMPLATE_ID,
    },
    translate: { url: vars.TRANSLATE_URL ?? null, target: vars.TRANSLATE_TARGET },
    logLevel: vars.LOG_LEVEL,
    mediaUrlTtlSeconds: vars.MEDIA_URL_TTL,
    mediaS3: vars.MEDIA_S3_BUCKET
      ? {
          bucket: vars.MEDIA_S3_BUCKET,
          endpoint: vars.MEDIA_S3_ENDPOINT ?? null,
          region: vars.MEDIA_S3_REGION,
          forcePathStyle: vars.MEDIA_S3_FORCE_PATH_STYLE ?? vars.MEDIA_S3_ENDPOINT !== undefined,
          prefix: vars.MEDIA_S3_PREFIX ?? '',
          credentials:
            vars.MEDIA_S3_ACCESS_KEY_ID && vars.MEDIA_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: vars.MEDIA_S3_ACCESS_KEY_ID,
                  secretAccessKey: vars.MEDIA_S3_SECRET_ACCESS_KEY,
                }
              : null,
        }
      : null,
    transcode: {
      worker: vars.MEDIA_WORKER,
      concurrency: vars.MEDIA_WORKER_CONCURRENCY,
      leaseSeconds: vars.MEDIA_JOB_LEASE,
      ffmpeg: vars.FFMPEG_PATH,
      ffprobe: vars.FFPROBE_PATH,
    },
    scryptCost: vars.SCRYPT_COST,
    migrateOnStart: vars.MIGRATE_ON_START,
    seedDemo: vars.SEED_DEMO ?? vars.DATABASE_URL === undefined,
    paypal: {
      clientId: vars.PAYPAL_CLIENT_ID ?? null,
      clientSecret: vars.PAYPAL_CLIENT_SECRET ?? null,
      apiBase: vars.PAYPAL_API_BASE,
    },
    paymob: vars.PAYMOB_SECRET_KEY
      ? {
          apiBase: vars.PAYMOB_API_BASE,
          secretKey: vars.PAYMOB_SECRET_KEY,
          publicKey: vars.PAYMOB_PUBLIC_KEY ?? '',
          apiKey: vars.PAYMOB_API_KEY ?? '',
          hmacSecret: vars.PAYMOB_HMAC_SECRET ?? '',
          integrations: {
            card: vars.PAYMOB_INTEGRATION_CARD ?? 0,
            wallet: vars.PAYMOB_INTEGRATION_WALLET ?? 0,
            kiosk: vars.PAYMOB_INTEGRATION_KIOSK ?? 0,
          },
          kioskValiditySeconds: vars.PAYMOB_KIOSK_VALIDITY,
        }
      : null,
    moyasar: vars.MOYASAR_SECRET_KEY
      ? {
          apiBase: vars.MOYASAR_API_BASE,
          secretKey: vars.MOYASAR_SECRET_KEY,
          webhookSecret: vars.MOYASAR_WEBHOOK_SECRET ?? '',
        }
      : null,
    saudiTax: {
      sellerName: vars.SAUDI_SELLER_NAME,
      vatNumber: vars.SAUDI_VAT_NUMBER,
      vatRate: vars.SAUDI_VAT_RATE,
    },
    telemetry: { flushIntervalMs: vars.TELEMETRY_FLUSH_INTERVAL * 1000 },
    autoRollback: {
      remotes: vars.AUTO_ROLLBACK_REMOTES,
      maxErrorsPer1000: vars.AUTO_ROLLBACK_MAX_ERRORS_PER_1000,
      minPageViews: vars.AUTO_ROLLBACK_MIN_PAGE_VIEWS,
      windowSeconds: vars.AUTO_ROLLBACK_WINDOW,
    },
    learningRecords: {
      lrs: vars.LRS_ENDPOINT
        ? {
            endpoint: vars.LRS_ENDPOINT,
            username: vars.LRS_USERNAME ?? null,
            password: vars.LRS_PASSWORD ?? null,
          }
        : null,
      profile: vars.LRS_PROFILE as 'generic' | 'nelc',
      platform: vars.LRS_PLATFORM,
      sendIntervalMs: vars.LRS_SEND_INTERVAL * 1000,
      nationalIdKey: vars.NATIONAL_ID_KEY ?? null,
      pmi: {
        providerName: vars.PMI_PROVIDER_NAME ?? null,
        providerId: vars.PMI_PROVIDER_ID ?? null,
      },
    },
  };
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

/**
 * With no CREDENTIAL_SIGNING_KEY, an Ed25519 key is generated once and kept in
 * DATA_DIR/credential-signing-key.pem (mode 0600), so a fresh clone signs credentials and they
 * stay verifiable across restarts (docs/credentials.md#the-key). Several instances must share
 * CREDENTIAL_SIGNING_KEY instead.
 */
export function loadOrCreateSigningKey(dataDir: string): string {
  const file = path.join(dataDir, 'credential-signing-key.pem');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    fs.writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const pem = fs.readFileSync(file, 'utf8');
  if (!isEd25519PrivateKey(pem))
    throw new ConfigError([`${file} does not hold an Ed25519 private key (PEM, PKCS #8).`]);
  return pem;
}
