import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, e2eRoles, storageStateOf } from './support/roles';

// Signs in once per role through the real form and keeps the cookie for the tests that use it.
for (const role of e2eRoles) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(demoUsers[role].email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText(demoUsers[role].email)).toBeVisible();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
