import { expect, test } from './support/test';
import { appPages } from './support/app-pages';
import { expectNoSeriousViolations } from './support/axe';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';

// Issue 13, part 9: the admin forms open in dialogs: their fields, hints and buttons are checked
// as they are shown, on a desktop and then (the window narrowed, the dialog still open) on a phone.
// Every page's own axe run is in page-walk.spec.ts.

test.use({ viewport: { width: 1440, height: 900 }, storageState: storageStateOf('admin') });

for (const form of [
  { page: 'settings', button: 'Add enterprise' },
  { page: 'messages setup', button: 'Add template' },
]) {
  test(`the ${form.button} dialog at 1440 and 390 px has no serious or critical axe violation`, async ({ page }) => {
    await appPages.find((p) => p.name === form.page)!.open(page, await emulator.seed());
    await page.getByRole('button', { name: form.button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Colours are measured once the dialog has faded in.
    await page.getByRole('dialog').evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoSeriousViolations(page, `${form.button} dialog @1440`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('dialog').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `${form.button} dialog @390`);
  });
}

test('the axe check still fails on a violation: a nameless button on the page, and in the part it is told to check', async ({ page }) => {
  await appPages.find((p) => p.name === 'not found')!.open(page, await emulator.seed());
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<button type="button" data-testid="nameless"></button>');
  });
  await expect(expectNoSeriousViolations(page, 'nameless button')).rejects.toThrow(/button-name/);
  await expect(expectNoSeriousViolations(page, 'nameless button, main only', { include: 'main', allRules: true })).rejects.toThrow(/button-name/);
  await page.getByTestId('nameless').evaluate((button) => button.remove());
  await expectNoSeriousViolations(page, 'the same page without it');
});
