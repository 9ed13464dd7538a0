import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { appPages } from './support/app-pages';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

// Issue 13, part 10: every page fits a phone, a small laptop and a desktop: nothing is wider than
// the screen, and every action in a table row can be reached (in the page once scrolled down, or in
// the table's own scroll container, which the keyboard can reach and scroll).

const widths = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** Row actions that cannot be reached: cut off by the screen or by a box that does not scroll. */
function unreachableRowActions(): string[] {
  const problems: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>('main tbody tr :is(button, a[href], input, select)');
  for (const control of controls) {
    const label = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
    if (control.getClientRects().length === 0) {
      problems.push(`${label} is not shown`);
      continue;
    }
    // What the browser does when the control gets keyboard focus: scroll it into view.
    control.scrollIntoView({ block: 'center', inline: 'nearest' });
    const rect = control.getBoundingClientRect();
    if (rect.left < 0 || rect.right > window.innerWidth + 0.5) {
      problems.push(`${label} is outside the screen (x ${Math.round(rect.left)}..${Math.round(rect.right)}, screen ${window.innerWidth})`);
    }
    for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' || box.scrollWidth <= box.clientWidth) continue;
      // A box that scrolls sideways: a mouse or finger can scroll it only if it is not `hidden`,
      // and a keyboard only if it can take focus (and then it needs a name to announce).
      if (style.overflowX === 'hidden' || style.overflowX === 'clip') problems.push(`${label} sits in a box that clips it without scrolling`);
      else if (box.tabIndex < 0 || !(box.getAttribute('aria-label') || box.getAttribute('aria-labelledby'))) {
        problems.push(`${label} sits in a sideways scroll box the keyboard cannot reach (tabindex=0 and a name)`);
      }
    }
  }
  return [...new Set(problems)];
}

for (const viewport of widths) {
  for (const appPage of appPages) {
    test.describe(() => {
      test.use({ viewport, storageState: appPage.anonymous ? { cookies: [], origins: [] } : storageStateOf('admin') });

      test(`${appPage.name} fits ${viewport.width} px${appPage.rowActions ? ' and its row actions are reachable' : ''}`, async ({ page }) => {
        await appPage.open(page, await emulator.seed());
        const shots = process.env.SHOTS_DIR;
        if (shots) await page.screenshot({ path: `${shots}/${appPage.name.replace(/\W+/g, '-')}-${viewport.width}.png`, fullPage: true });

        const widest = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
        expect(widest.page, `the page is ${widest.page} px wide on a ${widest.screen} px screen`).toBeLessThanOrEqual(widest.screen);
        if (appPage.rowActions) expect(await page.evaluate(unreachableRowActions)).toEqual([]);
      });
    });
  }
}

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
