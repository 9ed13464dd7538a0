import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { actionTargets } from './fuzz/action-targets';
import { notInAPageYet } from './support/access-table';
import { statusBreakdown, summaryTable } from './fuzz/report';
import { routeTargets } from './fuzz/route-targets';
import { fuzzAction, fuzzRoute, type FuzzContext, type Tally } from './fuzz/runner';
import { readSeedPool } from './fuzz/seed-pool';
import { actionsWithoutTarget, routesWithoutTarget } from './fuzz/untargeted';
import { emulator } from './support/emulator';
import { callServerAction, postServerAction } from './support/server-actions';
import { encodeReply, numberLiteral } from './fuzz/wire';
import { demoPassword } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import { E2E_APP_URL, E2E_EMULATOR_URL } from './support/servers';
// The suite's `test` (not Playwright's) keeps this file on the lane's worker: a test of another
// fixture set would wait for a worker of its own (started last, about 25 s per run).
import { expect, test } from './support/test';

// Fuzzing every server action and route handler of the built dashboard, signed in as admin so role
// checks pass and validation is what is exercised. Each target gets one input of every kind its
// arbitrary mixes (each hostile kind of input, of argument list, of path segment, of body: see
// kindsThenRuns in fuzz/runner.ts), then FUZZ_RUNS random ones (12 in `npm test`, 1,000 in
// `npm run resilience:fuzz`), FUZZ_SEED to replay a run (a fixed one unless set),
// FUZZ_ONLY to pick targets. No input may give a 5xx or an 'unexpected' result, and none may reach
// the emulator as an invalid request (its 405 count).

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** `npm test` replays one fixed seed, so a run fails only for a change; FUZZ_SEED=clock draws a new one (resilience:fuzz). */
const FIXED_SEED = 230_005;
const SEED = process.env.FUZZ_SEED === 'clock' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? FIXED_SEED);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
/** FUZZ_ONLY=regex runs the matching targets only (with FUZZ_CONCURRENCY=1 each input's 405s are shown). */
const only = (name: string) => new RegExp(process.env.FUZZ_ONLY ?? '').test(name);

let ctx: FuzzContext;

test.beforeAll(async () => {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_APP_URL, storageState: storageStateOf('admin') });
  // A session cookie that is no session: signing out runs (and ends nothing) instead of a redirect.
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_APP_URL, extraHTTPHeaders: { cookie: 'sd_session=fuzz-not-a-session' } });
  ctx = { admin, anonymous, pool: await readSeedPool(admin), runs: RUNS, seed: SEED, concurrency: CONCURRENCY };
  console.log(`fuzz: ${RUNS} runs per target, seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
});

// Valid calls changed items and members in the emulator: put the demo seed back, and hand the
// dashboard a token of the fresh emulator, so the specs after this one start from the seed.
test.afterAll(async () => {
  if (!ctx) return;
  await resetUpstream(ctx.admin);
  await ctx.admin.dispose();
  await ctx.anonymous.dispose();
});

async function resetUpstream(admin: APIRequestContext) {
  const response = await fetch(`${E2E_EMULATOR_URL}/_control/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`emulator reset -> ${response.status}`);
  const { accessToken } = await emulator.issueToken();
  const connect = await callServerAction(admin, 'lib/settings/actions.ts', 'connectServiceAction', [{ kind: 'token', value: accessToken, clientId: '', clientSecret: '', variant: '', confirmPassword: demoPassword }]);
  if (!connect.result?.ok) throw new Error(`reconnecting the dashboard after the reset failed: ${connect.body.slice(0, 300)}`);
}

function expectClean(title: string, tallies: Tally[]) {
  console.log(`${summaryTable(title, tallies)}\nanswers:\n${statusBreakdown(tallies)}`);
  const failing = tallies.filter((t) => t.status5xx + t.unexpected + t.emulator405 > 0);
  expect(failing.map((t) => `${t.target}: ${t.status5xx} 5xx, ${t.unexpected} unexpected, ${t.emulator405} 405s\n    ${t.examples.join('\n    ')}`)).toEqual([]);
}

