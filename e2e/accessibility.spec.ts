import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect, test } from './support/test';
import { appPages } from './support/app-pages';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

// Issue 13, part 9: axe finds no serious or critical WCAG 2.1 A/AA violation on any page, on a
// desktop and on a phone. Run as the admin, who sees every control. Nothing is excluded.

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Runs axe on the page as it is and fails with every serious or critical violation spelled out. */
async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const nodes = serious.reduce((sum, v) => sum + v.nodes.length, 0);
  // Printed either way: the counts per page are the measure the issue asks for.
  console.log(`axe ${what}: ${serious.length} serious/critical rules, ${nodes} nodes`);
  expect(serious, describeViolations(serious)).toEqual([]);
}

/** One line per violation and node: what, where, and why, so a failure says what to fix. */
function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => [
      `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}`,
      ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`),
    ])
    .join('\n');
}

for (const viewport of widths) {
  for (const appPage of appPages) {
    test.describe(() => {
      test.use({ viewport, storageState: appPage.anonymous ? { cookies: [], origins: [] } : storageStateOf('admin') });

      test(`${appPage.name} at ${viewport.width} px has no serious or critical axe violation`, async ({ page }) => {
        await appPage.open(page, await emulator.seed());
        await expectNoSeriousViolations(page, `${appPage.name} @${viewport.width}`);
      });

      if (appPage.rowActions && viewport.width === 1440) {
        test(`${appPage.name}: every button in a table row names its row`, async ({ page }) => {
          await appPage.open(page, await emulator.seed());
          // Seventeen buttons all called "Approve" tell a screen reader user nothing about which row they act on.
          const names = await page.locator('main tbody tr button').evaluateAll((buttons) =>
            buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
          );
          const repeated = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
          expect(repeated, 'button names used by more than one row').toEqual([]);
        });
      }
    });
  }

  // The admin forms open in dialogs: their fields, hints and buttons are checked as they are shown.
  for (const form of [
    { page: 'settings', button: 'Add enterprise' },
    { page: 'messages setup', button: 'Add template' },
  ]) {
    test.describe(() => {
      test.use({ viewport, storageState: storageStateOf('admin') });
      test(`the ${form.button} dialog at ${viewport.width} px has no serious or critical axe violation`, async ({ page }) => {
        await appPages.find((p) => p.name === form.page)!.open(page, await emulator.seed());
        await page.getByRole('button', { name: form.button }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // Colours are measured once the dialog has faded in.
        await page.getByRole('dialog').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
        await expectNoSeriousViolations(page, `${form.button} dialog @${viewport.width}`);
      });
    });
  }
}
