import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { cookieShouldBeSecure } from '@/lib/server/identity/session-cookie';
import { seal, unseal } from '@/lib/server/crypto/sealed-value';

// OWASP's "slow down online guessing with device cookies": a browser that signed in to an account
// gets a cookie naming that account and a random device id, sealed (AES-GCM, a key derived from
// TOKEN_ENCRYPTION_KEY for this purpose only) so nobody can make one. A sign-in that presents it
// for the email it names is counted on that device alone and never refused by the address-wide
// rule (lib/server/identity/throttle.ts): an office behind one address keeps signing in while a
// sprayer next to it waits. A browser shared by a few people keeps one id per account.

const PURPOSE = 'device cookie';
const SECURE_NAME = '__Host-sd_device';
const LOOPBACK_NAME = 'sd_device';
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 3_600_000;
/** Accounts one browser is known for; the oldest is forgotten first. */
export const DEVICE_COOKIE_ACCOUNTS = 5;

const entriesSchema = z.array(z.object({ email: z.string(), id: z.string().min(16), expiresAt: z.number() })).max(DEVICE_COOKIE_ACCOUNTS);
type DeviceEntry = z.infer<typeof entriesSchema>[number];

function liveEntries(text: string | undefined, key: Buffer, now: number): DeviceEntry[] {
  if (!text) return [];
  const parsed = entriesSchema.safeParse(unseal(text, key, PURPOSE));
  return parsed.success ? parsed.data.filter((entry) => entry.expiresAt > now) : [];
}

/** The device id this cookie value holds for `email`, or null (none, expired, altered, another key). */
export function deviceIdIn(text: string | undefined, email: string, key: Buffer, now = Date.now()): string | null {
  return liveEntries(text, key, now).find((entry) => entry.email === email)?.id ?? null;
}

/** The cookie value after a successful sign-in of `email`: a new id for it, the other accounts kept. */
export function withDeviceFor(text: string | undefined, email: string, key: Buffer, now = Date.now()): string {
  const others = liveEntries(text, key, now).filter((entry) => entry.email !== email);
  const entry = { email, id: randomBytes(18).toString('base64url'), expiresAt: now + DEVICE_COOKIE_LIFETIME_MS };
  return seal([entry, ...others].slice(0, DEVICE_COOKIE_ACCOUNTS), key, PURPOSE);
}

/** Secure and `__Host-` by the session cookie's rule (lib/security/session-cookie-policy.ts). */
async function cookieName(): Promise<{ name: string; secure: boolean }> {
  const secure = await cookieShouldBeSecure();
  return { name: secure ? SECURE_NAME : LOOPBACK_NAME, secure };
}

/** This browser's device id for `email`, or null. */
export async function readDeviceId(email: string, key: Buffer): Promise<string | null> {
  const { name } = await cookieName();
  return deviceIdIn((await cookies()).get(name)?.value, email, key);
}

/** Remembers this browser for `email` (after a right password). */
export async function rememberDevice(email: string, key: Buffer): Promise<void> {
  const { name, secure } = await cookieName();
  const store = await cookies();
  const value = withDeviceFor(store.get(name)?.value, email, key);
  store.set(name, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: Math.floor(DEVICE_COOKIE_LIFETIME_MS / 1000) });
}
