import { loadavg } from 'node:os';
import { rawItem } from './emulator-control';
import { grabPoint, measureDrags, slotPx } from './measure-drag';
import { openBusiestWeek } from './busiest-week';
import { measurePaint } from './measure-paint';
import { runScript } from './run-script';

// `npx tsx scripts/bench/trace-drag.ts` (after `npm run build`): where the browser's part of P3
// goes. BENCH_DRAGS (6) drags as P3 makes them, traced by Chromium and CPU-profiled: for each drag,
// from the mouse-up's dispatch until the move's request is sent, the main thread's events (the
// mouse-up, timers, style, layout, scripts), and over all drags the functions that took the most
// time (inclusive) in those windows. Asserts nothing.

const DRAGS = Number(process.env.BENCH_DRAGS ?? 6);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'blink.user_timing'];
const KINDS = new Set(['EventDispatch', 'TimerFire', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'MajorGC', 'FireAnimationFrame', 'RunMicrotasks']);

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> } };
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; parent?: number; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** The drop windows: each mouse-up's dispatch until the next POST request is sent (trace clock, µs). */
function dropWindows(events: TraceEvent[]): { start: number; end: number; pid: number; tid: number }[] {
  const ups = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'mouseup').sort((a, b) => a.ts - b.ts);
  const posts = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.requestMethod === 'POST').sort((a, b) => a.ts - b.ts);
  return ups.flatMap((up) => {
    const post = posts.find((p) => p.ts > up.ts);
    return post && post.ts - up.ts < 2_000_000 ? [{ start: up.ts, end: post.ts, pid: up.pid, tid: up.tid }] : [];
  });
}

function describeWindows(events: TraceEvent[], windows: ReturnType<typeof dropWindows>): void {
  for (const w of windows) {
    const inside = events.filter((e) => e.pid === w.pid && e.tid === w.tid && e.ph === 'X' && KINDS.has(e.name) && e.ts >= w.start && e.ts < w.end);
    // Top level only: events not nested in another listed one.
    const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0)));
    const parts = top.map((e) => `${Math.round((e.ts - w.start) / 1000)}:${e.name === 'EventDispatch' ? String(e.args?.data?.type) : e.name}+${((e.dur ?? 0) / 1000).toFixed(1)}`);
    const styled = inside.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout').reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
    console.log(`  drop: request sent ${((w.end - w.start) / 1000).toFixed(0)} ms after mouse-up; style+layout ${styled.toFixed(1)} ms; ${parts.join('  ')}`);
  }
}

/** Inclusive time per function (name file:line) over the samples inside the windows. */
function topFunctions(profile: Profile, windows: ReturnType<typeof dropWindows>, count: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!windows.some((w) => t >= w.start && t < w.end)) return;
    total += dt;
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = node.id === undefined ? undefined : byId.get(parent.get(node.id) ?? -1)) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').at(-1)}:${f.lineNumber + 1}`;
      if (node.id === id) self.set(key, (self.get(key) ?? 0) + dt);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  });
  const per = windows.length || 1;
  console.log(`  CPU profile, ${windows.length} drops, sampled ${(total / per).toFixed(1)} ms a drop; inclusive ms a drop:`);
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`    ${(v / per).toFixed(1).padStart(6)}  ${k}`);
  console.log('  self ms a drop:');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`    ${(v / per).toFixed(1).padStart(6)}  ${k}`);
}

async function main(): Promise<void> {
  const { servers, context, url } = await openBusiestWeek();
  const { page } = await measurePaint(context, url, true);
  // Two untraced drags first (code paths warm).
  await measureDrags(page, 2, async (id) => (await rawItem(servers.emulatorUrl, id)).start);
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await cdp.send('Profiler.start');
  const { samples } = await measureDrags(page, DRAGS, async (id) => (await rawItem(servers.emulatorUrl, id)).start);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`${samples.length} drags, confirmed ${samples.map((s) => Math.round(s.confirmedMs)).join(' ')} ms, sent ${samples.map((s) => Math.round(s.requestSentMs)).join(' ')} ms; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const windows = dropWindows(trace.traceEvents);
  describeWindows(trace.traceEvents, windows);
  topFunctions(profile, windows, Number(process.env.TRACE_TOP ?? 45));
  await countCalls(page, cdp);
}

type Coverage = { result: { url: string; functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[] }[] };

/**
 * One more drag, its drop only: how many times each function ran from the mouse-up until the
 * move's request left (V8's precise coverage), with the start of its source, to name what
 * FullCalendar redrew.
 */
async function countCalls(page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession): Promise<void> {
  const slot = await slotPx(page);
  const grab = await grabPoint(page, null, slot);
  if (!grab) throw new Error('no event to grab on screen');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const { x, y } = grab;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 4, y + 4, { steps: 3 });
  await page.mouse.move(x, y + slot, { steps: 12 });
  await cdp.send('Profiler.takePreciseCoverage');
  const sent = page.waitForRequest((r) => r.method() === 'POST', { timeout: 10_000 });
  await page.mouse.up();
  await sent;
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as Coverage;
  await cdp.send('Profiler.stopPreciseCoverage');
  const sources = new Map<string, string>();
  const rows: { count: number; name: string; url: string; offset: number }[] = [];
  for (const script of result) for (const f of script.functions) {
    const r = f.ranges[0];
    if (r && r.count >= Number(process.env.TRACE_MIN_CALLS ?? 150)) rows.push({ count: r.count, name: f.functionName, url: script.url, offset: r.startOffset });
  }
  rows.sort((a, b) => b.count - a.count);
  console.log('  calls from mouse-up to the request (one drop):');
  for (const row of rows.slice(0, Number(process.env.TRACE_TOP_CALLS ?? 60))) {
    if (!sources.has(row.url)) sources.set(row.url, await (await page.request.get(row.url)).text().catch(() => ''));
    const text = (sources.get(row.url) ?? '').slice(row.offset, row.offset + Number(process.env.TRACE_SNIPPET ?? 90)).replace(/\s+/g, ' ');
    console.log(`    ${String(row.count).padStart(6)}  ${row.name || '(anonymous)'} ${row.url.split('/').at(-1)}@${row.offset}  ${text}`);
  }
}

runScript(main, 'trace');
