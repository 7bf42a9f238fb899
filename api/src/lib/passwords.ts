import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function options(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N=2^15, r=8.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), with a random 16-byte salt per password. */
export async function hashPassword(password: string, cost = 15): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, options(cost, 8, 1));
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [cost, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] as string, 'base64url');
  const expected = Buffer.from(parts[5] as string, 'base64url');
  const key = await scryptAsync(password, salt, options(cost, r, p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of one verification, so that an unknown e-mail answers as slowly as a known one. */
export async function burnPasswordTime(password: string, cost = 15): Promise<void> {
  await scryptAsync(password, randomBytes(16), options(cost, 8, 1));
}

/** The spec's password rule: 8+ characters with upper and lower case letters. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) {
    problems.push('This password is too short. It must contain at least 8 characters.');
  }
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password)) {
    problems.push('The password must contain both uppercase and lowercase letters.');
  }
  return problems;
}
