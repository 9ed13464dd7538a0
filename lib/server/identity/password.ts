import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { withPasswordGate } from './password-gate';

// Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url). The cost parameters travel with
// each hash, so raising them later does not invalidate existing accounts: an older hash still
// verifies and is replaced at the next successful sign-in (needsRehash).
// N=2^16, r=8, p=2: one of OWASP's equivalent scrypt minimums (the same work as N=2^17, p=1, run as
// two passes over half the memory): 64 MiB per check instead of 128, which is what a crowd signing
// in adds to the server's memory (docs/decisions/memory.md); see password-gate.ts for the cap.
export const PASSWORD_COST = { N: 2 ** 16, r: 8, p: 2 } as const;
type Cost = { N: number; r: number; p: number };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

// Stored hashes above this cost are refused rather than run: a tampered row must not make one
// sign-in allocate gigabytes.
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyBytes: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (64 MiB at N=2^16, whatever p); Node refuses anything over maxmem, whose
  // default (32 MiB) is too small, so it is set from the cost with room to spare.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
  return withPasswordGate(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyBytes, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hashes at the current cost; `cost` only for tests that need an older hash. */
export async function hashPassword(password: string, cost: Cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * True when a stored hash was made at another cost than today's (replace it after a sign-in): a
 * cheaper one, or the earlier N=2^17, p=1, as strong but twice the memory per check.
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PASSWORD_COST.N || Number(r) !== PASSWORD_COST.r || Number(p) !== PASSWORD_COST.p;
}

/** Compares in constant time; a malformed stored hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0) || options.N > MAX_N) return false;
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
