import type { BrowserContext, Page } from '@playwright/test';

// "Painted": from the start of the navigation (the document's time origin) until the calendar's
// events are on screen and stay put. Every event gets `data-item-id` (a stack `data-stack-key`) when FullCalendar mounts it
// (eventDidMount), in the dashboard and in the baseline alike, so a MutationObserver on that
// attribute sees every (re)mount; two animation frames after the last one, that frame is painted.
// The page counts as settled once nothing has been (re)mounted for QUIET_MS.

const QUIET_MS = 1_500;
const TIMEOUT_MS = 60_000;

export type PaintProbe = {
  /** Events in the DOM at the last painted change. */
  count: number;
  /** Double-rAF after the first and the last event (re)mount, ms since navigation start. */
  firstPaintedAt: number | null;
  paintedAt: number | null;
  lastMutationAt: number | null;
  /** Event mounts seen (more than count when events were rendered more than once). */
  mounts: number;
  /** Main-thread tasks over 50 ms before paintedAt: their count and total duration. */
  longTasks: { start: number; duration: number }[];
};

export type PaintSample = {
  paintedMs: number;
  firstPaintedMs: number;
  count: number;
  mounts: number;
  longTaskMs: number;
  responseStartMs: number;
  responseEndMs: number;
  domContentLoadedMs: number;
  htmlBytes: number;
  /** The first range read (the preload), sent and answered; NaN on a page without one. */
  readSentMs: number;
  readEndMs: number;
  /** Requests for it (1 when the page's fetch took the preload over). */
  readRequests: number;
};

declare global {
  interface Window {
    __benchPaint?: PaintProbe;
  }
}

/** Runs in every document of the context before its own scripts. Self-contained (it is serialised). */
function paintProbe(): void {
  const state: PaintProbe = { count: 0, firstPaintedAt: null, paintedAt: null, lastMutationAt: null, mounts: 0, longTasks: [] };
  window.__benchPaint = state;
  new MutationObserver((records) => {
    const at = performance.now();
    state.lastMutationAt = at;
    state.mounts += records.length;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (state.firstPaintedAt === null) state.firstPaintedAt = performance.now();
        if (state.lastMutationAt !== at) return;
        state.count = document.querySelectorAll('[data-item-id], [data-stack-key]').length;
        state.paintedAt = performance.now();
      }),
    );
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-item-id', 'data-stack-key'] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // long tasks are not observable here; the breakdown shows none
  }
}

export async function installPaintProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(paintProbe);
}

/** Opens `url` in a fresh page of the context, waits until its events are painted and settled. */
export async function measurePaint(context: BrowserContext, url: string, keepPage = false): Promise<{ sample: PaintSample; page: Page }> {
  const page = await context.newPage();
  // A page that throws while drawing never settles: its errors go with the timeout's message.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!response?.ok()) throw new Error(`${url} -> ${response?.status()}`);
    await page.waitForFunction(
      (quiet) => {
        const s = window.__benchPaint;
        return !!s && s.paintedAt !== null && s.count > 0 && s.lastMutationAt !== null && s.paintedAt > s.lastMutationAt && performance.now() - s.lastMutationAt > quiet;
      },
      QUIET_MS,
      { timeout: TIMEOUT_MS, polling: 100 },
    );
    const sample = await page.evaluate((): PaintSample => {
      const s = window.__benchPaint as PaintProbe;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paintedAt = s.paintedAt as number;
      // The dashboard's route, or the baseline's static copy of its answer.
      const reads = performance.getEntriesByType('resource').filter((e) => e.name.includes('/calendar-items?') || e.name.endsWith('/bench/read.json')) as PerformanceResourceTiming[];
      const read = reads[0];
      return {
        paintedMs: paintedAt,
        firstPaintedMs: s.firstPaintedAt ?? Number.NaN,
        count: s.count,
        mounts: s.mounts,
        longTaskMs: s.longTasks.filter((t) => t.start < paintedAt).reduce((sum, t) => sum + t.duration, 0),
        responseStartMs: nav.responseStart,
        responseEndMs: nav.responseEnd,
        domContentLoadedMs: nav.domContentLoadedEventEnd,
        htmlBytes: nav.decodedBodySize,
        readSentMs: read?.requestStart ?? Number.NaN,
        readEndMs: read?.responseEnd ?? Number.NaN,
        readRequests: reads.length,
      };
    });
    if (!keepPage) await page.close();
    return { sample, page };
  } catch (error) {
    const probe = await page.evaluate(() => ({ ...window.__benchPaint, longTasks: undefined })).catch(() => null);
    await page.close();
    if (error instanceof Error) error.message += `\n  ${url}: probe ${JSON.stringify(probe)}; page errors: ${JSON.stringify(pageErrors)}`;
    throw error;
  }
}
