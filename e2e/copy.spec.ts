import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { screenshotIfAsked } from './support/screenshots';
import { emulator } from './support/emulator';
import { expectHydrated } from './support/hydrated';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { expectNoSeriousViolations } from './support/axe';
import { storageStateOf } from './support/roles';
import { expect, test } from './support/test';

// Copy (issue 15, part 2): a week, a day or chosen items to another week or day, with or without
// people, from the schedule and the roster. Read back from the emulator. Harbour Café
// (Europe/London); a random week of 2032–2035 per run, so a retry starts from empty weeks.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';
const base = Temporal.PlainDate.from('2032-01-05').add({ weeks: 4 * Math.floor(Math.random() * 50) });
const at = (monday: Temporal.PlainDate, day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
const weekItems = (monday: Temporal.PlainDate) => emulator.items(place.organizationId, at(monday, 0, 0), at(monday, 7, 0) - 1);

const expectNoSeriousAxeViolations = (page: Page) => expectNoSeriousViolations(page, 'copy dialog', { include: 'dialog' });

async function openCopy(page: Page, path: 'schedule' | 'roster', monday: Temporal.PlainDate) {
  await page.goto(`/organizations/${place.organizationId}/${path}?view=week&date=${monday}&tz=${encodeURIComponent(zone)}`);
  await expectHydrated(page);
  return openCopyDialog(page);
}

/** Opens the copy dialog on the page already shown. */
async function openCopyDialog(page: Page) {
  await page.getByRole('button', { name: 'Copy…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to another week or day' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a week with its people: what is already there is skipped, progress while it runs, links in the result; closed and opened again from the recent copies, Undo removes only the copy', async ({ page }) => {
  const source = base;
  const target = base.add({ weeks: 1 });
  const [ann] = place.people;
  await create('MULTI_ASSIGNEE_SHIFT', 'Copy morning', at(source, 0, 9), at(source, 0, 13), ann!.id);
  await create('MEETING', 'Copy huddle', at(source, 2, 15), at(source, 2, 16));
  const already = await create('MEETING', 'Copy huddle', at(target, 2, 15), at(target, 2, 16));

  const dialog = await openCopy(page, 'schedule', source);
  await expect(dialog.getByLabel('To the week of')).toHaveValue(target.toString());
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('copy-preview-item');
  await expect(preview).toHaveCount(2);
  await expect(preview.filter({ hasText: 'Copy huddle' })).toContainText('Already there: skipped');
  await expect(preview.filter({ hasText: 'Copy morning' })).not.toContainText('Already there');
  await expect(dialog.getByRole('radio', { name: 'Skip the 1 already there' })).toBeChecked();
  await expect(preview.filter({ hasText: 'Copy morning' })).toContainText(ann!.fullName);
  await expectNoSeriousAxeViolations(page);

  // Hold the creates: the progress bar shows where it stands, then finishes.
  await emulator.hold({ method: 'POST', path: '^/connect/calendar-items$' });
  await dialog.getByRole('button', { name: 'Copy 1 item' }).click();
  let result = page.getByRole('dialog', { name: 'Copy' });
  const bar = result.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuemax', '1');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await emulator.release();
  await expect(result.getByRole('status')).toHaveText('1 of 1 copied with their people.');
  await expect(bar).toHaveAttribute('aria-valuenow', '1');

  const made = (await weekItems(target)).filter((i) => i.id !== already.id);
  expect(made.map((i) => [i.type, i.name, i.start, i.end])).toEqual([['MULTI_ASSIGNEE_SHIFT', 'Copy morning', at(target, 0, 9), at(target, 0, 13)]]);
  expect(made[0]!.members).toEqual([expect.objectContaining({ userId: ann!.id, status: 'ASSIGNED' })]);
  await expect(result.getByRole('link', { name: 'Open the copy' })).toHaveCount(1);
  await expect(result.locator(`a[href*="item=${made[0]!.id}"]`)).toHaveCount(1);

  // Closed, the copy is still within reach: Copy… lists it, and its result has the Undo.
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  await page.getByRole('button', { name: 'Copy…' }).click();
  await page.getByRole('dialog', { name: 'Copy to another week or day' }).getByRole('button', { name: /^Open or undo: Week of / }).first().click();
  result = page.getByRole('dialog', { name: 'Copy' });
  await expect(result.getByRole('status')).toHaveText('1 of 1 copied with their people.');

  // Undo asks first; "Keep them" keeps them.
  await result.getByRole('button', { name: 'Undo this copy…' }).click();
  await result.getByRole('alertdialog').getByRole('button', { name: 'Keep them' }).click();
  expect(await weekItems(target)).toHaveLength(2);
  await result.getByRole('button', { name: 'Undo this copy…' }).click();
  await result.getByRole('alertdialog').getByRole('button', { name: 'Remove them' }).click();
  await expect(result.getByRole('status')).toHaveText('Undone: the items this copy created were removed.');
  expect((await weekItems(target)).map((i) => i.id)).toEqual([already.id]);
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
});

test('chosen items without their people, from the roster, by keyboard only; the link opens the copy on the schedule', async ({ page }) => {
  const source = base.add({ weeks: 2 });
  const target = base.add({ weeks: 3 });
  const [ann] = place.people;
  await create('MULTI_ASSIGNEE_SHIFT', 'Copy picked', at(source, 1, 8), at(source, 1, 12), ann!.id);
  await create('MULTI_ASSIGNEE_SHIFT', 'Copy left out', at(source, 3, 8), at(source, 3, 12), ann!.id);

  await page.goto(`/organizations/${place.organizationId}/roster?date=${source}&tz=${encodeURIComponent(zone)}`);
  await expectHydrated(page); // a key pressed before that would reach a button with no handler yet
  await page.getByRole('button', { name: 'Copy…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Copy to another week or day' });
  await expect(dialog.getByLabel('To the week of')).toBeFocused();
  await dialog.getByLabel('Chosen items of the week').check();
  await dialog.getByLabel('With their people').uncheck();
  await dialog.getByLabel('To the week of').focus();
  await page.keyboard.press('Enter'); // submits: Preview
  await expect(dialog.getByTestId('copy-preview-item')).toHaveCount(2);
  await dialog.getByRole('checkbox', { name: /Copy Copy left out/ }).press('Space');
  await expect(dialog.getByRole('button', { name: 'Copy 1 item' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy 1 item' }).press('Enter');
  const result = page.getByRole('dialog', { name: 'Copy' });
  await expect(result.getByRole('status')).toHaveText('1 of 1 copied.');

  const made = await weekItems(target);
  expect(made.map((i) => [i.name, i.members.length])).toEqual([['Copy picked', 0]]);
  await result.getByRole('link', { name: 'Open the copy' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule\\?.*item=${made[0]!.id}`));
  await expect(page.getByRole('dialog')).toContainText('Copy picked');
});

// A week too far back and more than 2,000 items are refused in components/copy/copy-dialog.test.tsx
// (by the rules of lib/copy/copy-plan.ts, tested in copy-plan.test.ts); here the route's refusal
// reaches the field.
test('a target week that overlaps the one copied is refused next to the field, and nothing is created', async ({ page }) => {
  const monday = base.add({ weeks: 20 });
  const source = monday.add({ days: 1 }); // a Tuesday: the copy is of its week
  await create('MEETING', 'Copy refused', at(monday, 1, 10), at(monday, 1, 11));
  const dialog = await openCopy(page, 'schedule', source);
  const targetField = dialog.getByLabel('To the week of');

  await targetField.fill(monday.add({ days: 3 }).toString());
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(targetField).toHaveAccessibleDescription(/overlaps the week being copied/);
  await expect(dialog.getByRole('button', { name: /^Copy \d/ })).toHaveCount(0);
  // The overlapping copy would have landed in the source's own week: it still holds only its item.
  expect((await weekItems(monday)).map((i) => i.name)).toEqual(['Copy refused']);
});

test('looks right at 1440, 1024 and 390 px', async ({ page }) => {
  // Three copies, each previewed, made and scanned by axe twice: more than one test's usual minute on a busy 2-core machine.
  test.setTimeout(120_000);
  const source = base.add({ weeks: 10 });
  await create('MULTI_ASSIGNEE_SHIFT', 'Copy look', at(source, 0, 9), at(source, 0, 17), place.people[0]!.id);
  // One load: the window is narrowed between rounds and the dialog opened again (Copy… is never folded).
  for (const [round, width] of [1440, 1024, 390].entries()) {
    await page.setViewportSize({ width, height: 900 });
    const dialog = round === 0 ? await openCopy(page, 'schedule', source) : await openCopyDialog(page);
    // A week of its own each time (the same one would be skipped: already there); the dialog then lists the earlier copies.
    await dialog.getByLabel('To the week of').fill(source.add({ weeks: round + 1 }).toString());
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByTestId('copy-preview-item')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshotIfAsked(page, `copy-dialog-${width}`);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Copy 1 item' }).click();
    const result = page.getByRole('dialog', { name: 'Copy' });
    await expect(result.getByRole('status')).toContainText('1 of 1 copied');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshotIfAsked(page, `copy-result-${width}`);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
  }
});
