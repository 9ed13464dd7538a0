import type { Page } from '@playwright/test';

// "Drag -> server-confirmed": an event dragged by one 30-minute slot, timed from mouse-up to the
// response of the move server action (the POST carrying a `next-action` header). Drags alternate
// +1 / -1 slot so the items stay in the week shown. The same event is dragged again while it is on
// screen; FullCalendar often tucks a moved event under "+N more" (eventMaxStack 4), and then the
// next drag takes another visible event.

export type DragSample = {
  itemId: string;
  slots: 1 | -1;
  /** The item's start in the service just before the drag (epoch ms). */
  startBefore: number;
  /** mouse-up -> action response (headers), ms. */
  confirmedMs: number;
  /** mouse-up -> the action's request leaving the browser, ms. */
  requestSentMs: number;
  /** The service has the item one slot later / earlier after the response. */
  saved: boolean;
};

const SETTLE_MS = 300;
const SLOT_MS = 30 * 60_000;
const ACTION_TIMEOUT_MS = 10_000;
const MAX_ABORTED = 5;

type Grab = { itemId: string; x: number; y: number };

/** Pixel height of one 30-minute slot, from the hour labels of the time grid. */
export async function slotPx(page: Page): Promise<number> {
  const frame = page.getByTestId('schedule-calendar');
  const nine = await frame.getByText('09:00', { exact: true }).first().boundingBox();
  const ten = await frame.getByText('10:00', { exact: true }).first().boundingBox();
  if (!nine || !ten) throw new Error('time grid labels not found');
  return (ten.y - nine.y) / 2;
}

/**
 * A point to grab an event by, near its top edge, which must be inside the time grid's scrolled
 * area (scrolled there if need be) and clear of the toasts at the bottom of the window.
 */
export async function grabPoint(page: Page, itemId: string | null, slotHeight: number): Promise<Grab | null> {
  // No helper functions inside: the callback is serialised, and tsx would wrap named ones in __name.
  return page.evaluate(
    ({ wanted, slot }) => {
      const frame = document.querySelector('[data-testid="schedule-calendar"]');
      if (!frame) return null;
      frame.scrollIntoView({ block: 'start' });
      const candidates = wanted ? [...frame.querySelectorAll(`[data-item-id="${wanted}"]`)] : [...frame.querySelectorAll('[data-item-id]')];
      for (const el of candidates) {
        // The grid's scroller: the nearest ancestor that scrolls vertically.
        let scroller: Element | null = el.parentElement;
        while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) scroller = scroller.parentElement;
        // Not in the time grid: the all-day row above it (time off of whole days) moves by days, so
        // a drag by one slot down leaves the event on its day and FullCalendar reports no drop.
        if (!scroller || !frame.contains(scroller)) continue;
        const box = scroller.getBoundingClientRect();
        const top = Math.max(box.top, 0) + slot;
        const bottom = Math.min(box.bottom, window.innerHeight - 120) - 2 * slot;
        let r = el.getBoundingClientRect();
        if (r.width > 20 && (r.top < top || r.top + 14 > bottom)) {
          scroller.scrollTop += r.top - top - slot;
          r = el.getBoundingClientRect();
        }
        const x = r.left + r.width / 2;
        const y = r.top + 8;
        // The pointer must land on this event, not on one drawn over it (a stack or "+N more" is not dragged).
        const hit = document.elementFromPoint(x, y)?.closest('[data-item-id], [data-stack-key], a, button:not([data-item-id])');
        if (r.width > 20 && r.top >= top && r.top + 14 <= bottom && hit === el) return { itemId: el.getAttribute('data-item-id') as string, x, y };
      }
      return null;
    },
    { wanted: itemId, slot: slotHeight },
  );
}

/**
 * In a dense week every item may sit in a stack of identical ones (lib/schedule/item-stacks): a
 * manager clicks one open to move its items, and so does the benchmark. Untimed.
 */
