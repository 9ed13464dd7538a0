import type { APIResponse } from '@playwright/test';
import { emulator } from './support/emulator';
import { E2E_EMULATOR_URL } from './support/servers';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';
import { expectHydrated } from './support/hydrated';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Every answer of the dashboard carries the security headers (proxy.ts): pages, RSC payloads,
// route handlers, action results and redirects. Pages get a fresh script nonce that Next puts on
// its own scripts; the pages below are also captured to look at, and the shared fixture fails a
// test on any CSP violation in the browser console.

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Served as 127.0.0.1: HSTS would pin this machine's other servers to https.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  // The id every server log line of this request carries (docs/decisions/logs.md).
  expect(headers['x-request-id'], what).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
}

test('every answer has its own request id; one sent by the client is not taken', async ({ request }) => {
  const ids = new Set<string>();
  for (const path of ['/api/health', '/api/health', '/sign-in', '/settings']) {
    const response = await request.get(path, { headers: { 'x-request-id': 'chosen-by-the-client' }, maxRedirects: 0 });
    const id = response.headers()['x-request-id'];
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(id!);
  }
  expect(ids.size).toBe(4);
});

test.describe('signed in as an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('pages, RSC payloads, route handlers and action results all carry the headers', async ({ page }) => {
    const seed = await emulator.seed();
    const html = await page.request.get('/settings');
    expectSecurityHeaders(html, 'page');
    const nonce = nonceOf(html.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    // Next put the request's nonce on its own scripts, and the next request gets another one.
    const scripts = [...(await html.text()).matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(nonceOf((await page.request.get('/settings')).headers()['content-security-policy'])).not.toBe(nonce);

    expectSecurityHeaders(await page.request.get('/settings', { headers: { rsc: '1' } }), 'RSC payload');
    const api = await page.request.get('/api/messages');
    expectSecurityHeaders(api, 'route handler');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const action = await callServerAction(page.request, 'lib/settings/actions.ts', 'saveOrganizationAction', ['not an object']);
    expect(action.result).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(action.status).toBe(200);

    // The avatar proxy keeps a sandbox policy (an image must never run as a document).
    await page.goto(`/organizations/${seed.organizations[0]!.id}/members`);
    const avatarSrc = await page.getByRole('main').locator('img[src^="/api/assets/"]').first().getAttribute('src');
    const avatar = await page.request.get(avatarSrc!);
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()['content-security-policy']).toContain('sandbox');
    expect(avatar.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('HSTS is sent when the dashboard is reached by a real host name', async ({ page }) => {
    const response = await page.request.get('/api/health', { headers: { 'x-forwarded-host': 'shiftdesk.example.com' } });
    expect(response.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  test('schedule, settings and messages render under the policy', async ({ page }) => {
    const seed = await emulator.seed();
    const shots = [
      { name: 'schedule', path: `/organizations/${seed.organizations[0]!.id}/schedule?view=week&date=2027-01-18` },
      { name: 'settings', path: '/settings' },
      { name: 'messages', path: '/messages' },
    ];
    for (const shot of shots) {
      await page.goto(shot.path);
      // Hydrated, so Next's scripts ran under the nonce; FullCalendar laid out its grid.
      await expectHydrated(page);
      if (shot.name === 'schedule') {
        await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-ready', 'true');
        expect((await page.getByTestId('schedule-calendar').boundingBox())?.height).toBeGreaterThan(400);
      }
      await screenshotIfAsked(page, `${shot.name}`, { fullPage: true });
    }
  });

  test('the fixture catches a CSP violation and a leaked secret', async ({ page, watch }) => {
    // A fake answer carrying the client secret, and injected markup with an inline handler (XSS).
    await page.route('**/api/leak-probe', (route) => route.fulfill({ contentType: 'application/json', body: '{"secret":"demo-secret"}' }));
    await page.goto('/settings');
    await page.evaluate(() => fetch('/api/leak-probe').then((r) => r.text()));
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/nothing-here.png" onerror="window.injected = true">'));
    await expect.poll(() => watch.cspViolationCount).toBe(1);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected ?? false)).toBe(false);
    const report = await watch.report();
    expect(report.leaks).toEqual([expect.stringContaining('/api/leak-probe contains demo-sec')]);
    expect(report.cspViolations).toEqual([expect.stringContaining('Content Security Policy')]);
  });

  test('the fixture reads RSC answers too (paused, not routed): a secret in one is caught', async ({ page, watch }) => {
    // Any address with `_rsc=` is read as an RSC answer; the emulator's token list stands in for a leaking one.
    await page.goto(`${E2E_EMULATOR_URL}/_control/tokens?_rsc=leak-probe`);
    const report = await watch.report();
    expect(report.leaks).toContainEqual(expect.stringContaining('_rsc=leak-probe contains demo-fir'));
  });
});

test('the sign-in page and its redirect carry the headers too', async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  expectSecurityHeaders(await anonymous.get('/sign-in'), 'sign-in');
  const redirect = await anonymous.get('/settings', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectSecurityHeaders(redirect, 'redirect to sign-in');
  await anonymous.dispose();
});

test('the tab icon is served to a browser that is not signed in, with the headers', async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  const icon = await anonymous.get('/icon.svg', { maxRedirects: 0 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expectSecurityHeaders(icon, 'icon');
  // The sign-in page names it, so the browser asks for no /favicon.ico (which would be a 404).
  expect(await (await anonymous.get('/sign-in')).text()).toMatch(/<link rel="icon" href="\/icon\.svg/);
  await anonymous.dispose();
});
