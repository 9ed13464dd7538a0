import type { Page } from '@playwright/test';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';
import { openSchedule } from './support/calendar';
import { itemMaker, firstOrganizationOfFile } from './support/organization';
import { storageStateOf } from './support/roles';

// The schedule on paper (print media): no sidebar, top bar or controls; every shown item listed
// day by day with its time, people and status in words; a week as seven columns. A quiet July
// week of Harbour Café (Europe/London, UTC+1 in summer).
test.use({ storageState: storageStateOf('scheduler') });

const QUIET_WEEK = '2027-07-07'; // Mon 5 – Sun 11 July 2027
const bst = (day: number, hour: number, minute = 0) => Date.UTC(2027, 6, day, hour - 1, minute);
const unique = (name: string) => `${name} ${Date.now() % 100000}`;

const place = firstOrganizationOfFile();
const person = (n: number) => place.people[n]!;
const create = itemMaker(() => place.organizationId);

const printed = (page: Page) => page.locator('[data-print-schedule]');
const printedDay = (page: Page, date: string) => printed(page).locator(`[data-print-day="${date}"]`);

test('a printed week shows every item day by day, without the sidebar, the bars or the controls', async ({ page }) => {
  const worker = person(0);
  const staffed = await create('MULTI_ASSIGNEE_SHIFT', unique('Printed shift'), bst(5, 9), bst(5, 17), worker.id);
  const open = await create('MULTI_ASSIGNEE_SHIFT', unique('Printed open'), bst(7, 14), bst(7, 22));
  const night = await create('MULTI_ASSIGNEE_SHIFT', unique('Printed night'), bst(9, 22), bst(10, 6), worker.id);
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  // On screen the printed list is not there for anyone.
  await expect(printed(page)).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(printed(page)).toBeVisible();
  await expect(printed(page)).toHaveAttribute('data-print-schedule', 'week');
  for (const gone of [page.getByRole('navigation', { name: 'Main' }), page.getByRole('button', { name: 'Sign out' }), page.getByRole('button', { name: 'New item' }), page.getByTestId('schedule-calendar'), page.getByRole('navigation', { name: 'Breadcrumb' }), page.getByRole('navigation', { name: 'Organization sections' })]) {
    await expect(gone).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1, name: place.organizationName })).toBeVisible();

  // Seven days, even empty ones; each item under its day with its time and people.
  await expect(printed(page).locator('[data-print-day]')).toHaveCount(7);
  await expect(printedDay(page, '2027-07-06')).toContainText('Nothing');
  const shift = printedDay(page, '2027-07-05').locator(`[data-print-item="${staffed.id}"]`);
  await expect(shift).toContainText('09:00 – 17:00');
  await expect(shift).toContainText(staffed.name!);
  await expect(shift).toContainText(worker.fullName);
  const openShift = printedDay(page, '2027-07-07').locator(`[data-print-item="${open.id}"]`);
  await expect(openShift).toContainText('OPEN');
  await expect(openShift).toContainText('Nobody yet');
  // A night shift is listed on the day it starts; the next day only marks it as continuing.
  await expect(printedDay(page, '2027-07-09').locator(`[data-print-item="${night.id}"]`)).toContainText('22:00 – 06:00');
  await expect(printedDay(page, '2027-07-10').locator(`[data-print-item="${night.id}"]`)).toHaveCount(0);
  await expect(printedDay(page, '2027-07-10').locator(`[data-continued="${night.id}"]`)).toContainText('until 06:00 · from Fri 9');

  // The page is no wider than the paper: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await screenshotIfAsked(page, 'print-week', { fullPage: true });
});

test('a printed list only names its busy days, and the filters on screen decide what is printed', async ({ page }) => {
  const shift = await create('MULTI_ASSIGNEE_SHIFT', unique('Listed shift'), bst(8, 9), bst(8, 12));
  const leave = await create('TIME_OFF', unique('Listed leave'), bst(8, 0), bst(9, 0), person(1).id);
  await openSchedule(page, place.organizationId, { view: 'list', date: QUIET_WEEK });
  await page.getByRole('checkbox', { name: 'Time off' }).uncheck();
  await page.emulateMedia({ media: 'print' });
  const day = printedDay(page, '2027-07-08');
  await expect(day.locator(`[data-print-item="${shift.id}"]`)).toBeVisible();
  await expect(day.locator(`[data-print-item="${leave.id}"]`)).toHaveCount(0);
  await expect(printed(page).locator('[data-print-day="2027-07-06"]')).toHaveCount(0);
});
