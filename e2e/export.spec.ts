import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openSchedule } from './support/calendar';
import { itemMaker, firstOrganizationOfFile } from './support/organization';
import { itemWithMembers } from './support/requests';
import { storageStateOf } from './support/roles';

// Export what the schedule shows, as a viewer: a CSV for spreadsheets and payroll (local dates,
// times and hours a spreadsheet reads as such, status words, only the people who hold a shift
// unless asked, formulas defused) and an iCalendar file (parsed back with ical.js, time off as
// all-day events), from the toolbar's Export menu, by mouse and by keyboard; the route's refusals.
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

/**
 * A row's cells as a spreadsheet types them on import: YYYY-MM-DD becomes a date, HH:MM a time of
 * day, a plain decimal a number; anything else stays text. (Quoted cells are not needed here.)
 */
function spreadsheetCells(row: string): (string | number | { date: string } | { time: string })[] {
  return row.split(',').map((cell) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(cell) && !Number.isNaN(Date.parse(cell))) return { date: cell };
    if (/^([01]\d|2[0-3]):[0-5]\d$/.test(cell)) return { time: cell };
    if (/^\d+(\.\d+)?$/.test(cell) && cell.length < 15) return Number(cell);
    return cell;
  });
}

test('the week downloads as CSV: one row per item and person, zone offsets, formulas defused, named after the place and days', async ({ page }) => {
  const worker = place.people[0]!;
  const shift = await create('MULTI_ASSIGNEE_SHIFT', unique('Exported shift'), bst(9, 9), bst(9, 17), worker.id);
  const trap = await create('MULTI_ASSIGNEE_SHIFT', `=HYPERLINK("http://evil.example","pay") ${Date.now() % 100000}`, bst(10, 9), bst(10, 12));
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  const { file, text } = await download(page, 'Spreadsheet (CSV)');

  expect(file.suggestedFilename()).toBe('harbour-cafe-2027-08-09-to-2027-08-15.csv');
  const rows = csvRows(text);
  expect(rows[0]).toBe('Item id,Type,Name,Status,Start date,Start time,End date,End time,Hours,Time zone,Person,Person status,Notes,Repeats');
  expect(rows).toContain(`${shift.id},Shift,${shift.name},Assigned,2027-08-09,09:00,2027-08-09,17:00,8.00,Europe/London,${worker.fullName},Assigned,,`); // no notes, not repeating
  const trapRow = rows.find((row) => row.startsWith(trap.id))!;
  // The name starts with "=": a spreadsheet must see text, not a formula.
  expect(trapRow).toContain(`"'=HYPERLINK(""http://evil.example"",""pay"")`);
  expect(rows.every((row) => !/(^|,)[=+@]/.test(row))).toBe(true);
});

test('a payroll CSV: dates, times and hours a spreadsheet reads as such, only the people on the shift unless the box asks for everyone', async ({ page }) => {
  const [on, removed, denied] = [place.people[4]!, place.people[5]!, place.people[6]!];
  const night = await itemWithMembers(place.organizationId, { name: 'Payroll night', start: bst(14, 19), end: bst(15, 7, 30), timeZoneName: 'Europe/London' }, { [on.id]: 'ACCEPTED', [removed.id]: 'DELETED', [denied.id]: 'DENIED' });
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });

  const held = csvRows((await download(page, 'Spreadsheet (CSV)')).text).filter((row) => row.startsWith(night.id));
  expect(held.map(spreadsheetCells)).toEqual([
    [night.id, 'Shift', night.name, 'Assigned', { date: '2027-08-14' }, { time: '19:00' }, { date: '2027-08-15' }, { time: '07:30' }, 12.5, 'Europe/London', on.fullName, 'Accepted', '', ''],
  ]);

  await page.getByText('Export', { exact: true }).click();
  await page.getByLabel(/also list people not on the shift/).check();
  await page.getByText('Export', { exact: true }).click();
  const everyone = csvRows((await download(page, 'Spreadsheet (CSV)')).text).filter((row) => row.startsWith(night.id));
  expect(everyone.map((row) => spreadsheetCells(row).slice(10, 12))).toEqual([
    [on.fullName, 'Accepted'],
    [removed.fullName, 'Removed'],
    [denied.fullName, 'Denied'],
  ]);
});

test('time off of whole days downloads as an all-day event (VALUE=DATE, end exclusive); a timed item keeps its times', async ({ page }) => {
  const worker = place.people[7]!;
  const leave = await create('TIME_OFF', unique('Exported leave'), bst(10, 0), bst(12, 0), worker.id);
  const shift = await create('MULTI_ASSIGNEE_SHIFT', unique('Timed shift'), bst(10, 9), bst(10, 17));
  await openSchedule(page, place.organizationId, { date: QUIET_WEEK });
  const { text } = await download(page, 'Calendar file (iCalendar)');

  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  try {
    const vevents = calendar.getAllSubcomponents('vevent');
    const leaveEvent = vevents.find((v) => v.getFirstPropertyValue('uid') === `${leave.id}@shiftdesk`)!;
    expect(leaveEvent.getFirstProperty('dtstart')!.type).toBe('date');
    expect([String(leaveEvent.getFirstPropertyValue('dtstart')), String(leaveEvent.getFirstPropertyValue('dtend'))]).toEqual(['2027-08-10', '2027-08-12']);
    const shiftEvent = new ICAL.Event(vevents.find((v) => v.getFirstPropertyValue('uid') === `${shift.id}@shiftdesk`)!);
    expect(shiftEvent.startDate.isDate).toBe(false);
    expect(shiftEvent.startDate.toJSDate().getTime()).toBe(shift.start);
  } finally {
    ICAL.TimezoneService.remove('Europe/London');
  }
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
  // First the spreadsheet's option (Space ticks it), then the spreadsheet itself.
  await page.keyboard.press('Tab');
  const everyone = page.getByLabel(/also list people not on the shift/);
  await expect(everyone).toBeFocused();
  await page.keyboard.press('Space');
  await expect(everyone).toBeChecked();
  await expect(csv).toHaveAttribute('href', /people=all/);
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
    [`?format=csv&from=${WEEK.from}&to=${WEEK.to}&people=some`, /People must be all/],
  ];
  for (const [query, reason] of cases) {
    const answer = await page.request.get(`${base}${query}`);
    expect(answer.status(), query).toBe(400);
    expect(JSON.stringify(await answer.json()), query).toMatch(reason);
  }
});
