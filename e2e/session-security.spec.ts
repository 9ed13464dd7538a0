import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import type { BrowserWatch } from './support/browser-watch';
import { callServerAction, serverActionAnswer } from './support/server-actions';
import { serverAction } from '@/test/support/server-actions';
import { SERVER_ACTION_MAX_BODY_BYTES } from '@/lib/security/server-action-body';
import { E2E_APP_URL } from './support/servers';

// Sign-in and session hardening against the built app: the session cookie's attributes as the
// browser receives them, the password asked again before the service connection changes (refused
// by the server without it), and throttled sign-ins aggregated in the audit log.

const signInAction = (request: APIRequestContext, account: { email: string; password: string }, headers: Record<string, string> = {}) =>
  callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [account], { headers: { origin: E2E_APP_URL, ...headers } });
const admin = { email: demoUsers.admin.email, password: demoPassword };

/** Set-Cookie lines of a response, split into name=value and lower-cased attributes. */
function parseSetCookie(line: string): { name: string; value: string; attributes: string[] } {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const [name = '', value = ''] = pair.split(/=(.*)/s);
  return { name, value, attributes: attributes.map((a) => a.toLowerCase()) };
}

/** A browser of its own on the sign-in form, the admin's credentials typed in, not yet sent. */
async function signInFormFilled(browser: Browser, watch: BrowserWatch, path = '/sign-in'): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await watch.watch(context);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  return page;
}

test.describe('the session cookie', () => {
  test('over loopback http: sd_session, HttpOnly, SameSite=Lax, Path=/, host-only, not Secure (browsers would drop it)', async ({ browser, watch }) => {
    const page = await signInFormFilled(browser, watch);
    const answer = await serverActionAnswer(page, () => page.getByRole('button', { name: 'Sign in' }).click());
    const lines = (await answer!.headersArray()).filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => parseSetCookie(h.value));
    const session = lines.find((c) => c.name.endsWith('sd_session'));
    expect(session?.name).toBe('sd_session');
    expect(session?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(session?.attributes.some((a) => a === 'secure' || a.startsWith('domain='))).toBe(false);
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.context().close();
  });

  test('behind https (a forwarded proto, or any real host name): __Host-sd_session, Secure, Path=/, no Domain; an unprefixed cookie is not accepted there', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: { cookies: [], origins: [] } });
    try {
      const viaProxy = await signInAction(request, admin, { 'x-forwarded-proto': 'https' });
      expect(viaProxy.result).toMatchObject({ ok: true });
      const cookies = (viaProxy.headers['set-cookie'] ?? '').split('\n').map(parseSetCookie);
      const cookie = cookies.find((c) => c.name.endsWith('sd_session'))!;
      expect(cookie.name).toBe('__Host-sd_session');
      // The device cookie (the sign-in limit's, lib/auth/server/device-cookie.ts) follows the same rule.
      const device = cookies.find((c) => c.name.endsWith('sd_device'));
      expect(device?.name).toBe('__Host-sd_device');
      expect(device?.attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      expect(cookie.attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      expect(cookie.attributes.some((a) => a.startsWith('domain='))).toBe(false);

      // The same token: accepted under its __Host- name over https, ignored under the plain name there.
      const https = { 'x-forwarded-proto': 'https' };
      const prefixed = await request.get('/settings', { headers: { ...https, cookie: `__Host-sd_session=${cookie.value}` }, maxRedirects: 0 });
      expect(prefixed.status()).toBe(200);
      const plain = await request.get('/settings', { headers: { ...https, cookie: `sd_session=${cookie.value}` }, maxRedirects: 0 });
      expect(plain.status()).toBe(307);
      expect(plain.headers().location).toContain('/sign-in');
    } finally {
      await request.dispose();
    }
  });
});

test('a password sign-in ends the session this browser had', async ({ playwright }) => {
  const browser = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: { cookies: [], origins: [] } });
  const check = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: { cookies: [], origins: [] } });
  const sessionOf = (call: { headers: Record<string, string> }) =>
    (call.headers['set-cookie'] ?? '').split('\n').map(parseSetCookie).find((c) => c.name === 'sd_session')?.value ?? '';
  const opens = async (token: string) => (await check.get('/settings', { headers: { cookie: `sd_session=${token}` }, maxRedirects: 0 })).status();
  try {
    const first = sessionOf(await signInAction(browser, admin));
    expect(await opens(first)).toBe(200);
    // The same browser signs in again (its cookie goes along): the first session is revoked, not only replaced.
    const second = sessionOf(await signInAction(browser, admin));
    expect(second).not.toBe(first);
    expect(await opens(second)).toBe(200);
    expect(await opens(first)).toBe(307);
  } finally {
    await browser.dispose();
    await check.dispose();
  }
});

