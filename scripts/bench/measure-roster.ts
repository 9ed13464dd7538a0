import type { BrowserContext, Page } from '@playwright/test';

// The roster page's two measures, taken in the page itself.
//
// "Rows painted": from the start of the navigation (the document's time origin) until the roster
// grid (`[data-testid="roster"]`) lists every person (`aria-rowcount` = people + 2) and the rows in
// its view show their items, and stays put. A MutationObserver sees every change inside the grid
// (rows mounted, items drawn, the virtualizer moving rows once it has measured them); two animation
// frames after a change, that frame has been painted. The page counts as settled once the grid has
// not changed for QUIET_MS; the number is the paint of its last change.
//
// "Scroll": from the top, the grid's scrollTop is moved SCROLL_PX further in each animation frame
// until the last person's row is drawn at the bottom, as a fast, steady fling. Each frame's time is
// the delta between consecutive requestAnimationFrame timestamps (the frame's script, virtualizer
// re-render, style, layout and paint); long animation frames (> 50 ms, PerformanceObserver) say
// where a slow frame went.

const QUIET_MS = 1_500;
const TIMEOUT_MS = 60_000;
const SCROLL_PX = Number(process.env.BENCH_ROSTER_SCROLL_PX ?? 120);

type GridPaint = { at: number; rowCount: number; rowsInView: number; itemsInView: number };
type LongFrame = { start: number; duration: number; scriptMs: number; styleLayoutMs: number };

/** `observer` is disconnected before the scroll, so its snapshots (which read layout) do not weigh on the frames. */
type RosterProbe = { paints: GridPaint[]; lastChangeAt: number | null; longFrames: LongFrame[]; observer: MutationObserver | null };

declare global {
  interface Window {
    __benchRoster?: RosterProbe;
  }
}

export type RosterPaintSample = {
  paintedMs: number;
  /** The first painted frame that already listed everyone with items in view. */
  firstCompleteMs: number;
  rowsInView: number;
  itemsInView: number;
  /** DOMContentLoaded, and the last byte of the week's read (the page's preload of the GET route). */
  domContentLoadedMs: number;
  readEndMs: number;
  /** Painted changes of the grid (mounts, measured rows moved) up to settling. */
  gridPaints: number;
  /** Main-thread frames over 50 ms before the paint: their summed script and style+layout time. */
  longFrameMs: number;
  longFrameScriptMs: number;
  longFrameStyleLayoutMs: number;
};

export type RosterScrollSample = { frameMs: number[]; pixels: number; longFrames: LongFrame[]; lastRowDrawn: boolean };

/**
 * Runs in every document of the context before its own scripts. Self-contained (it is serialised)
 * and without named inner functions (the build's name helper is not in the page).
 */
function rosterProbe(): void {
  // Only roster pages: the other benchmarks' pages share the browser context.
  if (!location.pathname.endsWith('/roster')) return;
  const state: RosterProbe = { paints: [], lastChangeAt: null, longFrames: [], observer: null };
  window.__benchRoster = state;
  const observer = new MutationObserver((records) => {
    const grid = document.querySelector('[data-testid="roster"]');
    if (!grid) return;
    const touchesGrid = records.some((r) => grid.contains(r.target) || [...r.addedNodes].some((n) => n.contains(grid)));
    if (!touchesGrid) return;
    const at = performance.now();
    state.lastChangeAt = at;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (state.lastChangeAt !== at || !grid.isConnected) return;
        const view = grid.getBoundingClientRect();
        const rows = [...grid.querySelectorAll('[data-roster-row]')].filter((row) => row.getBoundingClientRect().bottom > view.top && row.getBoundingClientRect().top < view.bottom);
        state.paints.push({
          at: performance.now(),
          rowCount: Number(grid.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0),
          rowsInView: rows.length,
          itemsInView: rows.reduce((n, row) => n + row.querySelectorAll('[data-roster-item]').length, 0),
        });
      }),
    );
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  state.observer = observer;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { styleAndLayoutStart: number; scripts: { duration: number }[] })[]) {
        state.longFrames.push({
          start: entry.startTime,
          duration: entry.duration,
          scriptMs: entry.scripts.reduce((sum, s) => sum + s.duration, 0),
          styleLayoutMs: entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // long animation frames are not observable here; the breakdown shows none
  }
}

export async function installRosterProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(rosterProbe);
}

