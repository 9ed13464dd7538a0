import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { accountOf, e2eRoles, storageStateOf } from './support/auth';

// The "setup" project (playwright.config.ts): signs in once per role through the real sign-in
// form and keeps the browser state for the specs.

for (const role of e2eRoles) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const { email, password } = accountOf(role);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const file = storageStateOf(role);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
