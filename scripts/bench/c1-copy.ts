import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import type { CopyProgress } from '@/lib/copy/copy-views';
import type { ScheduleScenario } from '../load/load-scenario';
import { signInOverHttp } from '@/test/support/sign-in-over-http';
import { callServerAction } from '@/test/support/server-actions';
import type { BenchRow } from './bench-row';
import type { BenchServers } from './servers';
import { BENCH_USER } from './sign-in';

// C1: copying the densest week of the large seed with its people, through the start action and
// the progress route, as the dialog does: items per second from the start until the copy is
// finished. C2: the same to another empty week, the dashboard killed (SIGKILL, its whole process
// group) once half the rows are settled, started again on the same database; the start-up pass
// finishes the copy (after the lease of the rows caught mid-call runs out). Doubles: items at the
// target beyond one per copied row, read from the emulator. Prints numbers; asserts nothing.

const ITEMS = Number(process.env.BENCH_COPY_ITEMS ?? 400);
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Listed = { id: string; start: number | string };

async function listWeek(emulatorUrl: string, organizationId: string, monday: string, timeZone: string): Promise<Listed[]> {
  const from = Temporal.PlainDate.from(monday).toZonedDateTime({ timeZone }).epochMilliseconds;
  const to = Temporal.PlainDate.from(monday).add({ days: 7 }).toZonedDateTime({ timeZone }).epochMilliseconds - 1;
  const response = await fetch(`${emulatorUrl}/connect/organizations/${organizationId}/calendar-items?startsAtOrAfter=${from}&startsAtOrBefore=${to}`, { headers: { authorization: 'Bearer demo-first-token' } });
  if (!response.ok) throw new Error(`emulator list -> ${response.status}`);
  const body = (await response.json()) as Listed[] | { items: Listed[] };
  return Array.isArray(body) ? body : body.items;
}

async function startCopy(request: APIRequestContext, appUrl: string, scenario: ScheduleScenario, targetDate: string, itemIds: string[]): Promise<string> {
  const input = { organizationId: scenario.organizationId, span: 'week', sourceDate: scenario.week, targetDate, withPeople: true, itemIds, copyKey: crypto.randomUUID() };
  const { status, result } = await callServerAction<{ copyId: string }>(request, 'lib/copy/actions.ts', 'startCopyAction', [input], { origin: appUrl, params: { organizationId: scenario.organizationId } });
  if (!result?.ok || !result.data) throw new Error(`startCopyAction: HTTP ${status} ${JSON.stringify(result?.error)}`);
  return result.data.copyId;
}

async function progress(request: APIRequestContext, organizationId: string, copyId: string): Promise<CopyProgress | null> {
  try {
    const response = await request.get(`/api/organizations/${organizationId}/copies/${copyId}`);
    return response.ok() ? ((await response.json()) as CopyProgress) : null;
  } catch {
    return null; // the server is down (being restarted)
  }
}

async function until(request: APIRequestContext, organizationId: string, copyId: string, done: (p: CopyProgress) => boolean, timeoutMs: number): Promise<CopyProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await progress(request, organizationId, copyId);
    if (read && done(read)) return read;
    if (Date.now() > deadline) throw new Error(`copy ${copyId} not there within ${timeoutMs / 1000} s (${read?.settled}/${read?.total})`);
    await sleep(POLL_MS);
  }
}

const count = (p: CopyProgress, state: string) => p.rows.filter((r) => r.state === state).length;
const outcome = (p: CopyProgress) => `${count(p, 'done')} done, ${count(p, 'failed')} failed, ${count(p, 'uncertain')} uncertain`;

export async function benchCopy(servers: BenchServers, scenario: ScheduleScenario): Promise<BenchRow[]> {
  const source = await listWeek(servers.emulatorUrl, scenario.organizationId, scenario.week, scenario.timeZone);
  const itemIds = source.slice(0, ITEMS).map((i) => String(i.id));
  // Two empty weeks far ahead of anything the seed holds.
  const targets = [104, 156].map((weeks) => Temporal.PlainDate.from(scenario.week).add({ weeks }).toString());
  for (const target of targets) {
    const there = await listWeek(servers.emulatorUrl, scenario.organizationId, target, scenario.timeZone);
    if (there.length > 0) throw new Error(`the target week ${target} is not empty (${there.length} items)`);
  }

  const request = await playwrightRequest.newContext({ baseURL: servers.appUrl });
  try {
    const failed = await signInOverHttp(request, servers.appUrl, BENCH_USER);
    if (failed) throw new Error(`sign-in: ${failed}`);

    // C1: speed.
    const startedAt = performance.now();
    const speedCopy = await startCopy(request, servers.appUrl, scenario, targets[0]!, itemIds);
    const speed = await until(request, scenario.organizationId, speedCopy, (p) => p.state === 'finished', 600_000);
    const seconds = (performance.now() - startedAt) / 1000;
    const perSecond = itemIds.length / seconds;

    // C2: kill halfway, restart, count doubles.
    const killCopy = await startCopy(request, servers.appUrl, scenario, targets[1]!, itemIds);
    const half = await until(request, scenario.organizationId, killCopy, (p) => p.settled >= itemIds.length / 2, 600_000);
    const restartedAt = performance.now();
    await servers.restartApp({ kill: true });
    const resumed = await until(request, scenario.organizationId, killCopy, (p) => p.state === 'finished', 600_000);
    const resumeSeconds = (performance.now() - restartedAt) / 1000;
    const atTarget = await listWeek(servers.emulatorUrl, scenario.organizationId, targets[1]!, scenario.timeZone);
    const recorded = new Set(resumed.rows.flatMap((r) => (r.createdItemId ? [r.createdItemId] : [])));
    const doubles = atTarget.length - recorded.size;
    const unrecorded = atTarget.filter((i) => !recorded.has(String(i.id))).length;

    return [
      {
        measure: 'C1 copy a dense week (with people)',
        median: `${perSecond.toFixed(1)} items/s`,
        detail: `${itemIds.length} of ${source.length} items of ${scenario.week} in ${seconds.toFixed(1)} s; ${outcome(speed)}`,
        target: { text: '>= 20 items/s', met: perSecond >= 20 },
      },
      {
        measure: 'C2 copy killed halfway, restarted',
        median: `${doubles} doubles`,
        detail: `killed at ${half.settled}/${half.total}; finished ${resumeSeconds.toFixed(0)} s after the restart (leases of rows caught mid-call run out first); ${outcome(resumed)}; ${atTarget.length} items at the target, ${unrecorded} not recorded by a row`,
        target: { text: '0 doubles', met: doubles === 0 && unrecorded === 0 },
      },
    ];
  } finally {
    await request.dispose();
  }
}
