import type { Browser, BrowserContext, Page } from '@playwright/test';
import { callServerAction } from '@/test/support/server-actions';
import { BREAK_GLASS_ADMIN, OIDC_PROVIDER_NAME, removeProviderAccount, resetProvider, sendBackchannelLogout, setProviderGroups, startOidcApp } from './support/oidc-app';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { E2E_OIDC_APP_URL, E2E_OIDC_URL } from './support/servers';
import { expect, test } from './support/test';
import { expectHydrated } from './support/hydrated';
import type { BrowserWatch } from './support/browser-watch';

// Company sign-in (OpenID Connect) through a real provider (scripts/oidc-provider/) and a
// dashboard instance with LOCAL_SIGN_IN=0: real browser redirects, the provider's own login page,
// roles from the `groups` claim, accounts made at the first sign-in, the person re-checked at the
// provider while signed in (OIDC_RECHECK_SECONDS=0 here: at every request), back-channel logout,
// and sign-out at the provider too.

const APP = E2E_OIDC_APP_URL;
let app: Awaited<ReturnType<typeof startOidcApp>>;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await resetProvider();
  app = await startOidcApp();
});
test.afterAll(async () => {
  await app?.stop();
  await resetProvider();
});

async function freshPage(browser: Browser, watch: BrowserWatch): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP });
  await watch.watch(context);
  return { context, page: await context.newPage() };
}

const companyButton = (page: Page) => page.getByRole('link', { name: `Sign in with ${OIDC_PROVIDER_NAME}` });

