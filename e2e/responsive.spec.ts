import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appPages } from './support/app-pages';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';
import { expectNoSeriousViolations } from './support/axe';

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

// Issue 24, point 7: a manager's phone. The schedule opens as a list at today with its controls
// folded, the rail is a menu of names, the roster shows a day at a time; nothing overflows, axe is clean.
test.describe('on a phone (390 px)', () => {
  test.use({ storageState: storageStateOf('scheduler'), viewport: { width: 390, height: 844 } });

  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test('the schedule lists from today with its first item on the first screen, the menu names every link, the roster steps a day at a time', async ({ page }) => {
    const organizationId = (await emulator.seed()).organizations[0]!.id;
    const londonDay = (ms: number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(ms);
    const now = Date.now();

    await page.goto(`/organizations/${organizationId}/schedule`);
    const calendar = page.getByTestId('schedule-calendar');
    // No view in the link: a phone gets the list, from today (not from Monday).
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${londonDay(now, { day: 'numeric' })} `) })).toBeVisible();
    await expect(page).toHaveURL(/view=list/);
    const firstItem = calendar.locator('[data-item-id]').first();
    await expect(firstItem).toBeVisible();
    expect((await firstItem.boundingBox())!.y + 20, 'the first item starts inside the first screen').toBeLessThanOrEqual(844);
    // The view, zone and filters fold behind one button.
    const fold = page.getByRole('button', { name: 'View and filters' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Open shifts only')).toBeHidden();
    await fold.click();
    await expect(page.getByLabel('Open shifts only')).toBeVisible();
    await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'schedule at 390 px, controls open');

    // The rail's icons and initials give way to a menu of names.
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Today' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Harbour Café' })).toBeVisible();
    await expectNoSeriousViolations(page, 'menu at 390 px');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The roster: one day, with day buttons.
    await page.getByRole('navigation', { name: 'Organization sections' }).getByRole('link', { name: 'Roster' }).click();
    const title = page.getByRole('heading', { level: 2, name: londonDay(now, { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' }).replace(/^(\w+) /, '$1, ') });
    await expect(title).toBeVisible();
    const roster = page.getByRole('grid', { name: 'Roster' });
    await expect(roster.getByRole('columnheader')).toHaveCount(2);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(roster.getByRole('columnheader').nth(1)).toContainText(londonDay(now + 86_400_000, { weekday: 'short', day: 'numeric' }));
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(title).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'roster at 390 px');
  });
});
