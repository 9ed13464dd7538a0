import autocannon from 'autocannon';
import { request } from '@playwright/test';
import { LOOKBACK_DAYS } from '@/lib/schedule/calendar-view';
import { DAY_MS } from '@/lib/time/units';
import { calendarItemsUrl } from '@/lib/schedule/schedule-read';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { signInOverHttp } from '@/test/support/sign-in-over-http';
import type { BenchRow } from './bench-row';
import { issueToken, setBehaviour } from './emulator-control';
import { median, ms, percentile } from '@/test/support/stats';

// P1, the proxy's cost: the schedule's calendar read through the dashboard (GET route, signed in)
// against the same read straight from the emulator (its list endpoint, bearer token), under the
// same concurrency. Rounds alternate emulator and dashboard, so the machine's noise hits both.

/** Each count measured: many managers at once, and one reader alone (the ratio without queueing). */
const CONNECTION_COUNTS = (process.env.BENCH_P1_CONNECTIONS ?? '10,1').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_P1_SECONDS ?? 10);
const ROUNDS = 2;
export const P1_TARGET = { p50Ratio: 1.1, throughputRatio: 0.8, p50RatioAlone: 1.25 };

export type Run = { times: number[]; ok: number; failed: number; seconds: number };

export function cannon(url: string, headers: Record<string, string>, connections: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, headers, connections, duration: SECONDS, timeout: 30 }, (error, result) => {
      if (error) reject(error);
      else resolve({ times, ok: result['2xx'], failed: result.non2xx + result.errors, seconds: result.duration });
    });
    instance.on('response', (_client, status, _bytes, time) => {
      if (status >= 200 && status < 300) times.push(time);
    });
  });
}

function merge(runs: Run[]): Run {
  return { times: runs.flatMap((r) => r.times), ok: runs.reduce((s, r) => s + r.ok, 0), failed: runs.reduce((s, r) => s + r.failed, 0), seconds: runs.reduce((s, r) => s + r.seconds, 0) };
}

export async function benchCalendarRead(servers: { appUrl: string; emulatorUrl: string }, organizationId: string, range: { from: number; to: number }): Promise<BenchRow[]> {
  const session = await request.newContext({ baseURL: servers.appUrl });
  const failure = await signInOverHttp(session, servers.appUrl, { email: demoUsers.scheduler.email, password: demoPassword });
  if (failure) throw new Error(`P1 sign-in: ${failure}`);
  const cookie = (await session.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await session.dispose();

  const dashboard = { url: `${servers.appUrl}${calendarItemsUrl(organizationId, range.from, range.to)}`, headers: { cookie } };
  // What the route asks the service for: the range with the lookback of items still running into it.
  const upstreamFrom = Math.max(0, range.from - LOOKBACK_DAYS * DAY_MS);
  const emulator = {
    url: `${servers.emulatorUrl}/connect/organizations/${organizationId}/calendar-items?startsAtOrAfter=${upstreamFrom}&startsAtOrBefore=${range.to}`,
    headers: { authorization: `Bearer ${await issueToken(servers.emulatorUrl)}` },
  };
  // Both readings of the spec: ids as strings, and as bare JSON numbers (the lossless parse path).
  const rows: BenchRow[] = [];
  for (const connections of CONNECTION_COUNTS) {
    for (const idsAs of ['string', 'number'] as const) {
      await setBehaviour(servers.emulatorUrl, { idsAs });
      rows.push(...(await compare(emulator, dashboard, connections, `ids as ${idsAs}s`)));
    }
  }
  await setBehaviour(servers.emulatorUrl, { idsAs: 'string' });
  return rows;
}

type Target = { url: string; headers: Record<string, string> };

async function compare(emulator: Target, dashboard: Target, connections: number, label: string): Promise<BenchRow[]> {
  for (const target of [emulator, dashboard]) {
    const warmUp = await fetch(target.url, { headers: target.headers });
    if (!warmUp.ok) throw new Error(`P1 ${target.url} -> ${warmUp.status}`);
    await warmUp.arrayBuffer();
  }

  const runs: { emulator: Run[]; dashboard: Run[] } = { emulator: [], dashboard: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['emulator', 'dashboard'] as const) : (['dashboard', 'emulator'] as const);
    for (const which of order) {
      console.log(`  P1 (${label}) round ${round + 1}/${ROUNDS}: ${which}, ${connections} connections for ${SECONDS} s`);
      const target = which === 'emulator' ? emulator : dashboard;
      runs[which].push(await cannon(target.url, target.headers, connections));
    }
  }
  const e = merge(runs.emulator);
  const d = merge(runs.dashboard);
  const p50Ratio = median(d.times) / median(e.times);
  const throughputRatio = d.ok / d.seconds / (e.ok / e.seconds);
  const detail = (r: Run) => `${(r.ok / r.seconds).toFixed(1)} req/s, ${r.ok} ok, ${r.failed} failed`;
  const at = `c=${connections}, ${label}`;
  // One reader alone has no queue to hide behind: its goal is the proxy's own cost (1.25x); many at once
  // are held to 1.10x and to the emulator's throughput.
  const p50Goal = connections === 1 ? P1_TARGET.p50RatioAlone : P1_TARGET.p50Ratio;
  return [
    { measure: `P1 calendar read, emulator direct (${at})`, median: ms(median(e.times)), p95: ms(percentile(e.times, 95)), detail: detail(e) },
    { measure: `P1 calendar read, dashboard route (${at})`, median: ms(median(d.times)), p95: ms(percentile(d.times, 95)), detail: detail(d) },
    { measure: `P1 ratio p50 dashboard / emulator (${at})`, median: p50Ratio.toFixed(2), target: { text: `<= ${p50Goal.toFixed(2)}`, met: p50Ratio <= p50Goal && d.failed === 0 } },
    ...(connections === 1
      ? []
      : [{ measure: `P1 ratio throughput dashboard / emulator (${at})`, median: throughputRatio.toFixed(2), target: { text: `>= ${P1_TARGET.throughputRatio.toFixed(2)}`, met: throughputRatio >= P1_TARGET.throughputRatio && d.failed === 0 } }]),
  ];
}
