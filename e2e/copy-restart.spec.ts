import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import type { CopyProgress } from '@/lib/copy/copy-views';
import { signInOverHttp } from '@/test/support/sign-in-over-http';
import { callServerAction } from '@/test/support/server-actions';
import { emulator } from './support/emulator';
import { launchExtraApp, startExtraApp, untilServing, type ExtraApp } from './support/extra-app';
import { firstOrganizationOfFile, itemMaker } from './support/organization';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { E2E_APP_PORT } from './support/servers';
import { expect, test } from './support/test';

// A copy killed halfway and resumed creates no doubles (issue 15, part 2), at the process level:
// a `next start` of its own (own database) is killed with SIGKILL (its whole process group) while
// a copy runs, started again on the same database, and its start-up pass finishes the copy (once
// the lease of the rows caught mid-call has run out: COPY_LEASE_SECONDS, 5 s for this dashboard,
// allowed below 20 s only in demo mode, against the local emulator).
// Then the emulator holds exactly one item per source item at the target. The emulator answers
// slowly meanwhile, so "halfway" exists on any machine.

const place = firstOrganizationOfFile();
const create = itemMaker(() => place.organizationId);
const zone = 'Europe/London';
const PORT = E2E_APP_PORT + 6;
const ITEMS = 24;
/** Longer than any one call to the emulator here (120–160 ms of added latency), short enough not to be waited out. */
const SHORT_LEASE = { COPY_LEASE_SECONDS: '5' };
const monday = Temporal.PlainDate.from('2036-01-07').add({ weeks: 2 * Math.floor(Math.random() * 100) });
const at = (week: Temporal.PlainDate, day: number, hour: number) => week.add({ days: day }).toZonedDateTime({ timeZone: zone, plainTime: { hour } }).epochMilliseconds;

let app: ExtraApp | undefined;
test.afterEach(async () => {
  await emulator.clearFaults();
  await app?.stop();
});

async function progress(request: APIRequestContext, copyId: string): Promise<CopyProgress | null> {
  const response = await request.get(`/api/organizations/${place.organizationId}/copies/${copyId}`).catch(() => null);
  return response?.ok() ? ((await response.json()) as CopyProgress) : null;
}

test('SIGKILL halfway through a copy, restart: the copy finishes with exactly one item per source item', async () => {
  test.setTimeout(420_000); // two start-ups and the rows' lease on a loaded machine
  const target = monday.add({ weeks: 1 });
  const person = place.people[0]!;
  app = launchExtraApp(SHORT_LEASE, PORT); // starts while the source week is made
  for (let i = 0; i < ITEMS; i += 1) await create('MULTI_ASSIGNEE_SHIFT', `Restart ${i}`, at(monday, i % 7, 6 + (i % 12)), at(monday, i % 7, 7 + (i % 12)), person.id);
  await untilServing(app);
  const request = await playwrightRequest.newContext({ baseURL: app.url });
  expect(await signInOverHttp(request, app.url, { email: demoUsers.scheduler.email, password: demoPassword })).toBeNull();
  await emulator.faults({ latencyMs: { min: 120, max: 160 } });
  const input = { organizationId: place.organizationId, span: 'week', sourceDate: monday.toString(), targetDate: target.toString(), withPeople: true, copyKey: crypto.randomUUID() };
  const { result } = await callServerAction<{ copyId: string; total: number }>(request, 'lib/copy/actions.ts', 'startCopyAction', [input], { origin: app.url, params: { organizationId: place.organizationId } });
  expect(result).toMatchObject({ ok: true, data: { total: ITEMS } });
  const copyId = result!.data!.copyId;

  await expect.poll(async () => (await progress(request, copyId))?.settled ?? 0, { timeout: 120_000 }).toBeGreaterThanOrEqual(ITEMS / 3);
  process.kill(-(app.started.child.pid as number), 'SIGKILL');
  await app.started.exited;
  const before = await progress(request, copyId);
  expect(before).toBeNull(); // it is down
  await emulator.clearFaults();

  app = await startExtraApp(SHORT_LEASE, PORT, { keepData: true });
  await expect.poll(async () => (await progress(request, copyId))?.state, { timeout: 300_000, intervals: [1_000] }).toBe('finished');
  const finished = (await progress(request, copyId))!;
  expect(finished.rows.map((r) => r.state)).toEqual(Array(ITEMS).fill('done'));

  const made = await emulator.items(place.organizationId, at(target, 0, 0), at(target, 7, 0) - 1);
  const key = (i: { name: string | null; start: number }) => `${i.name}@${i.start}`;
  const expected = Array.from({ length: ITEMS }, (_, i) => key({ name: `Restart ${i}`, start: at(target, i % 7, 6 + (i % 12)) })).sort();
  expect(made.map(key).sort()).toEqual(expected);
  expect(new Set(made.map((i) => i.id))).toEqual(new Set(finished.rows.map((r) => r.createdItemId)));
  for (const item of made) expect(item.members).toEqual([expect.objectContaining({ userId: person.id, status: 'ASSIGNED' })]);
  await request.dispose();
});