/** Opens the roster in a fresh page, waits until its rows are painted and settled; the page stays open. */
export async function measureRosterPaint(context: BrowserContext, url: string, people: number): Promise<{ sample: RosterPaintSample; page: Page }> {
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!response?.ok()) throw new Error(`${url} -> ${response?.status()}`);
    await page.waitForFunction(
      ({ rows, quiet }) => {
        const s = window.__benchRoster;
        const last = s?.paints.at(-1);
        return !!s && !!last && s.lastChangeAt !== null && last.at > s.lastChangeAt && last.rowCount >= rows && last.itemsInView > 0 && performance.now() - s.lastChangeAt > quiet;
      },
      { rows: people + 2, quiet: QUIET_MS },
      { timeout: TIMEOUT_MS, polling: 100 },
    ).catch(async (error: Error) => {
      const seen = await page.evaluate(() => ({ now: performance.now(), lastChangeAt: window.__benchRoster?.lastChangeAt, paints: window.__benchRoster?.paints.slice(-3) }));
      throw new Error(`${error.message}: the roster did not settle with ${people + 2} rows and items in view; probe ${JSON.stringify(seen)}`);
    });
    const sample = await page.evaluate((rows): RosterPaintSample => {
      const s = window.__benchRoster as RosterProbe;
      const last = s.paints.at(-1) as GridPaint;
      const first = s.paints.find((p) => p.rowCount >= rows && p.itemsInView > 0) as GridPaint;
      const before = s.longFrames.filter((f) => f.start < last.at);
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const read = performance.getEntriesByType('resource').find((e) => e.name.includes('/calendar-items?')) as PerformanceResourceTiming | undefined;
      return {
        paintedMs: last.at,
        domContentLoadedMs: nav.domContentLoadedEventEnd,
        readEndMs: read?.responseEnd ?? Number.NaN,
        firstCompleteMs: first.at,
        rowsInView: last.rowsInView,
        itemsInView: last.itemsInView,
        gridPaints: s.paints.length,
        longFrameMs: before.reduce((n, f) => n + f.duration, 0),
        longFrameScriptMs: before.reduce((n, f) => n + f.scriptMs, 0),
        longFrameStyleLayoutMs: before.reduce((n, f) => n + f.styleLayoutMs, 0),
      };
    }, people + 2);
    return { sample, page };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Scrolls the painted roster from the top to its last person, SCROLL_PX per frame, timing every frame. */
export async function measureRosterScroll(page: Page): Promise<RosterScrollSample> {
  // No named functions inside: the page gets this serialised, without the build's name helpers.
  return page.evaluate(async (step): Promise<RosterScrollSample> => {
    const grid = document.querySelector('[data-testid="roster"]') as HTMLElement;
    const probe = window.__benchRoster as RosterProbe;
    probe.observer?.disconnect();
    // The last person's row: aria-rowindex counts the header and the open shifts row.
    const lastRow = `[data-roster-row][aria-rowindex="${grid.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')}"]`;
    grid.scrollTop = 0;
    // Start from two settled frames at the top.
    await new Promise((r) => requestAnimationFrame(r));
    let previous = await new Promise<number>((r) => requestAnimationFrame(r));
    const started = previous;
    const frameMs: number[] = [];
    let lastRowDrawn = false;
    // One more frame after the last row is first drawn, so its own paint is timed too.
    for (let drawnFrames = 0; drawnFrames < 2; ) {
      grid.scrollTop += step;
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frameMs.push(now - previous);
      previous = now;
      // Geometry only once the last row is in the page (the overscan's last screenful): reading it
      // forces a layout the frame would not otherwise do at that point.
      const row = grid.querySelector(lastRow);
      lastRowDrawn = !!row && row.getBoundingClientRect().top < grid.getBoundingClientRect().bottom && grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1;
      if (lastRowDrawn) drawnFrames += 1;
    }
    return { frameMs, pixels: grid.scrollTop, longFrames: probe.longFrames.filter((f) => f.start >= started), lastRowDrawn };
  }, SCROLL_PX);
}

export const ROSTER_SCROLL_PX = SCROLL_PX;
