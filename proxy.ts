import { NextResponse, type NextRequest } from 'next/server';

// Runs before every page: hands the requested path to the page (so sign-in can return there) and
// sends a browser without a session cookie straight to sign-in. This is only a shortcut: every
// page, action and route handler checks the session and role itself.
const SESSION_COOKIE = 'sd_session';
const PATH_HEADER = 'x-shiftdesk-path';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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
  // Pages only: not the sign-in page, API routes, Next's assets or files with an extension.
  matcher: ['/((?!sign-in|api/|_next/|styleguide|.*\\.[a-z0-9]+$).*)'],
};
