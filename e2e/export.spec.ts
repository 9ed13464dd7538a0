import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openSchedule } from './support/calendar';
import { itemMaker, firstOrganizationOfFile } from './support/organization';
import { storageStateOf } from './support/roles';

// Export what the schedule shows, as a viewer: a CSV for spreadsheets (times in the
// organization's zone with their offset, formulas defused) and an iCalendar file (parsed back
// with ical.js), from the toolbar's Export menu, by mouse and by keyboard; and the route's refusals.
// A quiet August week of Harbour Café (Europe/London, UTC+1 in summer).
test.use({ storageState: storageStateOf('viewer') });

const QUIET_WEEK = '2027-08-11'; // Mon 9 – Sun 15 August 2027
const bst = (day: number, hour: number, minute = 0) => Date.UTC(2027, 7, day, hour - 1, minute);
const WEEK = { from: bst(9, 0), to: bst(16, 0) };
const unique = (name: string) => `${name} ${Date.now() % 100000}`;

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);

async function download(page: Page, choice: string): Promise<{ file: Download; text: string }> {
  await page.getByText('Export', { exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: choice }).click()]);
  return { file, text: await readFile((await file.path())!, 'utf8') };
}

const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

test('the week downloads as CSV: one row per item and person, zone offsets, formulas defused, named after the place and days', async ({ page }) => {
  const worker = place.people[0]!;
  const shift = await create('MULTI_ASSIGNEE_SHIFT', unique('Exported shift'), bst(9, 9), bst(9, 17), worker.id);
  const trap = await create('MULTI_ASSIGNEE_SHIFT', `=HYPERLINK("http://evil.example","pay") ${Date.now() % 100000}`, bst(10, 9), bst(10, 12));
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  const { file, text } = await download(page, 'Spreadsheet (CSV)');

  expect(file.suggestedFilename()).toBe('harbour-cafe-2027-08-09-to-2027-08-15.csv');
  const rows = csvRows(text);
  expect(rows[0]).toBe('Item id,Type,Name,Status,Start,End,Time zone,Person,Person status,Notes');
  expect(rows).toContain(`${shift.id},Shift,${shift.name},Assigned,2027-08-09T09:00:00+01:00,2027-08-09T17:00:00+01:00,Europe/London,${worker.fullName},Assigned,`);
  const trapRow = rows.find((row) => row.startsWith(trap.id))!;
  // The name starts with "=": a spreadsheet must see text, not a formula.
  expect(trapRow).toContain(`"'=HYPERLINK(""http://evil.example"",""pay"")`);
  expect(rows.every((row) => !/(^|,)[=+@]/.test(row))).toBe(true);
});

test('the week downloads as iCalendar, read back with ical.js: stable UIDs, times in the zone, the people', async ({ page }) => {
  const worker = place.people[1]!;
  const shift = await create('MULTI_ASSIGNEE_SHIFT', unique('Calendar shift'), bst(11, 22), bst(12, 6), worker.id);
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  const { file, text } = await download(page, 'Calendar file (iCalendar)');
  expect(file.suggestedFilename()).toBe('harbour-cafe-2027-08-09-to-2027-08-15.ics');

  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(place.organizationName);
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  try {
    const event = calendar
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid === `${shift.id}@shiftdesk`)!;
    expect(event.summary).toBe(shift.name);
    expect([event.startDate.toJSDate().getTime(), event.endDate.toJSDate().getTime()]).toEqual([shift.start, shift.end]);
    expect(event.startDate.zone?.tzid).toBe('Europe/London');
    expect(event.description).toContain(worker.fullName);
  } finally {
    ICAL.TimezoneService.remove('Europe/London');
  }
});

test('the filters on screen decide what is exported, and userId gives one person their own calendar', async ({ page }) => {
  const [mine, theirs] = [place.people[2]!, place.people[3]!];
  const own = await create('MULTI_ASSIGNEE_SHIFT', unique('Own shift'), bst(13, 9), bst(13, 13), mine.id);
  const other = await create('MULTI_ASSIGNEE_SHIFT', unique('Other shift'), bst(13, 14), bst(13, 18), theirs.id);
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  await page.getByLabel('Only items of this member').selectOption(mine.id);
  const { text } = await download(page, 'Spreadsheet (CSV)');
  expect(text).toContain(own.id);
  expect(text).not.toContain(other.id);

  const personal = await page.request.get(`/api/organizations/${place.organizationId}/export?format=ics&from=${WEEK.from}&to=${WEEK.to}&userId=${theirs.id}`);
  expect(personal.status()).toBe(200);
  expect(personal.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await personal.text();
  expect(body).toContain(`UID:${other.id}@shiftdesk`);
  expect(body).not.toContain(own.id);
});

test('the Export menu works from the keyboard, and Escape closes it with focus back on it', async ({ page }) => {
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  const summary = page.getByText('Export', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const csv = page.getByRole('link', { name: 'Spreadsheet (CSV)' });
  await expect(csv).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(csv).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(csv).toBeHidden();
  await expect(summary).toBeFocused();
});

test('a range over 62 days, a reversed range, an unknown format or type are refused with a reason', async ({ page }) => {
  const base = `/api/organizations/${place.organizationId}/export`;
  const cases: [string, RegExp][] = [
    [`?format=csv&from=${WEEK.from}&to=${WEEK.from + 63 * 86_400_000}`, /at most 62 days/],
    [`?format=csv&from=${WEEK.to}&to=${WEEK.from}`, /after from/],
    [`?format=pdf&from=${WEEK.from}&to=${WEEK.to}`, /csv or ics/],
    [`?format=csv&from=${WEEK.from}&to=${WEEK.to}&types=PARTY`, /Types must be/],
    [`?format=csv&from=${WEEK.from}&to=${WEEK.to}&tz=Mars/Olympus`, /IANA/],
  ];
  for (const [query, reason] of cases) {
    const answer = await page.request.get(`${base}${query}`);
    expect(answer.status(), query).toBe(400);
    expect(JSON.stringify(await answer.json()), query).toMatch(reason);
  }
});
