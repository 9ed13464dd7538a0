import { expect, test as setup } from '@playwright/test';
import { demoPassword, demoUsers, type DemoRole } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';

// Sign in once per role through the real form; the other tests reuse the saved cookies.
for (const role of Object.keys(demoUsers) as DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(demoUsers[role].email);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sign-in'));
    await expect(page.getByText(demoUsers[role].name).first()).toBeVisible();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
