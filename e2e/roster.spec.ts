import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from './support/test';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { rosterCellOf, rosterRowOf, scrollRoster } from './support/roster';

// The roster: the week as people × days, with an open shifts row, each person's hours and each
// day's total, its week in the URL. Harbour Café (Europe/London); a random week of 2030–2031 per
// run, so a retry starts from an empty week.
test.use({ storageState: storageStateOf('viewer') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const monday = Temporal.PlainDate.from('2030-01-07').add({ weeks: Math.floor(Math.random() * 100) });
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: 'Europe/London', plainTime: { hour } }).epochMilliseconds;

/** Every person's name the roster draws, from top to bottom (only the rows in view are drawn). */
async function allNames(page: Page): Promise<string[]> {
  const names = new Set<string>();
  await scrollRoster(page, async () => {
    for (const text of await page.locator('[data-roster-row] [role="rowheader"] > div:first-child').allInnerTexts()) names.add(text);
    return false;
  });
  return [...names];
}

test('people × days: items under their person and day, open shifts on top, hours per person and per day', async ({ page }) => {
  const [ann, bea] = [place.people[0]!, place.people[1]!];
  const shift = await create('MULTI_ASSIGNEE_SHIFT', 'Roster day shift', at(0, 9), at(0, 17), ann.id);
  const night = await create('MULTI_ASSIGNEE_SHIFT', 'Roster night shift', at(1, 22), at(2, 6), ann.id);
  const open = await create('MULTI_ASSIGNEE_SHIFT', 'Roster open shift', at(2, 12), at(2, 16));
  const leave = await create('TIME_OFF', 'Roster leave', at(3, 0), at(4, 0), bea.id);

  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}`);
  await expect(page.getByRole('link', { name: 'Roster' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('grid', { name: 'Roster' })).toBeVisible();

  // Every member has a row, busy or not (only the rows in view are drawn: the last one after a scroll).
  await expect(page.getByRole('grid', { name: 'Roster' })).toHaveAttribute('aria-rowcount', String(place.people.length + 2));
  expect(await allNames(page)).toEqual(expect.arrayContaining(place.people.map((p) => p.fullName)));
  await expect((await rosterCellOf(page, ann.id, 0)).locator(`[data-roster-item="${shift.id}"]`)).toContainText('09:00 – 17:00');
  // A night shift is under the day it starts; the next day marks it as continuing (overnight.spec.ts has more).
  await expect((await rosterCellOf(page, ann.id, 1)).locator(`[data-roster-item="${night.id}"]`)).toBeVisible();
  await expect((await rosterCellOf(page, ann.id, 2)).locator(`[data-roster-item="${night.id}"]`)).toHaveCount(0);
  await expect((await rosterCellOf(page, ann.id, 2)).locator(`[data-continued="${night.id}"]`)).toContainText('until 06:00');
  await expect((await rosterCellOf(page, 'open', 2)).locator(`[data-roster-item="${open.id}"]`)).toContainText('Roster open shift');
  await expect((await rosterCellOf(page, bea.id, 3)).locator(`[data-roster-item="${leave.id}"]`)).toContainText('Time off');

  // Hours: time off is not worked; the night's hours count on the day it starts.
  await expect((await rosterRowOf(page, ann.id)).locator('[data-hours]')).toHaveText('16 h');
  await expect((await rosterRowOf(page, bea.id)).locator('[data-hours]')).toHaveText('0 h');
  await expect(page.locator('[data-day-hours]')).toHaveText(['8 h', '8 h', '0 h', '0 h', '0 h', '0 h', '0 h']);
});

test('the week is in the URL: Next week and Back move between weeks', async ({ page }) => {
  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}`);
  const firstDay = page.getByRole('columnheader').nth(1);
  await expect(firstDay).toHaveAttribute('data-day', monday.toString());
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(firstDay).toHaveAttribute('data-day', monday.add({ weeks: 1 }).toString());
  await expect(page).toHaveURL(new RegExp(`date=${monday.add({ weeks: 1 })}`));
  await page.goBack();
  await expect(firstDay).toHaveAttribute('data-day', monday.toString());
});

test('on paper every person is listed (not only the rows in view), with their items and hours, without the controls', async ({ page }) => {
  const ann = place.people[0]!;
  const shift = await create('MULTI_ASSIGNEE_SHIFT', 'Printed roster shift', at(4, 9), at(4, 15), ann.id);
  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}`);
  await expect(page.getByRole('grid', { name: 'Roster' })).toBeVisible();
  // The week is shared with the tests above: the paper must say what the screen says.
  const hoursOnScreen = await (await rosterRowOf(page, ann.id)).locator('[data-hours]').innerText();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('region', { name: 'Printed roster' });
  await expect(printed).toBeVisible();
  await expect(page.getByTestId('roster')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The open shifts row and one row per member, all of them.
  await expect(printed.locator('[data-print-row]')).toHaveCount(place.people.length + 1);
  for (const person of place.people) await expect(printed.locator(`[data-print-row="${person.id}"]`)).toContainText(person.fullName);
  const row = printed.locator(`[data-print-row="${ann.id}"]`);
  await expect(row.getByRole('cell').nth(4).locator(`[data-roster-item="${shift.id}"]`)).toContainText('09:00 – 15:00');
  await expect(row.getByRole('rowheader')).toContainText(hoursOnScreen);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test('open shifts alike are one entry with their count, so a busy week’s open row stays short', async ({ page }) => {
  const name = `Roster same ${Date.now() % 100000}`;
  const alike = [];
  for (let i = 0; i < 3; i += 1) alike.push(await create('MULTI_ASSIGNEE_SHIFT', name, at(5, 22), at(6, 6)));
  const other = await create('MULTI_ASSIGNEE_SHIFT', `${name} late`, at(5, 14), at(5, 22));
  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}`);
  const saturday = await rosterCellOf(page, 'open', 5);
  const entries = saturday.locator('[data-roster-item]').filter({ hasText: name });
  // One entry for the three alike (standing for the first), one for the other.
  await expect(entries).toHaveCount(2);
  await expect(saturday.locator(`[data-roster-item="${alike[0]!.id}"] [data-roster-count]`)).toHaveText('3 alike');
  await expect(saturday.locator(`[data-roster-item="${other.id}"] [data-roster-count]`)).toHaveCount(0);
});