test('every server action in the build and every route handler has a fuzz target', () => {
  expect(actionsWithoutTarget(actionTargets)).toEqual([]);
  expect(routesWithoutTarget(routeTargets)).toEqual([]);
});

test('every server action answers hostile input with a typed refusal, never a 500', async () => {
  test.setTimeout(60_000 + (RUNS + 20) * actionTargets.length * 400); // 20: the most kinds a target mixes
  const tallies: Tally[] = [];
  for (const target of actionTargets.filter((t) => only(t.name) && !notInAPageYet(t.file, t.name))) tallies.push(await test.step(target.name, () => fuzzAction(target, ctx)));
  expectClean(`server actions (${RUNS} runs each, seed ${SEED})`, tallies);
});

test('every route handler answers hostile paths, queries and bodies with a 4xx, never a 500', async () => {
  test.setTimeout(60_000 + (RUNS + 20) * routeTargets.length * 300);
  const tallies: Tally[] = [];
  for (const target of routeTargets.filter((t) => only(t.name))) tallies.push(await test.step(target.name, () => fuzzRoute(target, ctx)));
  expectClean(`route handlers (${RUNS} runs each, seed ${SEED})`, tallies);
});

test('ids beyond 2^53 stay exact: through an action and a route, to the emulator and back', async () => {
  const organizationId = ctx.pool.organizationIds[0]!; // 7000000000000000002
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 86_400_000;
  const created = await callServerAction(ctx.admin, 'lib/schedule/actions.ts', 'createCalendarItemAction', [{ organizationId, type: 'MEETING', name: 'Fuzz exact ids', timeZoneName: 'UTC', start, end: start + 3_600_000 }], {
    params: { organizationId },
  });
  const item = created.result?.data as { id: string; version: string } | undefined;
  expect(item?.id, created.body.slice(0, 300)).toMatch(/^[0-9]{19}$/);
  // The emulator stored it in exactly that organization, under exactly the id the action answered.
  const stored = (await emulator.item(item!.id)) as unknown as { id: string; organizationId: string };
  expect(stored).toMatchObject({ id: item!.id, organizationId });
  const detail = await ctx.admin.get(`/api/organizations/${organizationId}/calendar-items/${item!.id}`);
  expect(await detail.json()).toMatchObject({ id: item!.id, raw: { id: item!.id } });
  const deleted = await callServerAction(ctx.admin, 'lib/schedule/actions.ts', 'deleteCalendarItemAction', [{ organizationId, itemId: item!.id, expectedVersion: item!.version }], { params: { organizationId } });
  expect(deleted.result?.ok).toBe(true);

  // 2^53 + 1 is kept as written; sent as a JSON number it is refused, never rounded to 2^53 and used.
  const unsafe = '9007199254740993';
  const entry = { mode: 'create', organizationId: unsafe, enterpriseId: '', displayName: 'Fuzz 2^53+1', timeZone: 'UTC' };
  const asNumber = await postServerAction(ctx.admin, 'lib/settings/actions.ts', 'saveOrganizationAction', encodeReply([{ ...entry, organizationId: numberLiteral(unsafe) }]));
  expect(asNumber.result?.error?.kind).toBe('invalid_input');
  // An entry-point change asks for the admin's password again (then not for 5 minutes).
  const saved = await callServerAction(ctx.admin, 'lib/settings/actions.ts', 'saveOrganizationAction', [{ ...entry, confirmPassword: demoPassword }]);
  expect(saved.result?.data).toMatchObject({ organizationId: unsafe });
  const removed = await callServerAction(ctx.admin, 'lib/settings/actions.ts', 'removeOrganizationAction', [{ organizationId: unsafe }]);
  expect(removed.result).toMatchObject({ ok: true, data: { organizationId: unsafe } });
  // Every seed id rounds to 7000000000000000000 as a Number, which the emulator does not know: a 200
  // shows the route handed it the id digit for digit.
  // (The configured ones: the pool also holds the second enterprise's organization, which is out of scope.)
  for (const { id } of ctx.pool.seed.organizations) expect((await ctx.admin.get(`/api/organizations/${id}/requests/count`)).status(), id).toBe(200);
});
