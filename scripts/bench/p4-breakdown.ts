import type { BrowserContext } from '@playwright/test';
import { busiestSchedule } from '../load/load-scenario';
import { signedInBrowser } from './bench-browser';
import { memberCount } from './emulator-control';
import { membersOnScreen } from './p4-members';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from './ports';
import { runScript } from './run-script';
import { startBenchServers } from './servers';
import { median } from '@/test/support/stats';

// Where a warm load of P4's members page goes (`npx tsx scripts/bench/p4-breakdown.ts`, after
// `npm run build`; scripts/bench/README.md, "P4 breakdown"): when the HTML's bytes arrived, when
// the loading skeleton and the table entered the document and when the table was shown, the
// avatars (from the browser's cache: no bytes moved), hydration, long tasks and P4's "done" (the
// same condition as p4-members.ts): medians of BENCH_RUNS (7) warm loads; then the HTML as Node
// receives it, chunk by chunk. P4_TRACE=<file>: a Chrome trace of the last load. Asserts nothing.

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

type Marks = Record<string, number | null>;

declare global {
  interface Window {
    __p4?: { marks: Marks; longTasks: number };
  }
}

/** Runs before the page's own scripts: notes when each part of the page first appears (plain JS: tsx would wrap named functions). */
const PROBE = `(() => {
  const marks = { skeletonInDom: null, tableInDom: null, tableShown: null, firstRowPainted: null, hydrated: null };
  const state = { marks, longTasks: 0 };
  window.__p4 = state;
  function note(name) { if (marks[name] === null) marks[name] = performance.now(); }
  function check() {
    if (document.querySelector('[aria-busy="true"]')) note('skeletonInDom');
    const count = document.querySelector('[data-testid="member-count"]');
    if (count) {
      note('tableInDom');
      if (!count.closest('[hidden]') && marks.tableShown === null) {
        note('tableShown');
        requestAnimationFrame(() => requestAnimationFrame(() => note('firstRowPainted')));
      }
    }
    const search = document.querySelector('input[type="search"]');
    if (search && Object.keys(search).some((k) => k.startsWith('__reactProps'))) note('hydrated');
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  function poll() { check(); if (marks.hydrated === null) requestAnimationFrame(poll); }
  requestAnimationFrame(poll);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) state.longTasks += e.duration; }).observe({ type: 'longtask', buffered: true });
})();`;

type Sample = Record<string, number>;

async function oneLoad(context: BrowserContext, url: string, members: number): Promise<Sample> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const done = await page.waitForFunction(membersOnScreen, members, { polling: 'raf', timeout: 60_000 });
    const doneAt = ((await done.jsonValue()) as { at: number }).at;
    await page.waitForTimeout(800);
    const sample = await page.evaluate((doneAt) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const assets = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.includes('/api/assets/'));
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const m = window.__p4!.marks;
      const avatarEnds = assets.map((a) => a.responseEnd);
      return {
        firstByte: nav.responseStart,
        htmlEnd: nav.responseEnd,
        htmlKB: nav.encodedBodySize / 1024,
        htmlRawKB: nav.decodedBodySize / 1024,
        domContentLoaded: nav.domContentLoadedEventEnd,
        skeletonInDom: m.skeletonInDom ?? NaN,
        tableInDom: m.tableInDom ?? NaN,
        tableShown: m.tableShown ?? NaN,
        firstRowPainted: m.firstRowPainted ?? NaN,
        avatarsRequested: assets.length,
        avatarsFromCache: assets.filter((a) => a.transferSize === 0).length,
        avatarFirstStart: Math.min(...assets.map((a) => a.startTime)),
        avatarLastEnd: avatarEnds.length ? Math.max(...avatarEnds) : NaN,
        scriptsLastEnd: Math.max(...scripts.map((s) => s.responseEnd)),
        hydrated: m.hydrated ?? NaN,
        longTasks: window.__p4!.longTasks,
        done: doneAt,
      };
    }, doneAt);
    return sample;
  } finally {
    await page.close();
  }
}

/** The page's HTML over HTTP from Node, signed in as the browser is: when each chunk came and what it held. */
async function htmlChunks(context: BrowserContext, url: string): Promise<string> {
  const cookie = (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const parts: string[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    const marks = [text.includes('aria-busy') && 'skeleton', text.includes('data-member-row') && 'rows', text.includes('__next_f') && 'flight'].filter(Boolean).join('+');
    parts.push(`${Math.round(performance.now() - started)} ms ${(value.byteLength / 1024).toFixed(1)} KB ${marks}`);
    seen += text;
  }
  return `${parts.join(' | ')} (total ${(seen.length / 1024).toFixed(0)} KB)`;
}

async function main(): Promise<void> {
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: '.data/bench' });
  const { organizationId } = await busiestSchedule(servers.emulatorUrl, servers.appUrl);
  const url = `${servers.appUrl}/organizations/${organizationId}/members`;
  const members = await memberCount(servers.emulatorUrl, organizationId);
  const context = await signedInBrowser(servers.appUrl);
  await context.addInitScript({ content: PROBE });
  console.log('first load (profiles read):', JSON.stringify(await oneLoad(context, url, members)));
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A Chrome trace of the last load: open it in Perfetto or DevTools' Performance panel.
    const trace = process.env.P4_TRACE && i === RUNS - 1 ? process.env.P4_TRACE : undefined;
    if (trace) await context.browser()!.startTracing(undefined, { path: trace, categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    const sample = await oneLoad(context, url, members);
    if (trace) await context.browser()!.stopTracing();
    samples.push(sample);
    console.log(`warm ${i + 1}: done ${sample.done!.toFixed(0)} ms, ${sample.avatarsFromCache}/${sample.avatarsRequested} avatars from the browser's cache`);
  }
  for (let i = 0; i < 3; i += 1) console.log(`HTML chunks from Node: ${await htmlChunks(context, url)}`);
  console.log(`\nwarm loads, medians of ${RUNS} (ms since navigation start unless named):`);
  for (const key of Object.keys(samples[0]!)) console.log(`  ${key.padEnd(18)} ${median(samples.map((s) => s[key]!)).toFixed(1)}`);
}

runScript(main, 'P4 breakdown');