test('a server-action body over the limit is answered 413 before Next reads it, not 500', async ({ request }) => {
  const { id, path } = serverAction('lib/auth/actions.ts', 'signInAction');
  const big = JSON.stringify([{ email: 'big@example.com', password: 'x'.repeat(SERVER_ACTION_MAX_BODY_BYTES) }]);
  const response = await request.post(path, {
    headers: { 'next-action': id, origin: E2E_APP_URL, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
    data: big,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({ error: { kind: 'invalid_input', message: expect.stringMatching(/too large/) } });
});

test.describe('re-authentication before changing the service connection', () => {
  test('refused without the password and with a wrong one (next to the field, nothing sent), then works and is remembered', async ({ browser, watch }) => {
    // A session of its own, signed in just now: the shared admin session may have confirmed already.
    const page = await signInFormFilled(browser, watch, '/sign-in?next=/settings');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const form = page.getByRole('region', { name: 'Connect with a code or a token' });
    await form.getByRole('group', { name: 'What are you pasting?' }).getByText('Access token').click();
    const value = form.locator('input[name="value"]'); // a password input: no textbox role
    const password = form.getByLabel('Your password');
    // A token (not a code), so the connection ends as the other specs expect it: renewed, not "by code".
    const { accessToken } = await emulator.issueToken();
    const before = await emulator.stats();

    await value.fill(accessToken);
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Enter your password to confirm this change.');
    // Focus, "Confirm it is you" and nothing typed lost: components/settings/connect-form.test.tsx.

    await password.fill('not-the-admin-password');
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(password).toHaveAccessibleDescription('That password is not right.');
    await expect(form.getByRole('alert')).toContainText('Nothing was changed');
    // Refused before anything reached the service.
    expect((await emulator.stats()).total).toBe(before.total);

    await password.fill(admin.password);
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(form.getByText(/^Connected with the access token/)).toBeVisible();
    expect((await emulator.stats()).total).toBeGreaterThan(before.total);

    // Remembered on this session for a few minutes: the page says so, and the server agrees.
    await page.reload();
    await expect(form.getByLabel('Your password')).toHaveAccessibleDescription(/You confirmed it in the last 5 minutes/);
    await page.context().close();
  });

  test('the server refuses a connect call without the password however it is sent', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: { cookies: [], origins: [] } });
    try {
      expect((await signInAction(request, admin)).result).toMatchObject({ ok: true });
      const before = await emulator.stats();
      const call = await callServerAction(request, 'lib/settings/actions.ts', 'connectServiceAction', [{ kind: 'token', value: 'emu_anything', clientId: '', clientSecret: '', variant: '' }]);
      expect(call.result).toMatchObject({ ok: false, error: { kind: 'unauthorised', fieldErrors: { confirmPassword: ['Enter your password to confirm this change.'] } } });
      expect((await emulator.stats()).total).toBe(before.total);
    } finally {
      await request.dispose();
    }
  });
});

test.describe('re-authentication before an entry-point change', () => {
  test('adding an organization is refused without the password (next to the field, nothing saved), then done with it; removing it is not asked again', async ({ browser, watch }) => {
    const page = await signInFormFilled(browser, watch, '/sign-in?next=/settings');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const id = '9123456789012345777';
    const name = 'E2E Reauth Depot';

    await page.getByRole('button', { name: 'Add organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an organization' });
    await dialog.getByRole('textbox', { name: 'Organization id' }).fill(id);
    await dialog.getByRole('textbox', { name: 'Display name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Display time zone' }).fill('Europe/Paris');
    const password = dialog.getByLabel('Your password');
    await dialog.getByRole('button', { name: 'Add organization' }).click();
    await expect(password).toHaveAccessibleDescription('Enter your password to confirm this change.');
    await expect(password).toBeFocused();
    await expect(page.getByTestId(`organization-${id}`)).toHaveCount(0);

    await password.fill(admin.password);
    await dialog.getByRole('button', { name: 'Add organization' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`organization-${id}`);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${name}?` });
    await expect(confirm.getByLabel('Your password')).toHaveAccessibleDescription(/You confirmed it in the last 5 minutes/);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(row).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('throttled sign-ins in the audit log', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a parallel burst against one email: 5 passwords checked, the rest refused and counted on one entry a minute', async ({ page, playwright }) => {
    // An address with no account: its 5 checked failures are all this costs the run's shared address.
    const email = `burst-${Date.now()}@example.com`;
    const burst = 12;
    const request = await playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: { cookies: [], origins: [] } });
    let kinds: string[];
    try {
      const calls = await Promise.all(Array.from({ length: burst }, (_, i) => signInAction(request, { email, password: `guess-number-${i}` })));
      kinds = calls.map((c) => c.result?.error?.kind ?? 'none');
    } finally {
      await request.dispose();
    }
    expect(kinds.filter((k) => k === 'unauthorised')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'rate_limited')).toHaveLength(burst - 5);

    await page.goto(`/audit?actor=${encodeURIComponent(email)}&outcome=refused`);
    const rows = page.locator('tbody tr[data-entry-id]');
    // Normally one entry; two when the burst straddled a minute.
    await expect(rows.first()).toBeVisible();
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('[data-testid="audit-count"]')?.textContent ?? '×1'));
    expect(shown.length).toBeLessThanOrEqual(2);
    expect(shown.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0)).toBe(burst - 5);
    await expect(rows.first()).toContainText('Failed to sign in');
  });
});
