import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dragEvent, eventOf, openSchedule } from './support/calendar';
import { emulator, type EmulatorItem } from './support/emulator';
import { storageStateOf } from './support/roles';
import { expectDateTime, fillDateTime, timeOf } from './support/date-time';

// Changing an item's times without a drag (the drawer's times form, Alt+arrows on a focused
// event), and what keeps drags safe (a movement threshold, a "saving" mark, an Undo toast that
// names the new time). A quiet week of Harbour Café (Europe/London, UTC+0 in February).
test.use({ storageState: storageStateOf('scheduler') });

const QUIET_WEEK = '2027-02-03';
const feb = (day: number, hour: number, minute = 0) => Date.UTC(2027, 1, day, hour, minute);
const PATCHES = /^PATCH \/connect\/calendar-items\//;

let organizationId: string;
test.beforeAll(async () => {
  organizationId = (await emulator.seed()).organizations[0]!.id;
});
test.afterEach(async () => {
  await emulator.release();
});

async function itemAt(name: string, start: number, end: number, type = 'MULTI_ASSIGNEE_SHIFT', timeZoneName = 'Europe/London'): Promise<EmulatorItem> {
  return emulator.createItem({ organizationId, type, name: `${name} ${Date.now() % 100000}`, start, end, timeZoneName });
}

async function patchCount(): Promise<number> {
  const { byRoute } = await emulator.stats();
  return Object.entries(byRoute)
    .filter(([route]) => PATCHES.test(route))
    .reduce((sum, [, counts]) => sum + Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0), 0);
}

/** Opens an item's drawer from the keyboard: focus the event, press Enter. */
async function openByKeyboard(page: Page, itemId: string) {
  await eventOf(page, itemId).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('form', { name: 'Times' })).toBeVisible();
  return drawer.getByRole('form', { name: 'Times' });
}

test('the drawer sets start and end to any minute, by keyboard; it persists and the toast names the new time', async ({ page }) => {
  const item = await itemAt('Retimed', feb(2, 9), feb(2, 17));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const times = await openByKeyboard(page, item.id);
  await fillDateTime(times, 'Starts', '2027-02-02T07:15');
  await fillDateTime(times, 'Ends', '2027-02-02T15:40');
  await timeOf(times, 'Ends').press('Enter');

  await expect(times.getByRole('status')).toContainText('Saved: Tue, 2 Feb 2027, 07:15 – 15:40');
  await expect(page.getByText(/^Moved “Retimed \d+” to Tue, 2 Feb 2027, 07:15 – 15:40$/)).toBeVisible();
  const stored = await emulator.item(item.id);
  expect([stored.start, stored.end]).toEqual([feb(2, 7, 15), feb(2, 15, 40)]);

  await page.reload();
  await expect(eventOf(page, item.id)).toContainText('07:15');
});

// A skipped time (02:30 that night) is refused in components/schedule/item-times-form.test.tsx, and
// time off in whole days is set there too.
test('times typed in the drawer across the spring-forward change land at that wall time', async ({ page }) => {
  // Saturday 13 March 2027 09:00 in New York (UTC-5); the clocks go forward that night.
  const item = await itemAt('DST drawer', Date.UTC(2027, 2, 13, 14), Date.UTC(2027, 2, 13, 16), 'MULTI_ASSIGNEE_SHIFT', 'America/New_York');
  await openSchedule(page, organizationId, { date: '2027-03-10', tz: 'America/New_York' });
  const times = await openByKeyboard(page, item.id);
  await fillDateTime(times, 'Starts', '2027-03-14T07:15');
  await fillDateTime(times, 'Ends', '2027-03-14T09:00');
  await times.getByRole('button', { name: 'Save times' }).click();
  await expect(times.getByRole('status')).toContainText('Saved');
  // 07:15 EDT (UTC-4) on Sunday is 11:15 UTC.
  const stored = await emulator.item(item.id);
  expect([stored.start, stored.end]).toEqual([Date.UTC(2027, 2, 14, 11, 15), Date.UTC(2027, 2, 14, 13)]);
});

test('times saved over a change made in the product meanwhile ask first, and write nothing until answered', async ({ page }) => {
  const item = await itemAt('Contested times', feb(3, 9), feb(3, 12));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const times = await openByKeyboard(page, item.id);
  await emulator.patchItem(item.id, { name: 'Renamed on a phone' });
  await fillDateTime(times, 'Starts', '2027-02-03T08:00');
  await times.getByRole('button', { name: 'Save times' }).click();

  const dialog = page.getByRole('dialog', { name: 'This item changed while you were editing' });
  await expect(dialog).toBeVisible();
  await expect(times.getByRole('status')).toContainText('Not saved yet: the item changed in the product');
  expect((await emulator.item(item.id)).start).toBe(feb(3, 9));
  await dialog.getByRole('button', { name: 'Keep my change' }).click();
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(feb(3, 8));
  expect((await emulator.item(item.id)).name).toBe('Renamed on a phone');
});

