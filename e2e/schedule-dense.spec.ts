import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { eventOf, openSchedule } from './support/calendar';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { storageStateOf } from './support/roles';
import { rosterCellOf } from './support/roster';
import { expect, test } from './support/test';
import { expectDateTime } from './support/date-time';

// Issue 24, points 5 and 11: a dense week stays readable (overlaps side by side down to a minimum
// width, the rest behind "+N", full names in every event's accessible name), the grid reaches
// the bottom of the window, the density is remembered; the grid is one Tab stop with arrows
// inside, and an empty half-hour or roster cell creates an item there by keyboard. Quiet
// September 2027 weeks of Harbour Café (Europe/London, UTC+1).
test.use({ storageState: storageStateOf('scheduler'), viewport: { width: 1440, height: 900 } });

const MIN_EVENT_PX = 72; // components/schedule/event-width.ts
const bst = (day: number, hour: number, minute = 0) => Date.UTC(2027, 8, day, hour - 1, minute);
const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const unique = (name: string) => `${name} ${Date.now() % 100000}`;

/** Height of one 30-minute row of the time grid. */
async function slotHeight(page: Page): Promise<number> {
  const frame = page.getByTestId('schedule-calendar');
  const nine = await frame.getByText('09:00', { exact: true }).first().boundingBox();
  const ten = await frame.getByText('10:00', { exact: true }).first().boundingBox();
  return (ten!.y - nine!.y) / 2;
}

test('a dense day: events side by side never narrower than the minimum, the rest behind "+N", full names in every name; the grid fills the window; density is remembered', async ({ page }) => {
  // Six shifts on Tue 14 Sep that all overlap from 13:00 to 16:00, each with one person.
  const people = place.people.slice(0, 6);
  const shifts = await Promise.all(people.map((person, i) => create('MULTI_ASSIGNEE_SHIFT', unique(`Floor ${i + 1}`), bst(14, 8 + i), bst(14, 16 + i), person.id)));
  await openSchedule(page, place.organizationId, { date: '2027-09-14' });

  const shown: typeof shifts = [];
  const columns: { left: number; right: number }[] = [];
  for (const [i, shift] of shifts.entries()) {
    if ((await eventOf(page, shift.id).count()) === 0) continue;
    shown.push(shift);
    const box = (await eventOf(page, shift.id).boundingBox())!;
    expect(box.width, `${shift.name} is at least ${MIN_EVENT_PX} px wide`).toBeGreaterThanOrEqual(MIN_EVENT_PX);
    columns.push({ left: box.x, right: box.x + box.width });
    await expect(eventOf(page, shift.id)).toHaveAccessibleName(new RegExp(people[i]!.fullName));
  }
  expect(shown.length).toBeGreaterThan(0);
  // They all overlap in time, so side by side: no two drawn over each other.
  for (const [i, a] of columns.entries()) for (const b of columns.slice(i + 1)) expect(a.right <= b.left + 1 || b.right <= a.left + 1, 'side by side, not drawn over each other').toBe(true);
  expect(shown.length, 'some of the overlap is behind "+N"').toBeLessThan(shifts.length);
  // "+N" opens a list of the rest, each still named with its person.
  const more = page.locator('[data-more-link]').first();
  await expect(more).toHaveAccessibleName(/^\+\d+ more items? here$/);
  await more.click();
  const hidden = shifts.filter((s) => !shown.includes(s));
  const popover = page.getByRole('dialog');
  await expect(popover.locator(`[data-item-id="${hidden[0]!.id}"]`)).toHaveAccessibleName(new RegExp(people[shifts.indexOf(hidden[0]!)]!.fullName));
  await page.keyboard.press('Escape');

  // The grid reaches the bottom of the window.
  const frame = await page.getByTestId('schedule-calendar').boundingBox();
  expect(900 - (frame!.y + frame!.height)).toBeLessThanOrEqual(24);
  await expectNoSeriousViolations(page, 'dense week');

  // Compact rows are shorter, and stay chosen after a reload.
  const comfortable = await slotHeight(page);
  await page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Compact' }).click();
  await expect.poll(() => slotHeight(page)).toBeLessThan(comfortable);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Comfortable' }).click();
});

test('the grid is one Tab stop with arrows inside; Enter on an empty half-hour creates there, on an event opens it; a roster cell creates for its person', async ({ page }) => {
  const morning = await create('MULTI_ASSIGNEE_SHIFT', unique('Morning prep'), bst(22, 9), bst(22, 13), place.people[0]!.id);
  const afternoon = await create('MULTI_ASSIGNEE_SHIFT', unique('Afternoon service'), bst(22, 14), bst(22, 18));
  await openSchedule(page, place.organizationId, { date: '2027-09-22' });

  // One stop: from the event, Tab leaves the grid and Shift+Tab comes back to it.
  await eventOf(page, morning.id).focus();
  const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="schedule-calendar"]')));
  await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(eventOf(page, morning.id)).toBeFocused();

  // Down: the empty hour between the shifts, half an hour at a time, then the next shift.
  const cursor = page.locator('[data-slot-cursor]');
  await page.keyboard.press('ArrowDown');
  await expect(cursor).toBeFocused();
  await expect(cursor).toHaveAccessibleName(/^Empty: Wed, 22 Sept? 2027, 13:00 – 13:30\. Press Enter to create an item here\.$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(eventOf(page, afternoon.id)).toBeFocused();
  // Right: the same time on Thursday, which is empty.
  await page.keyboard.press('ArrowRight');
  await expect(cursor).toHaveAccessibleName(/^Empty: Thu, 23 Sept? 2027, 14:00 – 14:30\./);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await expectDateTime(dialog, 'Starts', '2027-09-23', '14:00');
  await expectDateTime(dialog, 'Ends', '2027-09-23', '14:30');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Enter on an event opens it.
  await eventOf(page, afternoon.id).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText(afternoon.name!);

  // The roster: Enter on a person's day creates for them on that day.
  await page.goto(`/organizations/${place.organizationId}/roster?date=2027-09-22`);
  const person = place.people[0]!;
  await expect(page.getByRole('grid', { name: 'Roster' })).toBeVisible();
  await (await rosterCellOf(page, person.id, 4)).focus(); // Friday
  await page.keyboard.press('Enter');
  const fromRoster = page.getByRole('dialog', { name: 'New item' });
  await expectDateTime(fromRoster, 'Starts', '2027-09-24', '09:00');
  await expect(fromRoster.getByLabel('First assignee')).toHaveValue(person.id);
});