async function expandAStack(page: Page): Promise<boolean> {
  const stack = page.getByTestId('schedule-calendar').locator('[data-stack-key]').first();
  if ((await stack.count()) === 0) return false;
  await stack.click();
  await page.getByTestId('schedule-calendar').locator('[data-item-id]').first().waitFor({ timeout: 10_000 });
  await settled(page);
  return true;
}

/** Resolves once no event has been (re)mounted for SETTLE_MS (the board re-rendered after the move). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction((quiet) => {
    const s = window.__benchPaint;
    return !s || s.lastMutationAt === null || performance.now() - s.lastMutationAt > quiet;
  }, SETTLE_MS, { polling: 50, timeout: 30_000 });
}

/** The event's description (its item's day and time, from the cache), null when it is not drawn. */
async function describedAs(page: Page, itemId: string): Promise<string | null> {
  return page.evaluate((id) => document.querySelector(`[data-item-id="${id}"] [data-description]`)?.textContent ?? null, itemId);
}

/**
 * Untimed: waits until the calendar holds the service's answer (the event's description names the
 * new time, or the event is no longer drawn). Dragged again before that, the event still carries
 * the version from before the save, and the move is refused as a conflict.
 */
async function savedItemShown(page: Page, itemId: string, before: string | null): Promise<void> {
  await page.waitForFunction(
    ({ id, old }) => {
      const text = document.querySelector(`[data-item-id="${id}"] [data-description]`)?.textContent ?? null;
      return text === null || text !== old;
    },
    { id: itemId, old: before },
    { polling: 20, timeout: ACTION_TIMEOUT_MS },
  );
}

export type DragRun = { samples: DragSample[]; /** Drags that sent no move action (dropped nowhere or interrupted); retried. */ aborted: number };

/** `startOf` reads an item's start from the service (untimed, before each drag and after its response). */
export async function measureDrags(page: Page, count: number, startOf: (itemId: string) => Promise<number>): Promise<DragRun> {
  const samples: DragSample[] = [];
  let aborted = 0;
  const slot = await slotPx(page);
  let current: string | null = null;
  while (samples.length < count) {
    const slots: 1 | -1 = samples.length % 2 === 0 ? 1 : -1;
    await settled(page);
    let grab: Grab | null = (current && (await grabPoint(page, current, slot))) || (await grabPoint(page, null, slot));
    if (!grab && (await expandAStack(page))) grab = await grabPoint(page, null, slot);
    if (!grab) throw new Error(`drag ${samples.length + 1}: no event to grab on screen`);
    const startBefore = await startOf(grab.itemId);
    const describedBefore = await describedAs(page, grab.itemId);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 4, grab.y + 4, { steps: 3 });
    await page.mouse.move(grab.x, grab.y + slots * slot, { steps: 12 });
    const responded = page
      .waitForResponse((r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined, { timeout: ACTION_TIMEOUT_MS })
      .catch(() => null);
    const upAt = Date.now();
    const t0 = performance.now();
    await page.mouse.up();
    const response = await responded;
    if (!response) {
      // No move was sent (e.g. a poll re-rendered the calendar mid-drag): try again, say so.
      aborted += 1;
      if (aborted > MAX_ABORTED) throw new Error(`${aborted} drags sent no move action`);
      await page.keyboard.press('Escape');
      current = null;
      continue;
    }
    const confirmedMs = performance.now() - t0;
    // Read back from the service (untimed): did this drag really write the one-slot move?
    const saved = response.ok() && (await startOf(grab.itemId)) === startBefore + slots * SLOT_MS;
    if (saved) await savedItemShown(page, grab.itemId, describedBefore);
    samples.push({
      itemId: grab.itemId,
      slots,
      startBefore,
      confirmedMs,
      requestSentMs: response.request().timing().startTime - upAt,
      saved,
    });
    current = grab.itemId;
  }
  await settled(page);
  return { samples, aborted };
}
