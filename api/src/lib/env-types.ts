import { isIP } from 'node:net';
import { Type } from 'typebox';

/*
 * Schemas for environment variables: each checks the text a variable holds, reports a problem
 * that completes "NAME …", and (through `Type.Decode`) converts the text to what the code uses.
 */

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

export function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export const withoutTrailingSlashes = (url: string) => url.replace(/\/+$/, '');
const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;

/**
 * A variable's text, checked by `accepts`. Its problem reads `NAME <problem> (got "<text>").`;
 * a sensitive variable's text is never repeated.
 */
export function Checked(
  accepts: (text: string) => boolean,
  problem: string,
  { fallback, sensitive = false }: { fallback?: string | undefined; sensitive?: boolean } = {},
) {
  return Type.Refine(
    Type.String(fallback === undefined ? {} : { default: fallback }),
    accepts,
    (text) => (sensitive ? `${problem}.` : `${problem} (got "${text}").`),
  );
}

export function WholeNumber(min: number, max: number, fallback: number) {
  return Type.Decode(
    Checked(
      (text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max,
      `must be a whole number from ${min} to ${max}`,
      { fallback: String(fallback) },
    ),
    Number,
  );
}

/** In seconds. */
export function Duration(fallback: string) {
  return Type.Decode(
    Checked(
      (text) => parseDuration(text) !== null,
      'must be a duration such as 90 (seconds), 30s, 15m, 1h or 1d',
      { fallback },
    ),
    (text) => parseDuration(text) as number,
  );
}

export function Flag(fallback?: boolean) {
  return Type.Decode(
    Checked((text) => TRUE.test(text) || FALSE.test(text), 'must be true or false', {
      fallback: fallback === undefined ? undefined : String(fallback),
    }),
    (text) => TRUE.test(text),
  );
}

export function Url(protocols: string[], fallback?: string) {
  return Checked(
    (text) => protocols.includes(parsedUrl(text)?.protocol ?? ''),
    `must be a ${protocols.join(' or ')} URL`,
    { fallback },
  );
}

export function Identifier(fallback: string) {
  return Checked(
    (text) => /^[\w.-]{1,100}$/.test(text),
    "must be 1 to 100 letters, digits, '_', '-' or '.'",
    { fallback },
  );
}

/** "addr@host" or "Name <addr@host>". */
export function Mailbox(fallback?: string) {
  return Checked(
    (text) => /^(?:[^<>@]*<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/.test(text),
    'must be an e-mail address such as academy@example.com',
    { fallback },
  );
}

export const Origin = Checked(
  (text) =>
    ['http:', 'https:'].includes(parsedUrl(text)?.protocol ?? '') &&
    parsedUrl(text)?.origin === text,
  'must be a comma-separated list of origins such as https://academy.example.com',
);

/**
 * Who may tell the API a client's address (X-Forwarded-For) and scheme: nobody (`false`, `0`, the
 * default: the API faces the clients), the N proxies nearest the API (a hop count: 1 behind
 * nginx), or the proxies at these addresses (IPs, CIDR ranges, `loopback`, `linklocal`,
 * `uniquelocal`). Never everyone (`true`): a client could then pick its own address and slip past
 * every per-address limit.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

const proxyEntries = (text: string) => text.split(',').map((entry) => entry.trim().toLowerCase());

function trustProxyProblem(text: string): string | null {
  if (/^(false|\d{1,2})$/i.test(text)) return null;
  if (/^(true|yes|on)$/i.test(text)) {
    return `must not trust every client: ${text} would let anyone choose their address with X-Forwarded-For. Give the number of proxies in front of the API (1 behind one nginx) or their addresses (such as 127.0.0.1 or 10.0.0.0/8).`;
  }
  const bad = proxyEntries(text).filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return null;
  return `must be false, a number of proxy hops (1 behind one nginx) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${bad.join('", "')}").`;
}

export const TrustProxy = Type.Decode(
  Type.Refine(
    Type.String({ default: 'false' }),
    (text) => trustProxyProblem(text) === null,
    (text) => trustProxyProblem(text) ?? '',
  ),
  (text): TrustedProxies => {
    if (/^false$/i.test(text)) return false;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : { hops: Number(text) };
    return { addresses: proxyEntries(text) };
  },
);
