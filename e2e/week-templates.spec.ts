import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { emulator } from './support/emulator';
import { expectHydrated } from './support/hydrated';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Week templates (issue 27, point 2): the shown week saved as a template from the schedule, then
// applied to another week through the copy's preview, progress and Undo. Read back from the
// emulator. Harbour Café (Europe/London); a random week of 2036–2039 per run, so a retry starts empty.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';
const base = Temporal.PlainDate.from('2036-01-07').add({ weeks: 4 * Math.floor(Math.random() * 50) });
const at = (monday: Temporal.PlainDate, day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
const weekItems = (monday: Temporal.PlainDate) => emulator.items(place.organizationId, at(monday, 0, 0), at(monday, 7, 0) - 1);

/** At 390 px the dialog holds its width and axe finds nothing serious; then back to the desktop. */
async function fitsAPhone(page: Page, dialog: Locator, what: string) {
  await screenshotIfAsked(page, `${what}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => dialog.evaluate((el) => el.getBoundingClientRect().right <= 390 && el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, `${what} @390`, { include: 'dialog' });
  await screenshotIfAsked(page, `${what}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the shown week saved as a template by keyboard, applied to another week: preview, progress, Undo', async ({ page }) => {
  test.slow(); // two dialogs, four axe runs on a busy machine
  const source = base;
  const target = base.add({ weeks: 2 });
  const [ann] = place.people;
  const name = `Usual week ${Date.now() % 100_000}`;
  await create('MULTI_ASSIGNEE_SHIFT', 'Template opening', at(source, 0, 7), at(source, 0, 15), ann!.id);
  await create('MEETING', 'Template huddle', at(source, 3, 15), at(source, 3, 16));

  await page.goto(`/organizations/${place.organizationId}/schedule?view=week&date=${source}&tz=${encodeURIComponent(zone)}`);
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Save week as template…' }).focus();
  await page.keyboard.press('Enter');
  const save = page.getByRole('dialog', { name: 'Save week as template' });
  await expect(save.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await page.keyboard.press('Enter'); // a blank name is refused next to the field
  await expect(save.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(/Enter a name/);
  await expectNoSeriousViolations(page, 'save week template', { include: 'dialog' });
  await fitsAPhone(page, save, 'save-week-template');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(save).toBeHidden();

  await page.getByRole('button', { name: 'Apply week template…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply a week template' });
  await dialog.getByRole('combobox', { name: /Week template/ }).selectOption({ label: `${name} (2 items, with people)` });
  await dialog.getByLabel('To the week of').fill(target.toString());
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('copy-preview-item');
  await expect(preview).toHaveCount(2);
  await expect(preview.filter({ hasText: 'Template opening' })).toContainText(ann!.fullName);
  await expectNoSeriousViolations(page, 'apply week template', { include: 'dialog' });
  await fitsAPhone(page, dialog, 'apply-week-template');

  // Hold the creates: the progress bar shows where it stands, then finishes.
  await emulator.hold({ method: 'POST', path: '^/connect/calendar-items$' });
  await dialog.getByRole('button', { name: 'Copy 2 items' }).click();
  const result = page.getByRole('dialog', { name: 'Copy' });
  const bar = result.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuemax', '2');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await emulator.release();
  await expect(result.getByRole('status')).toHaveText('2 of 2 copied with their people.');

  const made = await weekItems(target);
  expect(made.map((i) => [i.type, i.name, i.start, i.end])).toEqual([
    ['MULTI_ASSIGNEE_SHIFT', 'Template opening', at(target, 0, 7), at(target, 0, 15)],
    ['MEETING', 'Template huddle', at(target, 3, 15), at(target, 3, 16)],
  ]);
  expect(made[0]!.members).toEqual([expect.objectContaining({ userId: ann!.id, status: 'ASSIGNED' })]);

  await result.getByRole('button', { name: 'Undo this copy…' }).click();
  await result.getByRole('alertdialog').getByRole('button', { name: 'Remove them' }).click();
  await expect(result.getByRole('status')).toHaveText('Undone: the items this copy created were removed.');
  expect(await weekItems(target)).toEqual([]);
  await page.keyboard.press('Escape');

  // Removed from under the save form, after a second word; the apply dialog no longer offers it.
  await page.getByRole('button', { name: 'Save week as template…' }).click();
  const saved = page.getByRole('region', { name: 'Saved week templates' });
  await saved.getByRole('button', { name: `Remove ${name}…` }).click();
  await screenshotIfAsked(page, 'saved-week-templates-1440');
  await saved.getByRole('button', { name: `Remove “${name}”` }).click();
  await expect(saved.getByText(name)).toHaveCount(0);
});
