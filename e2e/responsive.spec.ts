import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appPages } from './support/app-pages';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

// Issue 13, part 10: a table too wide or too long for the screen scrolls in a box of its own, which
// the keyboard reaches and scrolls. (Every page fitting 390, 1024 and 1440 px, with its row actions
// reachable, is checked in page-walk.spec.ts.)

test.describe('a table that scrolls inside its own box', () => {
  test.use({ storageState: storageStateOf('admin') });

  /** Presses Tab until the focus is on `name`'s region; fails if it never gets there. */
  async function tabTo(page: Page, name: string) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((label) => document.activeElement?.getAttribute('aria-label') === label, name)) return;
    }
    throw new Error(`Tab never reached the region "${name}"`);
  }

  test('is reached by Tab and scrolled sideways with the arrow keys on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await appPages.find((p) => p.name === 'audit')!.open(page, await emulator.seed());
    const region = page.getByRole('region', { name: 'Audit log entries' });
    await tabTo(page, 'Audit log entries');
    await expect(region).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });

  test('is reached by Tab and scrolled down with the keyboard on a desktop (the members list)', async ({ page }) => {
    await appPages.find((p) => p.name === 'members')!.open(page, await emulator.seed());
    const region = page.getByRole('region', { name: 'Members of this organization' });
    await tabTo(page, 'Members of this organization');
    await expect(region).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect.poll(() => region.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
  });
});