/** At the provider's login page (the login name picks the test account; any password). */
async function loginAtProvider(page: Page, account: string) {
  await expect(page).toHaveURL((url) => url.origin === E2E_OIDC_URL);
  await page.locator('input[name=login]').fill(account);
  await page.locator('input[name=password]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** From the sign-in page, through the provider, back into the dashboard. */
async function signInThroughProvider(page: Page, account: string, path = '/sign-in') {
  await page.goto(path);
  await companyButton(page).click();
  await loginAtProvider(page, account);
}

const roleBadge = (page: Page) => page.getByLabel(/^Role: /);
/** The sign-in page's message (Next's route announcer is an alert too, outside main). */
const problem = (page: Page) => page.getByRole('main').getByRole('alert');

test('with local sign-in off the page offers only company sign-in, and the server refuses passwords', async ({ browser, watch, playwright }) => {
  const { page, context } = await freshPage(browser, watch);
  await page.goto('/sign-in');
  await expect(companyButton(page)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByText('Demo accounts')).toHaveCount(0);

  // The form is gone, and so is the path behind it: the action refuses a right password.
  const request = await playwright.request.newContext({ baseURL: APP });
  const call = await callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [{ email: demoUsers.scheduler.email, password: demoPassword }], { origin: APP });
  expect(call.result).toMatchObject({ ok: false, error: { kind: 'unauthorised', message: 'Password sign-in is turned off. Sign in with your company account.' } });
  expect(call.headers['set-cookie'] ?? '').not.toContain('sd_session=');
  await request.dispose();

  // The break-glass admin named by the operator signs in at /sign-in?break-glass.
  await page.goto('/sign-in?break-glass');
  await expect(page.getByText('emergency admin sign-in')).toBeVisible();
  await expect(page.getByText('Demo accounts')).toHaveCount(0);
  await page.getByLabel('Email').fill(BREAK_GLASS_ADMIN);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Admin');
  await context.close();
});

test('signs in through the provider, by keyboard, and maps groups to roles (the highest wins)', async ({ browser, watch }) => {
  const expected: Record<string, string> = { alice: 'Admin', sam: 'Scheduler', vic: 'Viewer' };
  for (const [account, role] of Object.entries(expected)) {
    const { page, context } = await freshPage(browser, watch);
    await page.goto('/sign-in?next=/settings');
    // Keyboard only: the company button is the first thing Tab reaches.
    await page.keyboard.press('Tab');
    await expect(companyButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await loginAtProvider(page, account);
    await expect(roleBadge(page)).toHaveAccessibleName(`Role: ${role}`);
    if (role === 'Admin') await expect(page).toHaveURL(`${APP}/settings`);
    await context.close();
  }
});

test('a person in no Shiftdesk group is refused, with a clear message, and no account is made', async ({ browser, watch }) => {
  const { page, context } = await freshPage(browser, watch);
  await signInThroughProvider(page, 'nora');
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await expect(problem(page)).toContainText('not in any Shiftdesk group');
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await context.close();

  const admin = await freshPage(browser, watch);
  await signInThroughProvider(admin.page, 'alice');
  await expect(roleBadge(admin.page)).toBeVisible();
  await admin.page.goto(`/audit?action=user.created&actor=${encodeURIComponent('nora@corp.example')}`);
  await expect(admin.page.locator('tbody tr[data-entry-id]')).toHaveCount(0);
  await admin.page.goto(`/audit?action=auth.sign_in_failed&actor=${encodeURIComponent('nora@corp.example')}`);
  await expect(admin.page.locator('tbody tr[data-entry-id]')).toHaveCount(1);
  await admin.page.goto(`/audit?action=user.created&actor=${encodeURIComponent('alice@corp.example')}`);
  await expect(admin.page.locator('tbody tr[data-entry-id]')).toHaveCount(1);
  await admin.context.close();
});

test('an admin demoted at the provider loses admin at the next request of the open session (re-check)', async ({ browser, watch }) => {
  const { page, context } = await freshPage(browser, watch);
  await signInThroughProvider(page, 'dana', '/sign-in?next=/settings');
  await expect(page).toHaveURL(`${APP}/settings`);
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Admin');

  // The company takes Dana out of the admins; she never signs in again.
  await setProviderGroups('dana', ['shiftdesk-viewers']);
  await page.goto('/');
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Viewer');
  // The settings page is an admin's: no longer hers.
  const settings = await page.goto('/settings');
  expect(settings?.status()).toBe(404);
  await context.close();
});

test('a person removed at the provider, or taken out of every group, is signed out at the next request', async ({ browser, watch }) => {
  const omar = await freshPage(browser, watch);
  await signInThroughProvider(omar.page, 'omar');
  await expect(roleBadge(omar.page)).toHaveAccessibleName('Role: Scheduler');
  await removeProviderAccount('omar');
  await omar.page.reload();
  await expect(omar.page).toHaveURL((url) => url.pathname === '/sign-in');
  await omar.context.close();

  const riley = await freshPage(browser, watch);
  await signInThroughProvider(riley.page, 'riley');
  await expect(roleBadge(riley.page)).toHaveAccessibleName('Role: Scheduler');
  await setProviderGroups('riley', ['staff']);
  await riley.page.reload();
  await expect(riley.page).toHaveURL((url) => url.pathname === '/sign-in');
  await riley.context.close();
});

test('a back-channel logout from the provider ends the person’s sessions; a forged one is refused', async ({ browser, watch, playwright }) => {
  const { page, context } = await freshPage(browser, watch);
  await signInThroughProvider(page, 'bea');
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Viewer');

  // Anyone can POST there: a token the provider did not sign ends nothing.
  const request = await playwright.request.newContext({ baseURL: APP });
  const forged = await request.post('/api/auth/oidc/backchannel-logout', { form: { logout_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJiZWEifQ.' } });
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toMatchObject({ error: 'invalid_request' });
  await request.dispose();
  await page.reload();
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Viewer');

  // The provider's own logout token (signed with its keys, naming Bea) ends her session here.
  await sendBackchannelLogout('bea');
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await context.close();
});

/** Signs out with the top bar's button and follows the provider's end-session page back to sign-in. */
async function signOutThroughProvider(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  // At the provider's end-session endpoint, with the ID token as the hint and the way back here.
  await expect(page).toHaveURL((url) => url.origin === E2E_OIDC_URL);
  const endSession = new URL(page.url());
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/sign-in`);
  expect(endSession.searchParams.get('id_token_hint')).toMatch(/^ey/);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL((url) => url.origin === APP && url.pathname === '/sign-in');
}

test('signing out of a company session signs out at the provider too', async ({ browser, watch }) => {
  const { page, context } = await freshPage(browser, watch);
  await signInThroughProvider(page, 'lee');
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Scheduler');
  await expectHydrated(page);
  await signOutThroughProvider(page);

  // The provider forgot Lee: signing in asks for the login again.
  await companyButton(page).click();
  await expect(page.locator('input[name=login]')).toBeVisible();
  await context.close();
});

test('signing out before the page’s scripts run (a plain form POST) also reaches the provider', async ({ browser, watch }) => {
  // Without scripts the sign-out button posts the form itself, and its answer redirects to the
  // provider: the page's form-action policy has to let that through (lib/security/security-headers.ts).
  const context = await browser.newContext({ baseURL: APP, javaScriptEnabled: false });
  await watch.watch(context);
  const page = await context.newPage();
  await signInThroughProvider(page, 'lee');
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Scheduler');
  await signOutThroughProvider(page);
  await context.close();
});

test('a replayed callback, a forged one and a cancelled sign-in sign nobody in', async ({ browser, watch }) => {
  const first = await freshPage(browser, watch);
  const callback = first.page.waitForRequest((r) => r.url().startsWith(`${APP}/api/auth/oidc/callback`));
  await signInThroughProvider(first.page, 'sam');
  const callbackUrl = (await callback).url();
  await expect(roleBadge(first.page)).toBeVisible();

  // The same callback again, in the browser that used it: its sign-in in flight is gone.
  await first.page.goto(callbackUrl);
  await expect(problem(first.page)).toContainText('expired or was already used');
  await first.context.close();

  // In another browser (a stolen code): nothing in flight there, nobody signed in.
  const other = await freshPage(browser, watch);
  await other.page.goto(callbackUrl);
  await expect(other.page).toHaveURL((url) => url.pathname === '/sign-in');
  await expect(problem(other.page)).toContainText('expired or was already used');
  await other.page.goto('/');
  await expect(other.page).toHaveURL((url) => url.pathname === '/sign-in');

  // A sign-in started here, answered with an error by the provider.
  await other.page.goto('/sign-in');
  await companyButton(other.page).click();
  await expect(other.page).toHaveURL((url) => url.origin === E2E_OIDC_URL);
  await other.page.goto(`${APP}/api/auth/oidc/callback?error=access_denied&state=whatever`);
  await expect(problem(other.page)).toContainText('cancelled');

  // A sign-in started here, answered with a code and a state this browser never sent.
  await companyButton(other.page).click();
  await expect(other.page).toHaveURL((url) => url.origin === E2E_OIDC_URL);
  await other.page.goto(`${APP}/api/auth/oidc/callback?code=forged&state=forged&iss=${encodeURIComponent(E2E_OIDC_URL)}`);
  await expect(problem(other.page)).toContainText('Company sign-in failed');
  await other.page.goto('/');
  await expect(other.page).toHaveURL((url) => url.pathname === '/sign-in');
  await other.context.close();
});

test('an admin who signs in with the company confirms a connection change there, not with a password', async ({ browser, watch }) => {
  const { page, context } = await freshPage(browser, watch);
  await signInThroughProvider(page, 'alice');
  await expect(roleBadge(page)).toBeVisible();
  const connect = (value: string) => callServerAction(context.request, 'lib/settings/actions.ts', 'connectServiceAction', [{ kind: 'token', value, clientId: '', clientSecret: '', variant: '' }], { origin: APP });

  await page.goto('/settings');
  const notice = page.getByTestId('company-confirm');
  await expect(notice).toContainText(`sign in with ${OIDC_PROVIDER_NAME} again first`);
  await expect(page.getByLabel('Your password')).toHaveCount(0);
  // Without the confirmation the server refuses the change.
  expect((await connect('emu_not_confirmed')).result).toMatchObject({ ok: false, error: { kind: 'unauthorised', fieldErrors: { confirmPassword: [expect.any(String)] } } });

  await notice.getByRole('link', { name: `Confirm with ${OIDC_PROVIDER_NAME}` }).click();
  await loginAtProvider(page, 'alice');
  await expect(page).toHaveURL(`${APP}/settings`);
  await expect(page.getByText(`You confirmed it is you with ${OIDC_PROVIDER_NAME}`)).toBeVisible();
  // Now it gets past the confirmation: the service itself judges the (made-up) token.
  const confirmed = (await connect('emu_not_a_token')).result as { ok: boolean; error?: { fieldErrors?: Record<string, unknown> } };
  expect(confirmed.ok === true || !('confirmPassword' in (confirmed.error?.fieldErrors ?? {}))).toBe(true);
  await context.close();
});

test('re-authentication asks the provider for the password again and returns to the page', async ({ browser, watch }) => {
  const { page, context } = await freshPage(browser, watch);
  await signInThroughProvider(page, 'alice');
  await expect(roleBadge(page)).toBeVisible();
  // The provider remembers Alice, yet prompt=login makes it show its login page again.
  await page.goto('/api/auth/oidc/start?reauth=1&next=/settings');
  await loginAtProvider(page, 'alice');
  await expect(page).toHaveURL(`${APP}/settings`);
  await expect(roleBadge(page)).toHaveAccessibleName('Role: Admin');

  // Someone else at the provider's page cannot confirm for Alice.
  await page.goto('/api/auth/oidc/start?reauth=1&next=/settings');
  await loginAtProvider(page, 'vic');
  await expect(problem(page)).toContainText('different person');
  await context.close();
});
