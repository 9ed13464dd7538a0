import type { BrowserContext } from '@playwright/test';
import { loadavg } from 'node:os';
import { openBusiestWeek } from './busiest-week';
import { measurePaint } from './measure-paint';
import { runScript } from './run-script';

// `npx tsx scripts/bench/trace-schedule.ts` (after `npm run build`): where a warm load of the
// benchmark's schedule page spends its time. Each of BENCH_RUNS (3) loads is traced by Chromium
// and printed as the page's main-thread tasks of 15 ms or more (when, how long, what they did) and
// when each request to our own server was sent and when its answer reached the main thread (later
// than its last byte while the thread is busy): whether the calendar's read or the
// main thread (scripts, hydration, the calendar's passes) was what the paint waited for.

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIN_TASK_MS = 15;
const CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'];
const KINDS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC', 'EventDispatch']);

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: Record<string, unknown> } };

function summarise(events: TraceEvent[], pageUrl: string): string[] {
  const { pathname } = new URL(pageUrl);
  const start = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes(pathname)).at(-1);
  if (!start) return ['(no navigation in the trace)'];
  const ms = (ts: number) => Math.round((ts - start.ts) / 1000);
  const onMain = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts);
  const lines: string[] = [];
  for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= MIN_TASK_MS * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of onMain) if (KINDS.has(e.name) && e.ts >= task.ts && e.ts < end) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${Math.round(v)}`);
    lines.push(`  task ${String(ms(task.ts)).padStart(5)} ms  +${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms  ${top.join(', ')}`);
  }
  const sent = new Map<unknown, { url: string; at: number }>();
  for (const e of events) if (e.name === 'ResourceSendRequest' && e.ts >= start.ts) sent.set(e.args?.data?.requestId, { url: String(e.args?.data?.url), at: ms(e.ts) });
  for (const e of events) {
    const request = e.name === 'ResourceReceiveResponse' ? sent.get(e.args?.data?.requestId) : undefined;
    if (!request || !(request.url.includes(pathname) || request.url.includes('/api/'))) continue;
    lines.push(`  request ${new URL(request.url).pathname.slice(0, 60)}: sent ${request.at} ms, its answer reached the main thread ${ms(e.ts)} ms`);
  }
  return lines;
}

async function tracedLoad(context: BrowserContext, url: string): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(undefined, { categories: CATEGORIES });
  const { sample } = await measurePaint(context, url);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`painted ${Math.round(sample.paintedMs)} ms, the read's last byte ${Math.round(sample.readEndMs)} ms, load average ${loadavg()[0]?.toFixed(2)}`);
  for (const line of summarise(trace.traceEvents, url)) console.log(line);
}

async function main(): Promise<void> {
  const { context, url } = await openBusiestWeek();
  // Two untraced loads first: the traced ones are warm, as the benchmark's warm runs are.
  for (let i = 0; i < 2; i += 1) await measurePaint(context, url);
  for (let i = 0; i < RUNS; i += 1) await tracedLoad(context, url);
}

runScript(main, 'trace');
