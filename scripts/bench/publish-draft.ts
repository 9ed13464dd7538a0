import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parseJsonExact } from '@/lib/contract/json';
import { addDraftLines } from '@/lib/drafts/server/draft-line-input';
import { getDraft, linesOfDraft, openDraft, startPublish } from '@/lib/drafts/server/draft-store';
import { processDraftLines, waitingLines, type PublishDeps } from '@/lib/drafts/server/publish-engine';
import { resumePublishes } from '@/lib/drafts/server/publish-recovery';
import { needsOfItem } from '@/lib/schedule/server/item-needs-store';
// Not publish-run.ts's publishDepsOf: its public imports pull the browser's react-query into this react-server process.
import { directoryOf } from '@/lib/people/server/directory-of';
import { parseServerEnv } from '@/lib/env';
import { composeApp, type ComposedApp } from '@/lib/server/app/compose-app';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db';
import { organizationEntries } from '@/lib/server/db/schema';
import { earliestLease } from '@/lib/server/durable/durable-rows';
import { draftLines } from '@/lib/server/db/schema';
import { startEmulator } from '@/emulator/server';

// Publishing a draft of BENCH_PUBLISH_LINES (200) assignments against the emulator over HTTP, in
// this process (the app's own composition on PGlite): assignments per second from the publish
// until the draft is published. Then the same on another week in a child process killed with
// SIGKILL once half the lines are written, and the start-up pass of a new composition on the same
// database finishes it (after the lease of the lines caught mid-call runs out). Doubles: a person
// on an item more than once, read from the emulator. Prints numbers; asserts nothing.
//   npm run bench:publish

const LINES = Number(process.env.BENCH_PUBLISH_LINES ?? 200);
const LEASE_SECONDS = 20; // the shortest lease the configuration takes
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WEEK_MS = 7 * 86_400_000;

type Seed = { clientId: string; clientSecret: string; firstToken: string; organizations: { id: string }[]; users: { id: string; organizationIds: string[] }[] };

async function control<T>(url: string, method: string, route: string): Promise<T> {
  const response = await fetch(`${url}/_control/${route}`, { method });
  return parseJsonExact(await response.text()) as T;
}

async function compose(emulatorUrl: string, seed: Seed, dir: string): Promise<{ app: ComposedApp; opened: OpenedDatabase }> {
  const env = parseServerEnv({
    DATA_DIR: dir,
    SERVICE_BASE_URL: emulatorUrl,
    SERVICE_ACCESS_TOKEN: seed.firstToken,
    SERVICE_CLIENT_ID: seed.clientId,
    SERVICE_CLIENT_SECRET: seed.clientSecret,
    TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
    SHARED_READ_SECONDS: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    COPY_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  const opened = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  return { app: composeApp(env, opened.db), opened };
}

/** LINES open shifts in the week starting `from`, and a draft assigning one person to each. */
async function draftOfWeek(app: ComposedApp, organizationId: string, people: string[], from: number): Promise<string> {
  const { upstream, db } = app.services;
  const items: string[] = [];
  for (let i = 0; i < LINES; i += 1) {
    const start = from + (i % 7) * 86_400_000 + Math.floor(i / 7) * 1_800_000;
    items.push((await upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `Bench ${i}`, start, end: start + 1_800_000, timeZoneName: 'UTC' })).id);
  }
  const { draft } = await openDraft(db, { id: randomUUID(), organizationId, fromMs: from, toMs: from + WEEK_MS });
  await addDraftLines(upstream, db, draft, items.map((itemId, i) => ({ kind: 'assign' as const, itemId, userId: people[i % people.length]! })));
  await startPublish(db, draft, { id: 'bench', email: 'bench@local' }, null);
  return draft.id;
}

/** People on an item more than once, over the week's items. */
async function doublesIn(app: ComposedApp, organizationId: string, from: number): Promise<number> {
  const items = await app.services.upstream.listCalendarItems(organizationId, { from, to: from + WEEK_MS - 1 });
  return items.reduce((sum, item) => {
    const ids = item.members.flatMap((m) => (m.userId ? [m.userId] : []));
    return sum + ids.length - new Set(ids).size;
  }, 0);
}

