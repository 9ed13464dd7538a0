import type { Page } from '@playwright/test';

// Signs in through the real form, as a manager would (the demo scheduler account).
export const BENCH_USER = { email: 'scheduler@example.com', password: 'shiftdesk-demo' };

export async function signIn(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Email').fill(BENCH_USER.email);
  await page.getByLabel('Password').fill(BENCH_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30_000 });
}
