import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url). The cost parameters travel with
// each hash, so raising them later does not invalidate existing accounts.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyBytes: number): Promise<Buffer> {
  // 128 * N * r bytes are needed; Node's default cap (32 MiB) is exactly too small for N=2^15.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length < 16) return false;
  try {
    const actual = await derive(password, Buffer.from(saltText, 'base64url'), options, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * A hash to check against when the email is unknown, so a wrong email takes as long as a wrong
 * password and the timing does not tell which accounts exist.
 */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
