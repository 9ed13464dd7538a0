import { expect, type Locator, type Page } from '@playwright/test';

// Driving the schedule like a manager: FullCalendar v7 hashes its class names, so events are found
// by the data attributes Shiftdesk sets, and moved with the mouse, by whole slots and days.

export const eventOf = (page: Page, itemId: string): Locator => page.locator(`[data-item-id="${itemId}"]`).first();

/** The schedule page of an organization at a view, date and zone, once its events are painted. */
export async function openSchedule(page: Page, organizationId: string, query: { view?: string; date?: string; tz?: string } = {}) {
  const params = new URLSearchParams({ view: query.view ?? 'week', ...(query.date ? { date: query.date } : {}), ...(query.tz ? { tz: query.tz } : {}) });
  await page.goto(`/organizations/${organizationId}/schedule?${params}`);
  await scheduleReady(page, query.view ?? 'week');
}

/** Waits until the schedule shown at a view is wired up and, in the time grid, scrolled to its first item. */
export async function scheduleReady(page: Page, view: string) {
  // data-ready: hydrated, so the toolbar, drags and clicks are wired up. A wait, not a speed check:
  // on a loaded machine (load 15 on 2 cores) hydrating took longer than the default 10 s.
  await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // The grid scrolls to the week's first item once it is read: aim at events only after that.
  if (['week', 'day'].includes(view)) await expect(page.locator('[data-first-scroll]')).toHaveCount(1, { timeout: 30_000 });
}

/** Pixel size of one day column and one 30-minute slot in the time grid. */
async function gridSteps(page: Page): Promise<{ dayPx: number; slotPx: number }> {
  const frame = page.getByTestId('schedule-calendar');
  const headers = frame.getByRole('columnheader');
  const first = await headers.nth(1).boundingBox();
  const second = await headers.nth(2).boundingBox();
  const nine = await frame.getByText('09:00', { exact: true }).first().boundingBox();
  const ten = await frame.getByText('10:00', { exact: true }).first().boundingBox();
  if (!first || !second || !nine || !ten) throw new Error('time grid not found');
  return { dayPx: second.x - first.x, slotPx: (ten.y - nine.y) / 2 };
}

/** Drags an event by whole days and 30-minute slots (or resizes its end by slots). */
export async function dragEvent(page: Page, itemId: string, move: { days?: number; slots?: number; resizeSlots?: number }) {
  const event = eventOf(page, itemId);
  const { dayPx, slotPx } = await gridSteps(page);
  const resizing = move.resizeSlots !== undefined;
  // Centred, not just in view: a toast in the bottom corner would catch a drop near the edge. A
  // resize centres the stretch from the event's bottom edge to where it is let go, so a long event
  // stretched far is not let go below the grid (where the calendar cancels it).
  const stretch = resizing ? (move.resizeSlots ?? 0) * slotPx : 0;
  await event.evaluate((el, stretch) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    if (stretch <= 0) return;
    let scroller = el.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
    scroller?.scrollBy({ top: el.getBoundingClientRect().height / 2 + stretch / 2, behavior: 'instant' });
  }, stretch);
  // Hovering shows the resize handle, and may scroll the event back into full view: measure after it.
  if (resizing) await event.hover();
  const box = await event.boundingBox();
  if (!box) throw new Error(`event ${itemId} is not on screen`);
  const from = resizing ? { x: box.x + box.width / 2, y: box.y + box.height - 3 } : { x: box.x + box.width / 2, y: box.y + Math.min(12, box.height / 2) };
  const to = resizing
    ? { x: from.x, y: from.y + (move.resizeSlots ?? 0) * slotPx }
    : { x: from.x + (move.days ?? 0) * dayPx, y: from.y + (move.slots ?? 0) * slotPx };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
