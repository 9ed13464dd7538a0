import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { openSchedule } from './support/calendar';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { rosterCellOf, rosterRowOf } from './support/roster';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Issue 24, point 4: a 19:00 – 07:00 night is one shift, not one on each day it touches. The
// roster, its open shifts row, the printed roster and the schedule's list show it once, on the day
// it starts, and mark the next morning as its continuation; its 12 hours count on its start day.
// Harbour Café (Europe/London); a random week of 2034–2035 per run, its own and empty.
test.use({ storageState: storageStateOf('viewer') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const monday = Temporal.PlainDate.from('2034-01-02').add({ weeks: Math.floor(Math.random() * 100) });
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone: 'Europe/London', plainTime: { hour } }).epochMilliseconds;
const [FRIDAY, SATURDAY, SUNDAY] = [4, 5, 6];
const fridayDate = monday.add({ days: FRIDAY }).day;

const itemIn = (place: Locator, id: string) => place.locator(`[data-roster-item="${id}"]`);
const markIn = (place: Locator, id: string) => place.locator(`[data-continued="${id}"]`);

const name = `Night ward ${Date.now() % 100000}`;
let night: { id: string }, fridayOpen: { id: string }, saturdayOpen: { id: string };

test.beforeAll(async () => {
  night = await create('MULTI_ASSIGNEE_SHIFT', name, at(FRIDAY, 19), at(SATURDAY, 7), place.people[0]!.id);
  fridayOpen = await create('MULTI_ASSIGNEE_SHIFT', `Open ${name}`, at(FRIDAY, 19), at(SATURDAY, 7));
  saturdayOpen = await create('MULTI_ASSIGNEE_SHIFT', `Open ${name}`, at(SATURDAY, 19), at(SUNDAY, 7));
});

