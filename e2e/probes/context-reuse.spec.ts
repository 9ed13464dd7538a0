import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { openSchedule } from '../support/calendar';
import { emulator } from '../support/emulator';
import { expectHydrated } from '../support/hydrated';
import { storageStateOf } from '../support/roles';
import { cpuSecondsBelow } from '@/test/support/process-cpu';

// Probe (issue 23): what a page load costs the browser in a fresh context against one reused the way
// Playwright's `reuseContext` does (same renderer, reset between tests), as a ratio measured in one
// run on a shared, noisy machine: the variants take turns, and the browser's CPU time is read from
// /proc (the whole process tree under this worker). Run: `npm run e2e:probe` (playwright.config.ts).

const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 4);
/** CPU seconds of every process below this worker (the browser and its renderers, ended ones included through their parents). */
const browserCpuSeconds = () => cpuSecondsBelow([process.pid], { withoutRoots: true });

type Variant = { name: string; open: (browser: Browser, options: BrowserContextOptions) => Promise<{ page: Page; done: () => Promise<void> }> };

const fresh: Variant = {
  name: 'fresh context',
  open: async (browser, options) => {
    const context = await browser.newContext(options);
    return { page: await context.newPage(), done: () => context.close() };
  },
};

// What the `context` fixture does with `reuseContext: true` (playwright/lib/index.js).
type ReusingBrowser = Browser & { _newContextForReuse(o: BrowserContextOptions): Promise<BrowserContext>; _disconnectFromReusedContext(reason: string): Promise<void> };
const reused: Variant = {
  name: 'reused context',
  open: async (browser, options) => {
    const b = browser as ReusingBrowser;
    const context = await b._newContextForReuse(options);
    const page = context.pages()[0] ?? (await context.newPage());
    return { page, done: () => b._disconnectFromReusedContext('probe: test ended') };
  },
};

// The upper bound: one context and page kept, with no reset at all but a blank page in between
// (not safe for tests; shows what the reset's cleared HTTP cache and storage cost).
let kept: { context: BrowserContext; page: Page } | undefined;
const keptAsIs: Variant = {
  name: 'kept, no reset',
  open: async (browser, options) => {
    if (!kept) {
      const context = await browser.newContext(options);
      kept = { context, page: await context.newPage() };
    }
    const { page } = kept;
    return { page, done: () => page.goto('about:blank').then(() => undefined) };
  },
};
const variants = [fresh, reused, keptAsIs];

test('a page load in a fresh context against a reused one: browser CPU and wall time', async ({ browser, baseURL }) => {
  test.setTimeout(0);
  const organizationId = (await emulator.seed()).organizations[0]!.id;
  const options: BrowserContextOptions = { baseURL, storageState: storageStateOf('scheduler'), viewport: { width: 1440, height: 900 } };
  const totals = new Map<string, { cpu: number; wall: number; loads: number }>();
  const loads = async (page: Page) => {
    await page.goto('/');
    await expectHydrated(page);
    await openSchedule(page, organizationId, { view: 'week' });
    await expectHydrated(page);
  };
  // The browser's start-up and the reused context's first creation are counted nowhere.
  await (await fresh.open(browser, options)).done();
  await (await reused.open(browser, options)).done();
  await (await keptAsIs.open(browser, options)).done();
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of round % 2 ? [...variants].reverse() : variants) {
      const cpu = browserCpuSeconds();
      const wall = Date.now();
      const { page, done } = await variant.open(browser, options);
      await loads(page);
      await done();
      const total = totals.get(variant.name) ?? { cpu: 0, wall: 0, loads: 0 };
      totals.set(variant.name, { cpu: total.cpu + browserCpuSeconds() - cpu, wall: total.wall + (Date.now() - wall) / 1000, loads: total.loads + 2 });
    }
  }
  for (const [name, t] of totals) console.log(`${name}: ${(t.cpu / t.loads).toFixed(2)} s browser CPU and ${(t.wall / t.loads).toFixed(2)} s wall per page load (${t.loads} loads)`);
  const f = totals.get(fresh.name)!;
  for (const variant of variants.slice(1)) {
    const t = totals.get(variant.name)!;
    console.log(`${variant.name} / fresh: CPU ${(t.cpu / f.cpu).toFixed(2)}, wall ${(t.wall / f.wall).toFixed(2)}`);
    expect(t.loads).toBe(f.loads);
  }
});
