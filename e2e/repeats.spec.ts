import { Temporal } from 'temporal-polyfill';
import { expectNoSeriousViolations } from './support/axe';
import { dragEvent, eventOf, openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { screenshotIfAsked } from './support/screenshots';
import { expect, test } from './support/test';

// Issue 27, point 3 on screen: a shift made to repeat weekly from the drawer, its occurrences made
// in the next weeks and marked; one Saturday moved alone ("this shift only"), then the series moved
// ("all"); the series ended after its first shift and the end undone. The editor's checks, the
// question's keys and the server's rules are component and unit tests (components/repeats,
// lib/repeats); this is the journey.
test.use({ storageState: storageStateOf('scheduler') });

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';

test('a weekly repeat: made from the drawer, marked in the next weeks, one Saturday moved alone, all moved, ended and undone', async ({ page }) => {
  test.slow(); // three weeks of the schedule, two drags, a background pass, axe twice
  await page.setViewportSize({ width: 1440, height: 900 });
  let saturday = Temporal.Now.plainDateISO(zone).add({ days: 2 });
  while (saturday.dayOfWeek !== 6) saturday = saturday.add({ days: 1 });
  const week = (n: number) => saturday.add({ days: 7 * n });
  const at = (day: Temporal.PlainDate, hour: number) => day.toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;
  const name = `Saturday desk ${Date.now() % 100_000}`;
  const first = await create('MULTI_ASSIGNEE_SHIFT', name, at(saturday, 9), at(saturday, 13));
  const series = async () => (await emulator.items(place.organizationId, at(saturday, 0), at(week(3), 0))).filter((item) => item.name === name && !item.deleted).sort((a, b) => a.start - b.start);
  const starts = async () => (await series()).map((item) => Temporal.Instant.fromEpochMilliseconds(item.start).toZonedDateTimeISO(zone).toPlainDateTime().toString().slice(0, 16));
  const wall = (day: Temporal.PlainDate, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00`;

  // Repeat… in the drawer: weekly on its Saturday, 3 times.
  await openSchedule(page, place.organizationId, { date: saturday.toString() });
  await eventOf(page, first.id).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: 'Repeat…' }).click();
  const editor = drawer.getByRole('form', { name: 'Repeat' });
  await expect(editor.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await editor.getByRole('radio', { name: 'After a number of times' }).check();
  await editor.getByLabel(/^Times/).fill('3');
  await expect(editor.locator('[data-repeat-preview]')).toContainText('Every Saturday, 3 times.');
  await expectNoSeriousViolations(page, 'repeat editor @1440', { include: '[data-repeat-section]' });
  await screenshotIfAsked(page, 'repeat-editor-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => drawer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await screenshotIfAsked(page, 'repeat-editor-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await editor.getByRole('button', { name: 'Repeat', exact: true }).click();
  await expect(drawer.locator('[data-repeat-words]')).toHaveText('Repeats every Saturday, 3 times');
  await page.keyboard.press('Escape');
  await expect(eventOf(page, first.id).locator('[data-repeats]')).toBeVisible();

  // The rolling pass makes the next two Saturdays; the next week's is marked.
  await expect.poll(starts, { timeout: 30_000 }).toEqual([wall(saturday, 9), wall(week(1), 9), wall(week(2), 9)]);
  const [, second, third] = await series();
  await openSchedule(page, place.organizationId, { date: week(1).toString() });
  await expect(eventOf(page, second!.id).locator('[data-repeats]')).toBeVisible({ timeout: 30_000 });

  // This shift only: the second Saturday moves an hour later, the others stay.
  await dragEvent(page, second!.id, { slots: 2 });
  const question = page.getByRole('dialog', { name: 'Change a repeating shift' });
  await expect(question.getByRole('button', { name: /^This shift only/ })).toBeFocused();
  await expectNoSeriousViolations(page, 'repeat question @1440', { include: 'dialog[open]' });
  await screenshotIfAsked(page, 'repeat-question-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => question.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 390)).toBe(true);
  await screenshotIfAsked(page, 'repeat-question-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Enter');
  await expect.poll(starts, { timeout: 15_000 }).toEqual([wall(saturday, 9), wall(week(1), 10), wall(week(2), 9)]);

  // All shifts in the series: the third moves earlier and the first with it, to the same time; the one moved alone stays.
  await openSchedule(page, place.organizationId, { date: week(2).toString() });
  await expect(eventOf(page, third!.id).locator('[data-repeats]')).toBeVisible({ timeout: 30_000 });
  await dragEvent(page, third!.id, { slots: -2 });
  await question.getByRole('button', { name: /^All shifts in the series/ }).click();
  // Where the drop lands depends on the grid's scroll; what "all" means does not.
  const clockOf = (text: string) => text.slice(11);
  await expect.poll(async () => (await starts()).map(clockOf), { timeout: 15_000 }).toEqual([expect.not.stringMatching('09:00'), '10:00', expect.not.stringMatching('09:00')]);
  const moved = clockOf((await starts())[2]!);
  expect(await starts()).toEqual([`${saturday}T${moved}`, wall(week(1), 10), `${week(2)}T${moved}`]);

  // End repeat after the first: the third (untouched) goes, the one moved alone stays; Undo brings it back.
  await openSchedule(page, place.organizationId, { date: saturday.toString() });
  await eventOf(page, first.id).click();
  await drawer.getByRole('button', { name: 'End repeat after this shift' }).click();
  await expect.poll(starts, { timeout: 15_000 }).toEqual([`${saturday}T${moved}`, wall(week(1), 10)]);
  await drawer.getByRole('button', { name: 'Undo end' }).click();
  await expect.poll(starts, { timeout: 30_000 }).toEqual([`${saturday}T${moved}`, wall(week(1), 10), `${week(2)}T${moved}`]);
});