test('an overnight shift shows once, on the day it starts, in the roster, its open shifts row, on paper and in the list', async ({ page }) => {
  const person = place.people[0]!;

  await page.goto(`/organizations/${place.organizationId}/roster?date=${monday}`);
  const grid = page.getByRole('grid', { name: 'Roster' });
  await expect(grid).toBeVisible();

  // The person's night: Friday's shift, Saturday's continuation until 07:00; 12 h, on Friday.
  const row = await rosterRowOf(page, person.id);
  await expect(itemIn(row, night.id)).toHaveCount(1);
  await expect(itemIn(await rosterCellOf(page, person.id, FRIDAY), night.id)).toContainText('19:00 – 07:00');
  await expect(markIn(await rosterCellOf(page, person.id, SATURDAY), night.id)).toContainText(`${name} · until 07:00 · from Fri ${fridayDate}`);
  await expect(row.getByText(name, { exact: true })).toHaveCount(1);
  await expect(row.locator('[data-hours]')).toHaveText('12 h');
  await expect(page.locator('[data-day-hours]')).toHaveText(['0 h', '0 h', '0 h', '0 h', '12 h', '0 h', '0 h']);
  await expect(page.getByTestId('roster-hours-note')).toContainText('Hours count on the day a shift starts');

  // The open shifts row: one open night on Friday and one on Saturday, Friday's only marked on Saturday.
  const openRow = await rosterRowOf(page, 'open');
  const saturday = await rosterCellOf(page, 'open', SATURDAY);
  await expect(itemIn(openRow, fridayOpen.id)).toHaveCount(1);
  await expect(itemIn(openRow, saturdayOpen.id)).toHaveCount(1);
  await expect(saturday.locator('[data-roster-item]').filter({ hasText: name })).toHaveCount(1);
  await expect(itemIn(saturday, saturdayOpen.id)).toBeVisible();
  // The mark names what it continues: Saturday's two open nights are told apart.
  await expect(markIn(saturday, fridayOpen.id)).toContainText(`Open ${name} · until 07:00`);
  await expect(markIn(await rosterCellOf(page, 'open', SUNDAY), saturdayOpen.id)).toContainText('until 07:00');
  await screenshotIfAsked(page, 'overnight-roster');

  // On paper: the same, every row.
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('region', { name: 'Printed roster' });
  await expect(printed).toBeVisible();
  await expect(printed).toContainText('hours count on the day a shift starts');
  const printedRow = printed.locator(`[data-print-row="${person.id}"]`);
  await expect(itemIn(printedRow, night.id)).toHaveCount(1);
  await expect(itemIn(printedRow.getByRole('cell').nth(FRIDAY), night.id)).toContainText('19:00 – 07:00');
  await expect(markIn(printedRow.getByRole('cell').nth(SATURDAY), night.id)).toContainText('until 07:00');
  await expect(printedRow.getByRole('rowheader')).toContainText('12 h');
  const printedOpen = printed.locator('[data-print-row="open"]');
  await expect(itemIn(printedOpen, fridayOpen.id)).toHaveCount(1);
  await expect(printedOpen.getByRole('cell').nth(SATURDAY).locator('[data-roster-item]').filter({ hasText: name })).toHaveCount(1);
  await expect(markIn(printedOpen.getByRole('cell').nth(SATURDAY), fridayOpen.id)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The schedule's list: the night under Friday once; Saturday has its continuation, not a second shift.
  await openSchedule(page, place.organizationId, { view: 'list', date: monday.toString() });
  const entries = page.locator(`[data-item-id="${night.id}"]`);
  await expect(entries.filter({ hasNot: page.locator('[data-continued]') })).toHaveCount(1);
  await expect(entries.filter({ hasNot: page.locator('[data-continued]') })).toContainText('19:00 – 07:00');
  await expect(entries.filter({ has: page.locator('[data-continued]') })).toHaveCount(1);
  await expect(entries.filter({ has: page.locator('[data-continued]') })).toContainText(`${name} · until 07:00 · from Fri ${fridayDate}`);
  await screenshotIfAsked(page, 'overnight-list');
});

/** What sticks out: a roster item or continuation mark wider than its cell, or the page scrolling sideways. */
async function overflowing(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const problems: string[] = [];
    for (const mark of root.querySelectorAll<HTMLElement>('[data-continued], [data-roster-item]')) {
      const m = mark.getBoundingClientRect();
      if (m.width === 0) continue; // not shown (the paper's copy on screen)
      // The nearest box around it (FullCalendar's cells can be display: contents, without a box of their own).
      let cell = mark.parentElement!;
      while (cell.getBoundingClientRect().width === 0) cell = cell.parentElement!;
      const c = cell.getBoundingClientRect();
      if (m.left < c.left - 0.5 || m.right > c.right + 0.5 || mark.scrollWidth > mark.clientWidth + 1) problems.push(`${mark.dataset.continued ?? mark.dataset.rosterItem} sticks out of its ${cell.tagName.toLowerCase()} (${Math.round(m.left)}–${Math.round(m.right)} in ${Math.round(c.left)}–${Math.round(c.right)}, ${mark.scrollWidth} in ${mark.clientWidth})`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push('the page scrolls sideways');
    return problems;
  });
}

for (const width of [390, 1024, 1440]) {
  test(`at ${width} px the night and its continuation fit their cells in the roster, on paper and in the list`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // A phone's roster shows the link's day alone: it is opened on the Saturday.
    const phone = width === 390;
    await page.goto(`/organizations/${place.organizationId}/roster?date=${phone ? monday.add({ days: SATURDAY }) : monday}`);
    await expect(page.getByRole('grid', { name: 'Roster' })).toBeVisible();
    const saturday = await rosterCellOf(page, 'open', phone ? 0 : SATURDAY);
    await saturday.scrollIntoViewIfNeeded();
    await expect(markIn(saturday, fridayOpen.id)).toBeVisible();
    expect(await overflowing(page, '[data-testid="roster"]')).toEqual([]);
    await screenshotIfAsked(page, `overnight-roster-${width}`);

    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('region', { name: 'Printed roster' });
    await expect(markIn(printed, night.id)).toBeVisible();
    expect(await overflowing(page, '[data-print-schedule]')).toEqual([]);
    await screenshotIfAsked(page, `overnight-print-roster-${width}`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await openSchedule(page, place.organizationId, { view: 'list', date: monday.toString() });
    await expect(page.locator(`[data-continued="${saturdayOpen.id}"]`)).toBeVisible();
    expect(await overflowing(page, 'body')).toEqual([]);
    await screenshotIfAsked(page, `overnight-list-${width}`);

    await page.emulateMedia({ media: 'print' });
    await expect(markIn(page.locator('[data-print-schedule]'), night.id)).toBeVisible();
    expect(await overflowing(page, '[data-print-schedule]')).toEqual([]);
    await screenshotIfAsked(page, `overnight-print-list-${width}`, { fullPage: true });
  });
}
