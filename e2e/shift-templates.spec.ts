import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { firstOrganizationOfFile } from './support/organization';
import { storageStateOf } from './support/roles';
import { rosterCellOf } from './support/roster';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Issue 27, point 1: a shift template made on the Members page, then used by keyboard from the
// New item dialog (focus on "From template", its name typed, Enter) and from a roster cell's menu
// (Shift+F10, arrows, Enter). Picking, validation, the one action and the menu's keys are component
// and action tests (components/schedule/create-item-from-template.test.tsx,
// components/shift-templates/add-from-template-dialog.test.tsx, lib/shift-templates/server); this is the journey.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const zone = 'Europe/London';
// A far-off week of its own: Monday 9 June 2031 (the demo's items are around today).
const monday = Temporal.PlainDate.from('2031-06-09');
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
const weekItems = () => emulator.items(place.organizationId, at(0, 0), at(7, 0));

/** The page's width holds: nothing sticks out at 390 px. */
const fitsWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a template from the Members page makes shifts from the New item dialog and the roster’s cell menu, by keyboard', async ({ page }) => {
  test.slow(); // three pages and four axe runs on a busy machine
  const name = `Qz desk ${Date.now() % 100_000}`;
  const person = place.people.at(-1)!;

  // Made on the Members page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/organizations/${place.organizationId}/members`);
  await page.getByRole('button', { name: 'Add template' }).click();
  const form = page.getByRole('dialog', { name: 'Add a shift template' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Starts').fill('07:00');
  await form.getByLabel('Ends').fill('15:00');
  await form.getByLabel('Needs').fill('2');
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // New item: focus is on "From template"; the name typed picks it, Enter creates it on the shown week's Monday.
  await openSchedule(page, place.organizationId, { date: monday.add({ days: 2 }).toString(), tz: zone });
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  const picker = dialog.getByLabel('From template');
  await expect(picker).toBeFocused();
  await page.keyboard.type(name);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel('Needs')).toHaveValue('2');
  await expectNoSeriousViolations(page, 'new item from a template @1440', { include: 'dialog' });
  await screenshotIfAsked(page, 'new-item-from-template-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => fitsWidth(page)).toBe(true);
  await expect.poll(() => dialog.evaluate((el) => el.getBoundingClientRect().right <= 390 && el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'new item from a template @390', { include: 'dialog' });
  await screenshotIfAsked(page, 'new-item-from-template-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await weekItems()).filter((i) => i.name === name).map((i) => [i.start, i.end])).toEqual([[at(0, 7), at(0, 15)]]);

  // The roster: Shift+F10 on the person's Wednesday, arrows to the template, Enter.
  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}&tz=${zone}`);
  const cell = await rosterCellOf(page, person.id, 2);
  await cell.focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('dialog', { name: 'Add from template' });
  await expect(menu).toHaveAccessibleDescription(new RegExp(person.fullName));
  for (let i = 0; i < 30 && !(await menu.getByRole('button', { name: new RegExp(name) }).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('button', { name: new RegExp(name) })).toBeFocused();
  await expectNoSeriousViolations(page, 'add from template @1440', { include: 'dialog' });
  await screenshotIfAsked(page, 'add-from-template-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => fitsWidth(page)).toBe(true);
  await expect.poll(() => menu.evaluate((el) => el.getBoundingClientRect().right <= 390 && el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'add from template @390', { include: 'dialog' });
  await screenshotIfAsked(page, 'add-from-template-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await menu.getByRole('button', { name: new RegExp(name) }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect
    .poll(async () => (await weekItems()).filter((i) => i.name === name && i.start === at(2, 7)).map((i) => i.members.map((m) => m.userId)))
    .toEqual([[person.id]]);
});
