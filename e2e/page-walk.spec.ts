import type { Page } from '@playwright/test';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';
import { appPages } from './support/app-pages';
import { expectNoSeriousViolations } from './support/axe';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

// Every page, loaded once and looked at on a desktop, a small laptop and a phone (the window is
// resized in between, as a person turning a tablet or narrowing a window would):
// - issue 13, part 10: nothing is wider than the screen, and every action in a table row can be
//   reached (in the page once scrolled down, or in the table's own scroll container, which the
//   keyboard can reach and scroll);
// - issue 13, part 9: axe finds no serious or critical WCAG 2.1 A/AA violation on a desktop and on
//   a phone, as the admin, who sees every control; every button in a table row names its row.
// (The two specs that did this each loaded every page once per width: five loads a page, now one;
// the schedule's four views and the organization's address, which opens it, one load together.)

const widths = [
  { width: 1440, height: 900, axe: true },
  { width: 1024, height: 768, axe: false },
  { width: 390, height: 844, axe: true },
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

/** Row buttons whose name another row's button has too: seventeen "Approve" tell a screen reader user nothing. */
async function repeatedRowButtonNames(page: Page): Promise<string[]> {
  const names = await page.locator('main tbody tr button').evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
}

/** After a resize: the layout, and whatever observes the box size, has had a frame to follow. */
async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0, { timeout: 30_000 });
}

for (const appPage of appPages) {
  test.describe(() => {
    test.use({ viewport: { width: widths[0]!.width, height: widths[0]!.height }, storageState: appPage.anonymous ? { cookies: [], origins: [] } : storageStateOf('admin') });

    const checks = ['fits 1440, 1024 and 390 px', ...(appPage.rowActions ? ['its row actions are reachable', 'every button in a table row names its row'] : []), 'no serious or critical axe violation at 1440 and 390 px'];
    // A page with other states (the schedule's views) shows them in the same load, back at 1440 px.
    const states = [{ name: appPage.name, show: null }, ...(appPage.then ?? [])];
    test(`${states.map((state) => state.name).join(', ')}: ${checks.join(', ')}`, async ({ page }) => {
      // The work of the five tests it replaces (two axe runs, three layouts) for each state, on a machine that may be loaded.
      test.setTimeout(states.length * 180_000);
      await appPage.open(page, await emulator.seed());

      for (const state of states) {
        if (state.show) {
          await resizeTo(page, widths[0]!);
          await state.show(page);
        }
        if (appPage.rowActions) expect(await repeatedRowButtonNames(page), 'button names used by more than one row').toEqual([]);
        for (const viewport of widths) {
          await test.step(`${state.name} at ${viewport.width} px`, async () => {
            if (viewport !== widths[0]) await resizeTo(page, viewport);
            if (viewport.axe) await expectNoSeriousViolations(page, `${state.name} @${viewport.width}`);
            await screenshotIfAsked(page, `${state.name}-${viewport.width}`, { fullPage: true });

            const widest = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
            expect(widest.page, `the page is ${widest.page} px wide on a ${widest.screen} px screen`).toBeLessThanOrEqual(widest.screen);
            if (appPage.rowActions) expect(await page.evaluate(unreachableRowActions)).toEqual([]);
          });
        }
      }
    });
  });
}
