import { expect, test } from './support/test';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { callServerAction } from './support/server-actions';
import { E2E_APP_URL } from './support/servers';

// After a real sign-in the browser goes back only to a path on this site: each of these `next`
// values (as typed in the address bar, so "%09" reaches the page as a tab) once led, or could
// lead, to another site. Any request to evil.example is answered locally so a redirect there
// would be seen, not fail on DNS. Two browser sign-ins show the page, the form and the action
// wired together (a control character and encoded slashes, each decoded on the way); the rest of
// the bypass list (/%0a, /%0d, //, ///, /%5C, /.//, https:, http:, javascript:) is refused by
// safeReturnPath itself, in lib/security/return-path.test.ts, both as typed and as decoded.
const bypasses = ['/%09/evil.example', '%2F%2Fevil.example'];

test.describe('return path after sign-in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  // One browser context signs in once per `next`, signed out again in between (a fresh context each
  // time cost a cold load of the sign-in page's scripts).
  test(`each next stays on this site: ${bypasses.join(' ')}`, async ({ page, context }) => {
    test.setTimeout(bypasses.length * 15_000); // a sign-in each, on a machine that may be loaded
    let leftTheSite = false;
    await context.route((url) => url.hostname.endsWith('evil.example'), async (route) => {
      leftTheSite = true;
      await route.fulfill({ body: 'evil' });
    });
    for (const next of bypasses) {
      await test.step(`next=${next}`, async () => {
        await context.clearCookies();
        await page.goto(`/sign-in?next=${next}`);
        await page.getByLabel('Email').fill(demoUsers.viewer.email);
        await page.getByLabel('Password').fill(demoPassword);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByText(demoUsers.viewer.name).first()).toBeVisible();
        expect(new URL(page.url()).origin).toBe(E2E_APP_URL);
        expect(leftTheSite).toBe(false);
      });
    }
  });

  test('a path on this site is where the sign-in returns to', async ({ page }) => {
    await page.goto('/messages');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fmessages$/);
    await page.getByLabel('Email').fill(demoUsers.viewer.email);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${E2E_APP_URL}/messages`);
  });

  test('the sign-in action checks next itself, whatever the page sent', async ({ request }) => {
    for (const next of ['/\t/evil.example', '/\\evil.example', '//evil.example', 'https://evil.example']) {
      const call = await callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [{ email: demoUsers.viewer.email, password: demoPassword, next }]);
      expect(call.result, JSON.stringify(next)).toEqual({ ok: true, data: { redirectTo: '/' } });
    }
  });
});
