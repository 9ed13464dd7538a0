import { NextResponse, type NextRequest } from 'next/server';
import { isDecodablePath } from '@/lib/http/path-encoding';

// Runs before every page and API route: refuses a path that cannot be decoded (Next's own matcher
// would throw on it and answer 500), hands the requested path to the page (so sign-in can return
// there) and sends a browser without a session cookie straight to sign-in. This is only a
// shortcut: every page, action and route handler checks the session and role itself.
const SESSION_COOKIE = 'sd_session';
const PATH_HEADER = 'x-shiftdesk-path';
/** API routes answer 401 themselves: they only pass through here for the path check. */
const API_PATH = /^\/api\//;

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isDecodablePath(pathname)) {
    return NextResponse.json({ error: { kind: 'invalid_input', message: 'That address is not valid.', retryable: false } }, { status: 400 });
  }
  if (API_PATH.test(pathname)) return NextResponse.next();
  const path = `${pathname}${search}`;
  if (!request.cookies.has(SESSION_COOKIE)) {
    const signIn = new URL('/sign-in', request.url);
    if (pathname !== '/') signIn.searchParams.set('next', path);
    return NextResponse.redirect(signIn);
  }
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, path);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages (not the sign-in page, Next's assets or files with an extension) and API routes.
  matcher: ['/((?!sign-in|_next/|styleguide|.*\\.[a-z0-9]+$).*)'],
};
