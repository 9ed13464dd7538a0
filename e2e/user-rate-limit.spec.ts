import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { callServerAction } from '@/test/support/server-actions';
import { emulator } from './support/emulator';
import { startExtraApp, type ExtraApp } from './support/extra-app';
import { demoPassword, demoUsers, type DemoRole } from '@/test/support/demo-accounts';

// One person cannot spend the service's shared rate limit: with USER_RATE_LIMIT_PER_MINUTE=5 on a
// dashboard of its own, a viewer who keeps reading gets 429 with a message, on reads and actions
// alike, and nothing more reaches the service for them, while a scheduler still works.
const LIMIT = 5;

let app: ExtraApp;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startExtraApp({ USER_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
test.afterAll(async () => app?.stop());

async function signedIn(playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }, role: DemoRole): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: app.url });
  const signIn = await callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [{ email: demoUsers[role].email, password: demoPassword }], { origin: app.url });
  expect(signIn.result, `${role} signs in`).toMatchObject({ ok: true });
  return request;
}

test('a user over the per-user limit gets 429 with a message; another user is unaffected', async ({ playwright }) => {
  const organizationId = (await emulator.seed()).organizations[0]!.id;
  const countPath = `/api/organizations/${organizationId}/requests/count`;
  const viewer = await signedIn(playwright, 'viewer');
  const scheduler = await signedIn(playwright, 'scheduler');

  let allowed = 0;
  let refused: Awaited<ReturnType<APIRequestContext['get']>> | undefined;
  // The bucket refills one request every 12 s: a few extra tries cover a slow machine.
  for (let i = 0; i < LIMIT + 5 && !refused; i += 1) {
    const response = await viewer.get(countPath);
    if (response.status() === 429) refused = response;
    else {
      expect(response.status(), `read ${i + 1}`).toBe(200);
      allowed += 1;
    }
  }
  expect(refused, 'the viewer was limited').toBeDefined();
  expect(allowed).toBeGreaterThanOrEqual(LIMIT);
  expect(await refused!.json()).toEqual({ error: { kind: 'rate_limited', message: expect.stringMatching(/^You are sending requests faster than Shiftdesk allows for one person\. Try again in \d+ s\.$/), retryable: true } });
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0);

  // Limited reads and actions of that user send nothing to the service.
  const before = (await emulator.stats()).total;
  expect((await viewer.get(countPath)).status()).toBe(429);
  const action = await callServerAction(viewer, 'lib/settings/actions.ts', 'renewServiceTokenAction', [{}], { origin: app.url });
  expect(action.result).toMatchObject({ ok: false, error: { kind: 'rate_limited' } });
  expect((await emulator.stats()).total).toBe(before);

  // The scheduler's own allowance is untouched.
  expect((await scheduler.get(countPath)).status()).toBe(200);
  await viewer.dispose();
  await scheduler.dispose();
});
