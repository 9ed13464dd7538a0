import { NextResponse, type NextRequest } from 'next/server';
import { addressedHostname } from '@/lib/security/addressed-host';
import { FORWARDED_FOR_HEADER, trustedProxyHops } from '@/lib/security/client-address';
import { BACKCHANNEL_LOGOUT_PATH, isCrossOriginWrite } from '@/lib/security/same-origin';
import { isOversizedServerAction, SERVER_ACTION_MAX_BODY_BYTES } from '@/lib/security/server-action-body';
import { LOOPBACK_SESSION_COOKIE, SECURE_SESSION_COOKIE } from '@/lib/security/session-cookie-policy';
import { isDecodablePath } from '@/lib/http/path-encoding';
import { API_POLICY, newNonce, pagePolicy, providerOriginOf, securityHeaders } from '@/lib/security/security-headers';

// Runs before every request except Next's static files:
// - refuses a path that cannot be decoded (Next's own matcher would throw on it and answer 500);
// - refuses a write (server action POST) that does not come from this site's own pages (but the
//   OpenID provider's back-channel logout, a server's POST proven by its signed token), and one
//   whose body is over the limit (413: Next would answer 500);
// - sets the security headers, with a per-request script nonce for pages;
// - gives the request a new id, passed to the app (every log line of the request carries it) and
//   sent back as x-request-id. An id from outside is not taken: a client could reuse another
//   request's id and muddle the trail;
// - without trusted proxies (TRUSTED_PROXY_HOPS=0), drops the client's X-Forwarded-For, so Next
//   writes the socket's address there instead (lib/security/client-address.ts);
// - on pages, hands the requested path to the page (so sign-in can return there) and sends a
//   browser without a session cookie straight to sign-in. This is only a shortcut: every page,
//   action and route handler checks the session and role itself.
const PATH_HEADER = 'x-shiftdesk-path';
const REQUEST_ID_HEADER = 'x-request-id';

/** Files a browser fetches by itself, signed in or not (the sign-in page shows the tab icon too). */
const PUBLIC_FILES = new Set(['/icon.svg', '/favicon.ico', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png']);

function isPage(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/sign-in') && !PUBLIC_FILES.has(pathname);
}

function withHeaders<R extends Response>(response: R, headers: Record<string, string>): R {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const api = pathname.startsWith('/api/');
  const nonce = newNonce();
  const policy = api ? API_POLICY : pagePolicy(nonce, { dev: process.env.NODE_ENV === 'development', providerOrigin: providerOriginOf(process.env.OIDC_ISSUER) });
  const requestId = crypto.randomUUID();
  const headers = { ...securityHeaders(policy, addressedHostname(request.headers)), [REQUEST_ID_HEADER]: requestId };

  if (!isDecodablePath(pathname)) {
    return withHeaders(NextResponse.json({ error: { kind: 'invalid_input', message: 'That address is not valid.', retryable: false } }, { status: 400 }), headers);
  }
  if (pathname !== BACKCHANNEL_LOGOUT_PATH && isCrossOriginWrite(request.method, request.headers)) {
    return withHeaders(NextResponse.json({ error: { kind: 'forbidden', message: 'Cross-origin request refused.' } }, { status: 403 }), headers);
  }
  if (isOversizedServerAction(request.method, request.headers)) {
    const megabytes = SERVER_ACTION_MAX_BODY_BYTES / (1024 * 1024);
    const message = `That request is too large (more than ${megabytes} MB). Nothing was changed.`;
    return withHeaders(NextResponse.json({ error: { kind: 'invalid_input', message, retryable: false } }, { status: 413 }), headers);
  }
  const path = `${pathname}${search}`;
  // Either name: which one counts is the session's own business (lib/server/identity/session-cookie.ts).
  const hasSessionCookie = request.cookies.has(SECURE_SESSION_COOKIE) || request.cookies.has(LOOPBACK_SESSION_COOKIE);
  if (isPage(pathname) && !hasSessionCookie) {
    const signIn = new URL('/sign-in', request.url);
    if (pathname !== '/') signIn.searchParams.set('next', path);
    return withHeaders(NextResponse.redirect(signIn), headers);
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATH_HEADER, path);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  if (trustedProxyHops(process.env.TRUSTED_PROXY_HOPS) === 0) requestHeaders.delete(FORWARDED_FOR_HEADER);
  // Next finds the nonce in the request's policy and puts it on its own scripts.
  requestHeaders.set('content-security-policy', policy);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
}

export const config = {
  // Everything but Next's hashed static files and image optimiser (they carry no data).
  matcher: ['/((?!_next/static|_next/image).*)'],
};
