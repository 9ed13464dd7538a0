import { expect, type Page } from '@playwright/test';

// A readiness marker instead of waiting for the network to go quiet: the root layout's toaster
// renders its region only in the browser, once hydrated (components/ui/toaster.tsx), so sonner's
// "Notifications" section in the page means React has taken over and every script of the page ran.

/** Waits until the page is hydrated. A wait, not a speed check: hydrating is slow on a loaded machine. */
export async function expectHydrated(page: Page) {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached({ timeout: 30_000 });
}
