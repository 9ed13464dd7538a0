// The session cookie's name and Secure flag, decided per request, shared by proxy.ts and the server.
//
// By default the cookie is `__Host-sd_session`, Secure, host-only, Path=/: browsers refuse to let
// another subdomain or a plain-http page set or overwrite a `__Host-` cookie. Browsers also refuse
// a Secure cookie over plain http, except nowhere: so a dashboard opened at http://127.0.0.1 or
// http://localhost (the demo, the e2e suite) gets `sd_session`, not Secure. That exception is the
// only one, and nothing a proxy adds can open it: a forwarded host or proto can only make the
// cookie Secure, never the reverse (a proxy that rewrites Host to 127.0.0.1 still sends
// X-Forwarded-Proto: https or X-Forwarded-Host; COOKIE_SECURE=1 closes it entirely).

import { hostnameOf } from './addressed-host';
import { isLoopbackHost } from './loopback';

export const SECURE_SESSION_COOKIE = '__Host-sd_session';
export const LOOPBACK_SESSION_COOKIE = 'sd_session';

export type SessionCookiePolicy = { name: string; secure: boolean };

export function sessionCookiePolicy(headers: Headers, options: { forceSecure?: boolean } = {}): SessionCookiePolicy {
  const secure: SessionCookiePolicy = { name: SECURE_SESSION_COOKIE, secure: true };
  if (options.forceSecure) return secure;
  const host = hostnameOf(headers.get('host'));
  const forwardedHost = headers.get('x-forwarded-host');
  const forwardedProto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const loopback =
    host !== null &&
    isLoopbackHost(host) &&
    (forwardedHost === null || isLoopbackHost(hostnameOf(forwardedHost) ?? '')) &&
    forwardedProto !== 'https';
  return loopback ? { name: LOOPBACK_SESSION_COOKIE, secure: false } : secure;
}