test('Alt+arrows move a focused event by 15 minutes and by a day, presses made quickly add up, and focus stays on it', async ({ page }) => {
  const item = await itemAt('Nudged', feb(1, 20), feb(1, 22));
  // Evening: the requests spec staffs this week's days (a crowded hour would put it behind '+N').
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await eventOf(page, item.id).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(feb(1, 20, 15));
  await expect(page.getByText(/^Moved “Nudged \d+” to Mon, 1 Feb 2027, 20:15 – 22:15$/).last()).toBeVisible();
  await expect(eventOf(page, item.id)).toBeFocused();
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(feb(2, 20, 15));
  // A day later it is a new element in another column; focus went with it.
  await expect(eventOf(page, item.id)).toBeFocused();
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect.poll(async () => (await emulator.item(item.id)).end).toBe(feb(2, 22, 30));
  expect((await emulator.item(item.id)).start).toBe(feb(2, 20, 15));
});

test('a press that wanders a few pixels does not move an item; a real drag does', async ({ page }) => {
  const item = await itemAt('Steady', feb(5, 9), feb(5, 11));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  const event = eventOf(page, item.id);
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await event.boundingBox())!;
  const before = await patchCount();
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 4, box.y + 17, { steps: 4 });
  await page.mouse.up();
  // The press was a click: it opened the drawer.
  await expect(page.getByRole('dialog', { name: /Steady/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await patchCount()).toBe(before);
  expect((await emulator.item(item.id)).start).toBe(feb(5, 9));

  await dragEvent(page, item.id, { slots: 2 });
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(feb(5, 10));
});

test('a dropped event shows it is saving until a slow service answers', async ({ page }) => {
  const item = await itemAt('Slow save', feb(6, 9), feb(6, 10));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await emulator.hold({ method: 'PATCH', path: '^/connect/calendar-items/' });
  await dragEvent(page, item.id, { slots: 2 });
  await expect.poll(async () => (await emulator.held()).waiting.length).toBeGreaterThanOrEqual(1);
  await expect(eventOf(page, item.id)).toHaveAttribute('data-saving', '');
  await emulator.release();
  await expect(page.getByText(/^Moved “Slow save \d+” to Sat, 6 Feb 2027, 10:00 – 11:00$/)).toBeVisible();
  await expect(eventOf(page, item.id)).not.toHaveAttribute('data-saving', '');
});

test('an event dragged again while its first move is still saving moves on from there, with no conflict', async ({ page }) => {
  const item = await itemAt('Dragged twice', feb(3, 14), feb(3, 15));
  await openSchedule(page, organizationId, { date: QUIET_WEEK });
  await emulator.hold({ method: 'PATCH', path: '^/connect/calendar-items/' });
  await dragEvent(page, item.id, { slots: 2 });
  await expect.poll(async () => (await emulator.held()).waiting.length).toBe(1);
  await dragEvent(page, item.id, { slots: 2 });
  await emulator.release();
  await expect.poll(async () => (await emulator.item(item.id)).start).toBe(feb(3, 16));
  await expect(page.getByText(/^Moved “Dragged twice \d+” to Wed, 3 Feb 2027, 16:00 – 17:00$/)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

// One hour cycle per user, from the browser's language (lib/time/hour-cycle.ts): the server reads
// it from Accept-Language and the browser renders the same, so the page hydrates without a
// mismatch. A night shift shows on its event, the grid's hours, the drawer and its time field in that cycle.
for (const { locale, event, slot, when, field } of [
  { locale: 'en-US', event: '7:00p – 7:00a', slot: '7pm', when: 'Thu, 4 Feb 2027, 7:00 PM – Fri, 5 Feb 2027, 7:00 AM', field: '7:00 PM' },
  { locale: 'en-GB', event: '19:00 – 07:00', slot: '19:00', when: 'Thu, 4 Feb 2027, 19:00 – Fri, 5 Feb 2027, 07:00', field: '19:00' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test(`times read ${locale === 'en-US' ? '12' : '24'}-hour on the event, the grid's hours and the drawer, with no hydration mismatch`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|#418|#423|did not match/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const item = await itemAt('Night cover', feb(4, 19), feb(5, 7));
      await openSchedule(page, organizationId, { date: QUIET_WEEK });
      await expect(eventOf(page, item.id)).toContainText(event);
      await expect(page.getByTestId('schedule-calendar').getByText(slot, { exact: true }).first()).toBeVisible();
      const times = await openByKeyboard(page, item.id);
      await expect(page.getByRole('dialog').getByText(when, { exact: true }).first()).toBeVisible();
      await expectDateTime(times, 'Starts', '2027-02-04', field);
      expect(problems).toEqual([]);
    });
  });
}