/** The publish's dependencies from the app's services, as lib/drafts/server/publish-run.ts makes them. */
function depsOf({ services }: ComposedApp): PublishDeps {
  const { db, upstream, scope, env } = services;
  const namesOf = async (org: string) => new Map((await directoryOf(services).getOrganizationMembers(org)).map((m) => [m.userId, m.fullName]));
  return { db, client: upstream, inScope: async (id) => (await scope(db, { organizations: [id] })).outside === null, needsOf: (org, item) => needsOfItem(db, org, item), namesOf, leaseMs: env.copyLeaseMs };
}

/** Publishes the draft's waiting lines until it is published. */
async function publishAll(app: ComposedApp, draftId: string): Promise<void> {
  const deps = depsOf(app);
  const draft = await getDraft(deps.db, draftId);
  if (draft) await processDraftLines(deps, draft, await waitingLines(deps, { draftId }), { id: 'bench', email: 'bench@local', via: 'publish' });
}

/** The child: publishes the draft until it is killed. */
async function child(emulatorUrl: string, dir: string, draftId: string) {
  const seed = await control<Seed>(emulatorUrl, 'GET', 'seed');
  const { app } = await compose(emulatorUrl, seed, dir);
  await publishAll(app, draftId);
}

async function main() {
  if (process.argv[2] === '--child') return child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
  const emulator = await startEmulator({ port: Number(process.env.BENCH_EMULATOR_PORT ?? 0), seed: 'demo' });
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-publish-bench-'));
  try {
    const seed = await control<Seed>(emulator.url, 'GET', 'seed');
    const organizationId = seed.organizations[0]!.id;
    const people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).map((u) => u.id);
    let { app, opened } = await compose(emulator.url, seed, dir);
    await app.services.db.insert(organizationEntries).values({ organizationId, timeZone: 'UTC' }).onConflictDoNothing();
    const weekA = Date.UTC(2040, 0, 2);
    const weekB = weekA + 4 * WEEK_MS;

    // P: one publish, uninterrupted.
    const first = await draftOfWeek(app, organizationId, people, weekA);
    const started = performance.now();
    await publishAll(app, first);
    const seconds = (performance.now() - started) / 1000;
    const lines = await linesOfDraft(app.services.db, first);
    const done = lines.filter((l) => l.state === 'done').length;
    console.log(`publish ${LINES} assignments (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}): ${seconds.toFixed(2)} s, ${(done / seconds).toFixed(1)} a second (target >= 20), ${done} done, state ${(await getDraft(app.services.db, first))?.state}, ${await doublesIn(app, organizationId, weekA)} doubles`);

    // P2: killed halfway, resumed by a new composition on the same database.
    const second = await draftOfWeek(app, organizationId, people, weekB);
    await app.close();
    await opened.close();
    const assignsBefore = await assignCalls(emulator.url);
    const worker = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--child', emulator.url, dir, second], { stdio: 'inherit' });
    while ((await assignCalls(emulator.url)) - assignsBefore < LINES / 2) await sleep(50);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    const writtenBeforeKill = (await assignCalls(emulator.url)) - assignsBefore;
    ({ app, opened } = await compose(emulator.url, seed, dir));
    const leaseEnd = await earliestLease(app.services.db, draftLines);
    if (leaseEnd) await sleep(Math.max(0, leaseEnd.getTime() - Date.now() + 500));
    const resumed = await resumePublishes(depsOf(app));
    const after = await linesOfDraft(app.services.db, second);
    const states = Object.entries(after.reduce<Record<string, number>>((n, l) => ({ ...n, [l.state]: (n[l.state] ?? 0) + 1 }), {}));
    const [found] = await app.services.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where detail ->> 'draftId' = ${second} and detail ->> 'found' = 'true'`).then((r) => r.rows);
    console.log(
      `killed after ${writtenBeforeKill} of ${LINES} assignments; resumed ${resumed.resumed} lines (${resumed.recovered} caught mid-call), lines ${states.map(([s, n]) => `${s} ${n}`).join(', ')}, ${found?.n ?? 0} found rather than written again, state ${(await getDraft(app.services.db, second))?.state}, ${await doublesIn(app, organizationId, weekB)} doubles (target 0)`,
    );
    await app.close();
    await opened.close();
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function assignCalls(url: string): Promise<number> {
  const stats = await control<{ byRoute: Record<string, Record<string, number>> }>(url, 'GET', 'stats');
  return Object.values(stats.byRoute['POST /connect/calendar-items/:id/members'] ?? {}).reduce((sum, n) => sum + n, 0);
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
