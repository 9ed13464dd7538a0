import 'server-only';
import { cookies, headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { SESSION_MAX_AGE_MS } from './session-store';

export const SESSION_COOKIE = 'sd_session';

/**
 * `secure` when the browser reached us over https (the proxy in front says so) or when forced with
 * COOKIE_SECURE; plain http on 127.0.0.1 (demo, e2e) would otherwise never get the cookie back.
 */
export async function cookieShouldBeSecure(): Promise<boolean> {
  const forced = serverEnv().COOKIE_SECURE;
  if (forced !== undefined) return forced;
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

export async function readSessionToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value ?? null;
}

/**
 * The cookie lives as long as the session's hard cap; the database decides the sliding 12-hour
 * idle expiry (a cookie's own expiry cannot be renewed from a page render).
 */
export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieShouldBeSecure(),
    path: '/',
    maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
  });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieShouldBeSecure(),
    path: '/',
    maxAge: 0,
  });
}
