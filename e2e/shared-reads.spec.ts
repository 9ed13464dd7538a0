import { gunzipSync } from 'node:zlib';
import { READ_ACCEPT } from '@/lib/http/gzip-body';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { callServerAction } from '@/test/support/server-actions';
import { openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { startExtraApp, type ExtraApp } from './support/extra-app';
import { demoPassword, demoUsers, type DemoRole } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import { E2E_APP_PORT } from './support/servers';

// Shared reads and conditional polls over HTTP (docs/decisions/shared-reads.md). The
// sharing runs on a dashboard of its own with the default SHARED_READ_SECONDS (the suite's shared
// dashboard keeps nothing, so other specs may change the emulator and read at once). Ports: the
// app's +4 (scale-out uses +1 and +2, the other extra dashboards +3).

const WEEK_FROM = Date.UTC(2031, 2, 3); // Mon 3 March 2031: nobody else's week
const WEEK_TO = WEEK_FROM + 7 * 86_400_000 - 1;
const LIST = 'GET /connect/organizations/:id/calendar-items';

let app: ExtraApp;
test.describe('on a dashboard sharing reads', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    app = await startExtraApp({}, E2E_APP_PORT + 4);
  });
  test.afterAll(async () => app?.stop());

  async function signedIn(playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }, role: DemoRole) {
    const request = await playwright.request.newContext({ baseURL: app.url });
    const signIn = await callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [{ email: demoUsers[role].email, password: demoPassword }], { origin: app.url });
    expect(signIn.result, `${role} signs in`).toMatchObject({ ok: true });
    return request;
  }

  const listCalls = async () => Object.values((await emulator.stats()).byRoute[LIST] ?? {}).reduce((sum, n) => sum + n, 0);

  test('a second user reads the week without a call; an unchanged week is 304; a write through Shiftdesk is the next 200', async ({ playwright }) => {
    const organizationId = (await emulator.seed()).organizations[0]!.id;
    const path = `/api/organizations/${organizationId}/calendar-items?from=${WEEK_FROM}&to=${WEEK_TO}`;
    const scheduler = await signedIn(playwright, 'scheduler');
    const viewer = await signedIn(playwright, 'viewer');

    const before = await listCalls();
    const first = await scheduler.get(path);
    expect(first.status()).toBe(200);
    const etag = first.headers()['etag']!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers()['cache-control']).toBe('private, no-store');
    const second = await viewer.get(path);
    expect(second.status()).toBe(200);
    expect(second.headers()['etag']).toBe(etag);
    expect(await second.json()).toEqual(await first.json());
    expect(await listCalls()).toBe(before + 1); // the viewer's read reached nobody

    // The page's reads accept the bytes gzipped once for every reader: the same JSON, same tag.
    const zipped = await viewer.get(path, { headers: { accept: READ_ACCEPT } });
    expect(zipped.status()).toBe(200);
    expect(zipped.headers()).toMatchObject({ 'content-type': 'application/gzip', 'cache-control': 'private, no-store, no-transform', etag });
    expect(JSON.parse(gunzipSync(await zipped.body()).toString('utf8'))).toEqual(await first.json());

    const unchanged = await viewer.get(path, { headers: { 'if-none-match': etag } });
    expect(unchanged.status()).toBe(304);
    expect(await unchanged.body()).toHaveLength(0);
    expect(unchanged.headers()['etag']).toBe(etag);

    const created = await callServerAction(scheduler, 'lib/schedule/actions.ts', 'createCalendarItemAction', [
      { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Shared-read e2e', start: WEEK_FROM + 9 * 3_600_000, end: WEEK_FROM + 17 * 3_600_000, timeZoneName: 'Europe/London' },
    ], { origin: app.url, params: { organizationId } });
    expect(created.result).toMatchObject({ ok: true });
    const changed = await viewer.get(path, { headers: { 'if-none-match': etag } });
    expect(changed.status()).toBe(200);
    expect(changed.headers()['etag']).not.toBe(etag);
    expect(((await changed.json()) as { items: { name: string }[] }).items.map((i) => i.name)).toContain('Shared-read e2e');
    await scheduler.dispose();
    await viewer.dispose();
  });
});

test.describe('the schedule in a browser', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('a poll names the answer it holds and an unchanged week comes back 304, still drawn', async ({ page }) => {
    const organizationId = (await emulator.seed()).organizations[0]!.id;
    await openSchedule(page, organizationId);
    const events = await page.locator('[data-item-id]').count();
    const poll = page.waitForResponse((response) => response.url().includes('/calendar-items?') && response.request().method() === 'GET');
    // react-query reads again when the window regains focus (as it does every 15 s).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      window.dispatchEvent(new Event('visibilitychange'));
    });
    const answer = await poll;
    expect(answer.request().headers()['if-none-match']).toMatch(/^W\/"[\w-]+"$/);
    expect(answer.status()).toBe(304);
    await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-ready', 'true');
    expect(await page.locator('[data-item-id]').count()).toBe(events);
  });
});
