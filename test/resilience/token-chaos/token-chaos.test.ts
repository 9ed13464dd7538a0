import 'server-only';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import type { WorkerSettings } from './token-worker-protocol';
import { startTokenWorker, type TokenWorker } from './token-worker-process';

// Token chaos with real processes: each "dashboard" is a child process running the dashboard's
// token store and client on a real database (a PGlite folder, or the throwaway PostgreSQL) against
// the emulator over HTTP; the emulator's `renewals` counter is the truth about how often the
// token was renewed. The token is at its renewal point (two minutes from expiry, issued 30 days
// ago) when the requests start.
// The PostgreSQL part runs in `npm test`. The PGlite part (a fresh PGlite folder takes ~20 s to
// create on a busy 2-core machine) runs with TOKEN_CHAOS_PGLITE=1: `npm run resilience:tokens`.

const emu = emulatorForFile('demo');
const keyHex = randomBytes(32).toString('hex');
const DAY = 86_400_000;
const TIMEOUT = 90_000;
let seed: SeedInfo;
const workers: TokenWorker[] = [];

beforeAll(async () => {
  seed = await emu.seed();
});
beforeEach(async () => {
  await emu.faults({});
  await emu.resetStats();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.kill()));
});

async function worker(database: Pick<WorkerSettings, 'databaseUrl' | 'pgliteDir'>, extra: Partial<WorkerSettings> = {}): Promise<TokenWorker> {
  const started = await startTokenWorker({ emulatorUrl: emu.url, keyHex, clientId: seed.clientId, clientSecret: seed.clientSecret, ...database, ...extra });
  workers.push(started);
  return started;
}

/** Stores (through `w`) a real token that is two minutes from expiry: due for renewal. */
async function storeDueToken(w: TokenWorker): Promise<void> {
  const { accessToken, expiresAt } = await emu.token(undefined, 120);
  await w.adopt(accessToken, expiresAt * 1000, Date.now() - 30 * DAY);
}

const renewals = async () => (await emu.stats()).renewals;
const report = (line: string) => console.info(`[token-chaos] ${line}`);

/** One PGlite folder per test (a copy of one migrated template): the default deployment, one process at a time. */
describe.skipIf(process.env.TOKEN_CHAOS_PGLITE !== '1')('on PGlite (one process at a time)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shiftdesk-chaos-'));
  const template = path.join(root, 'template');
  let dir = '';
  beforeAll(async () => {
    await (await openDatabase({ dataDir: template })).close();
  }, TIMEOUT);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    dir = mkdtempSync(path.join(root, 'test-'));
    cpSync(template, dir, { recursive: true });
  });

  it.each([
    { faults: {}, label: 'plain' },
    { faults: { revokeOnRenewal: true, latencyMs: { min: 5, max: 30 } }, label: 'revokeOnRenewal' },
  ])('100 concurrent requests at the renewal point: exactly one renewal, none fails ($label)', async ({ faults }) => {
    const w = await worker({ pgliteDir: dir });
    await storeDueToken(w);
    await emu.faults(faults);
    const done = await w.requests(100, seed.enterprise.id);
    report(`PGlite, ${JSON.stringify(faults)}: ${done.ok}/100 ok in ${done.ms} ms, renewals ${await renewals()}`);
    expect(done.failures).toEqual([]);
    expect(await renewals()).toBe(1);
  }, TIMEOUT);

  it('SIGKILL between the renewal answer and the commit: the restarted process works, one extra renewal', async () => {
    const doomed = await worker({ pgliteDir: dir }, { pauseAfterRenewal: true });
    await storeDueToken(doomed);
    const lost = doomed.requests(1, seed.enterprise.id).catch(() => 'killed');
    await doomed.next('renewal-answered');
    expect(await renewals()).toBe(1); // the service issued a token nobody will ever store
    await doomed.kill();
    expect(await lost).toBe('killed');

    const restarted = await worker({ pgliteDir: dir });
    const done = await restarted.requests(10, seed.enterprise.id);
    report(`PGlite crash: after restart ${done.ok}/10 ok in ${done.ms} ms, renewals ${await renewals()}`);
    expect(done.failures).toEqual([]);
    expect(await renewals()).toBe(2); // the old token was still valid and due: renewed once more
  }, TIMEOUT);
});

describe.skipIf(!postgresTestsEnabled)('on PostgreSQL (several processes on one database)', () => {
  const database = postgresDatabaseForFile('token_chaos');
  let admin: OpenedDatabase;
  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await admin?.close();
  });
  beforeEach(async () => {
    await admin.db.execute(sql`truncate service_token, audit_log`);
  });

  const waitingForTheLock = async () => {
    const { rows } = await admin.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`);
    return rows[0]?.n ?? 0;
  };

  it.each([
    { faults: {}, label: 'plain' },
    { faults: { revokeOnRenewal: true, latencyMs: { min: 5, max: 30 } }, label: 'revokeOnRenewal' },
  ])('two processes, 50 concurrent requests each at the renewal point: exactly one renewal, none fails ($label)', async ({ faults }) => {
    const [a, b] = await Promise.all([worker({ databaseUrl: database.url }), worker({ databaseUrl: database.url })]);
    await storeDueToken(a!);
    await emu.faults(faults);
    const [doneA, doneB] = await Promise.all([a!.requests(50, seed.enterprise.id), b!.requests(50, seed.enterprise.id)]);
    report(`PostgreSQL, 2 processes, ${JSON.stringify(faults)}: ${doneA.ok + doneB.ok}/100 ok in ${Math.max(doneA.ms, doneB.ms)} ms, renewals ${await renewals()}`);
    expect([...doneA.failures, ...doneB.failures]).toEqual([]);
    expect(await renewals()).toBe(1);
    expect(doneA.token).toBe(doneB.token);
  }, TIMEOUT);

  it('SIGKILL between the renewal answer and the commit: the process waiting for the lock takes over, the restarted one works', async () => {
    const [doomed, other] = await Promise.all([worker({ databaseUrl: database.url }, { pauseAfterRenewal: true }), worker({ databaseUrl: database.url })]);
    await storeDueToken(doomed!);
    const lost = doomed!.requests(1, seed.enterprise.id).catch(() => 'killed');
    await doomed!.next('renewal-answered');
    // The other instance's renewal now waits on the advisory lock the paused one holds.
    const waiting = other!.requests(20, seed.enterprise.id);
    await expect.poll(waitingForTheLock, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await renewals()).toBe(1);
    await doomed!.kill();
    expect(await lost).toBe('killed');
    const taken = await waiting;
    expect(taken.failures).toEqual([]);
    expect(await renewals()).toBe(2); // the lock died with the connection; the other renewed once

    const restarted = await worker({ databaseUrl: database.url });
    const done = await restarted.requests(10, seed.enterprise.id);
    report(`PostgreSQL crash: waiting instance ${taken.ok}/20 ok in ${taken.ms} ms, restarted ${done.ok}/10 ok, renewals ${await renewals()}`);
    expect(done.failures).toEqual([]);
    expect(done.token).toBe(taken.token);
    expect(await renewals()).toBe(2);
  }, TIMEOUT);
});
