import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dragEvent, eventOf, openSchedule } from './support/calendar';
import { emulator } from './support/emulator';
import { itemMaker, firstOrganizationOfFile } from './support/organization';
import { storageStateOf } from './support/roles';

// A week a manager can read: time off in the all-day row with whose it is, open shifts that look
// open (and a filter for them), every event's full text on hover and on focus, the grid opening
// at the week's first item, and names that stay readable on a laptop. Quiet April weeks of
// Harbour Café (Europe/London, UTC+1 from 28 March 2027).
test.use({ storageState: storageStateOf('scheduler') });

const bst = (day: number, hour: number, minute = 0) => Date.UTC(2027, 3, day, hour - 1, minute);

const place = firstOrganizationOfFile();

const person = (n: number) => place.people[n]!;
const unique = (name: string) => `${name} ${Date.now() % 100000}`;
const create = itemMaker(() => place.organizationId);

/** Whether an element's vertical centre lies in the all-day row (the row labelled "All-day"). */
async function inAllDayRow(page: Page, itemId: string): Promise<boolean> {
  const row = await page.getByTestId('schedule-calendar').getByText('All-day', { exact: true }).boundingBox();
  const box = await eventOf(page, itemId).boundingBox();
  if (!row || !box) return false;
  const middle = box.y + box.height / 2;
  return middle > row.y - 20 && middle < row.y + row.height + 20 && box.height < 40;
}

test('time off of whole days is drawn in the all-day row with whose it is, and moves there by whole days', async ({ page }) => {
  const amelia = person(0);
  const leave = await create('TIME_OFF', unique('Annual leave'), bst(6, 0), bst(8, 0), amelia.id);
  const short = await create('TIME_OFF', unique('Dentist'), bst(6, 10), bst(6, 12), person(1).id);
  await openSchedule(page, place.organizationId, { date: '2027-04-07' });

  await expect(eventOf(page, leave.id)).toContainText(`${amelia.fullName} · Annual leave`);
  expect(await inAllDayRow(page, leave.id)).toBe(true);
  // A few hours off stays in the hour grid, still saying whose it is.
  await expect(eventOf(page, short.id)).toContainText(person(1).fullName);
  expect(await inAllDayRow(page, short.id)).toBe(false);

  await dragEvent(page, leave.id, { days: 1 });
  await expect.poll(async () => (await emulator.item(leave.id)).start).toBe(bst(7, 0));
  expect((await emulator.item(leave.id)).end).toBe(bst(9, 0));
});

test('open shifts look open and say so; "Open shifts only" keeps just them, in the link too', async ({ page }) => {
  const open = await create('MULTI_ASSIGNEE_SHIFT', unique('Unstaffed close'), bst(13, 16), bst(13, 22));
  const staffed = await create('MULTI_ASSIGNEE_SHIFT', unique('Staffed close'), bst(14, 16), bst(14, 22), person(2).id);
  await openSchedule(page, place.organizationId, { date: '2027-04-14' });

  await expect(eventOf(page, open.id)).toHaveAttribute('data-open', '');
  await expect(eventOf(page, open.id)).toContainText('Open');
  await expect(eventOf(page, staffed.id)).not.toHaveAttribute('data-open');
  const look = (id: string) => eventOf(page, id).evaluate((el) => getComputedStyle(el).borderTopStyle);
  expect([await look(open.id), await look(staffed.id)]).toEqual(['dashed', 'solid']);

  await page.getByLabel('Open shifts only').check();
  await expect(eventOf(page, staffed.id)).toHaveCount(0);
  await expect(eventOf(page, open.id)).toBeVisible();
  await expect(page).toHaveURL(/[?&]open=1/);
  await page.reload();
  await expect(page.getByLabel('Open shifts only')).toBeChecked();
  await expect(eventOf(page, open.id)).toBeVisible();
  await expect(eventOf(page, staffed.id)).toHaveCount(0);
});

test('every event shows its full name, day, time and people on hover and on keyboard focus', async ({ page }) => {
  const name = unique('Inventory count and shelf reset for the spring menu');
  const shift = await create('MULTI_ASSIGNEE_SHIFT', name, bst(20, 9), bst(20, 9, 45), person(3).id);
  await openSchedule(page, place.organizationId, { date: '2027-04-21' });
  const event = eventOf(page, shift.id);
  // Announced with its day and time, whatever fits on the event.
  await expect(event).toHaveAccessibleName(new RegExp(`^${name}\\. Shift, Tue, 20 Apr 2027, 09:00 – 09:45\\. .*${person(3).fullName}`));

  const peek = page.getByTestId('event-peek');
  await event.hover();
  await expect(peek).toContainText(name);
  await expect(peek).toContainText('Tue, 20 Apr 2027, 09:00 – 09:45');
  await expect(peek).toContainText(person(3).fullName);
  await page.mouse.move(5, 5);
  await expect(peek).toBeHidden();

  await event.focus();
  await expect(peek).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(peek).toBeHidden();
});

test('the hour grid opens at the first item of the week, not at a fixed morning hour', async ({ page }) => {
  const early = await create('MULTI_ASSIGNEE_SHIFT', unique('Bakery delivery'), bst(27, 4, 30), bst(27, 8));
  await openSchedule(page, place.organizationId, { date: '2027-04-28' });
  await expect(eventOf(page, early.id)).toBeInViewport();
  await expect(eventOf(page, early.id).locator('[aria-hidden]').getByText(/Bakery delivery/)).toBeInViewport();
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the week fits without sideways scrolling and a busy day keeps its shift names readable: nothing cut short', async ({ page }) => {
    const names = ['Opening shift', 'Lunch rush shift', 'Closing shift'].map(unique);
    const items = [
      await create('MULTI_ASSIGNEE_SHIFT', names[0]!, bst(5, 6, 30), bst(5, 14, 30), person(0).id),
      await create('MULTI_ASSIGNEE_SHIFT', names[1]!, bst(5, 11), bst(5, 15), person(1).id),
      await create('MULTI_ASSIGNEE_SHIFT', names[2]!, bst(5, 14), bst(5, 22), person(2).id),
    ];
    await openSchedule(page, place.organizationId, { date: '2027-04-05' });
    // The whole week fits: no sideways scrolling inside the frame, nor of the page.
    const frame = page.getByTestId('schedule-calendar');
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // What overlaps more than fits side by side is behind "+N" (components/schedule/event-width.ts), listed there.
    const behindMore: string[] = [];
    for (const [i, item] of items.entries()) {
      if ((await eventOf(page, item.id).count()) === 0) {
        behindMore.push(names[i]!);
        continue;
      }
      const title = eventOf(page, item.id).locator('[aria-hidden]').getByText(names[i]!, { exact: true });
      await title.scrollIntoViewIfNeeded();
      const clipped = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      expect(clipped, `${names[i]} is shown whole`).toBe(false);
    }
    expect(behindMore.length).toBeLessThan(items.length);
    if (behindMore.length > 0) {
      await page.locator('[data-more-link]').first().click();
      for (const name of behindMore) await expect(page.getByRole('dialog')).toContainText(name);
    }
  });
});
