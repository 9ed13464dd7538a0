import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { callServerAction } from '@/test/support/server-actions';
import { startExtraApp, type ExtraApp } from './support/extra-app';

// The per-address sign-in limit counts the socket's address, not a header the client wrote
// (lib/security/client-address.ts), and does not hold back a browser with a device cookie
// (lib/auth/server/device-cookie.ts). Run on a dashboard of its own: it spends the limit of
// 127.0.0.1, which the rest of the suite signs in from.
const FAILURES_PER_ADDRESS = 20; // CLIENT_RULE.free in lib/server/identity/throttle.ts

let app: ExtraApp;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startExtraApp({});
});
test.afterAll(async () => app?.stop());

test('a new X-Forwarded-For on every attempt does not reset the per-address sign-in limit; a browser that signed in before still gets in', async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: app.url });
  const known = await playwright.request.newContext({ baseURL: app.url });
  const unknown = await playwright.request.newContext({ baseURL: app.url });
  const signIn = (context: APIRequestContext) =>
    callServerAction(context, 'lib/auth/actions.ts', 'signInAction', [{ email: demoUsers.viewer.email, password: demoPassword }], { origin: app.url });
  // Before the spray, this browser signs in once: it now carries a device cookie for the viewer.
  expect((await signIn(known)).result).toMatchObject({ ok: true });

  const attempt = (n: number) =>
    callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [{ email: `sprayed-${n}@example.com`, password: 'guess-guess-guess' }], {
      origin: app.url,
      headers: { origin: app.url, 'x-forwarded-for': `203.0.113.${n}`, 'x-real-ip': `198.51.100.${n}` },
    });
  for (let n = 1; n <= FAILURES_PER_ADDRESS; n += 1) {
    expect((await attempt(n)).result, `attempt ${n}`).toMatchObject({ ok: false, error: { kind: 'unauthorised' } });
  }
  // Another email from yet another claimed address: still this socket, so still refused.
  expect((await attempt(FAILURES_PER_ADDRESS + 1)).result).toMatchObject({ ok: false, error: { kind: 'rate_limited' } });
  // The right password from a browser never seen here waits with the sprayer; the known browser gets in.
  expect((await signIn(unknown)).result).toMatchObject({ ok: false, error: { kind: 'rate_limited' } });
  expect((await signIn(known)).result).toMatchObject({ ok: true });
  await Promise.all([request, known, unknown].map((context) => context.dispose()));
});
