import 'server-only';
import { cookies, headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { sessionCookiePolicy, type SessionCookiePolicy } from '@/lib/security/session-cookie-policy';
import { SESSION_MAX_AGE_MS } from './session-store';

/** This request's cookie name and Secure flag (lib/security/session-cookie-policy.ts). */
async function policy(): Promise<SessionCookiePolicy> {
  return sessionCookiePolicy(await headers(), { forceSecure: serverEnv().COOKIE_SECURE === true });
}

/** Only the cookie of this request's policy counts: over https an unprefixed `sd_session` is ignored. */
export async function readSessionToken(): Promise<string | null> {
  return (await cookies()).get((await policy()).name)?.value ?? null;
}

/**
 * The cookie lives as long as the session's hard cap; the database decides the sliding idle expiry
 * (a cookie's own expiry cannot be renewed from a page render). No Domain: host-only, as `__Host-` requires.
 */
export async function setSessionCookie(token: string): Promise<void> {
  const { name, secure } = await policy();
  (await cookies()).set(name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000) });
}

export async function clearSessionCookie(): Promise<void> {
  const { name, secure } = await policy();
  (await cookies()).set(name, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

/** Whether this request's cookies must be Secure (the company sign-in cookie follows the session cookie's rule). */
export async function cookieShouldBeSecure(): Promise<boolean> {
  return (await policy()).secure;
}
