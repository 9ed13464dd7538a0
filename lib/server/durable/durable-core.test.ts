import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createTestJobsTable, testJobs, testQueue, testTrack, type TestJob } from '@/test/support/durable-test-kind';
import { openTestDatabase } from '@/test/support/test-database';
import { backoffMs } from './backoff';
import { earliestLease, recoverAbandoned, waitingRows } from './durable-rows';
import { workClaimedEach } from './claim-ahead';
import { workRow, type DurableDeps } from './durable-worker';
import { lookBeforeWrite } from './look-before-write';

// The durable core on a kind of its own (a throwaway table, test/support/durable-test-kind.ts, in a
// real PGlite database): what the outbox and copy tests show through their kinds, shown once for
// any kind, plus what they do not use yet (backing off).

const jobs = testJobs;
type Job = TestJob;
const track = testTrack;
const queue = { ...testQueue, limit: 100 };

let opened: OpenedDatabase;
let deps: DurableDeps;

beforeAll(async () => {
  opened = await openTestDatabase();
  await createTestJobsTable(opened.db);
  deps = { db: opened.db, leaseMs: 60_000 };
});
afterAll(async () => opened?.close());
beforeEach(async () => {
  await opened.db.execute(sql`truncate durable_core_test_jobs`);
});

async function job(values: Partial<typeof jobs.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await opened.db.insert(jobs).values({ id, state: 'waiting', ...values });
  return id;
}
const read = async (id: string) => (await opened.db.select().from(jobs).where(eq(jobs.id, id)))[0] as Job;

describe('the durable core', () => {
  it('lets one of many workers claim a row: its step runs once, the others find nothing to do', async () => {
    const id = await job();
    let runs = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        workRow<Job>(deps, track, id, async (held) => {
          runs += 1;
          await held.finish('done', { result: 'made' });
          return true;
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(await read(id)).toMatchObject({ state: 'done', result: 'made', attempts: 1, claimId: null, leaseUntil: null });
  });

  it('recovers a row whose worker is gone, leaves one whose lease still runs, and a lost claim changes nothing', async () => {
    const gone = await job({ state: 'working', claimId: 'gone', leaseUntil: new Date(Date.now() - 1_000) });
    const held = await job({ state: 'working', claimId: 'busy', leaseUntil: new Date(Date.now() + 60_000) });
    const moved = await recoverAbandoned<Job>(opened.db, track);
    expect(moved.working?.map((row) => row.id)).toEqual([gone]);
    expect(await read(gone)).toMatchObject({ state: 'waiting', claimId: null, lastError: 'stopped mid-step' });
    expect(await read(held)).toMatchObject({ state: 'working', claimId: 'busy' });
    expect(await earliestLease(opened.db, jobs)).toEqual(expect.any(Date));
    expect((await waitingRows<Job>(opened.db, [track], queue)).map((row) => row.id)).toEqual([gone]);

    // The worker that held `gone` comes back late: its claim no longer names the row.
    await workRow<Job>(deps, track, gone, async (current) => {
      await opened.db.update(jobs).set({ claimId: 'someone-else' }).where(eq(jobs.id, gone));
      expect(await current.finish('done')).toBeNull();
      return false;
    });
    expect(await read(gone)).toMatchObject({ state: 'working', claimId: 'someone-else' });
  });

  it('backs off: a row sent back to wait is not claimed again until its wait is over, then counts a new attempt', async () => {
    const id = await job();
    const problem = { message: 'The service was unavailable (503).', kind: 'unavailable', upstreamStatus: 503 };
    await workRow<Job>(deps, track, id, async (held) => {
      await held.retryLater('waiting', problem, backoffMs(held.row.attempts, { baseMs: 60_000, maxMs: 600_000 }));
      return true;
    });
    expect(await read(id)).toMatchObject({ state: 'waiting', attempts: 1, lastError: problem.message, claimId: null });
    expect(await waitingRows<Job>(opened.db, [track], queue)).toEqual([]);
    let runs = 0;
    await workRow<Job>(deps, track, id, async () => ((runs += 1), false));
    expect(runs).toBe(0);

    // The wait is over (moved back rather than waited for).
    await opened.db.update(jobs).set({ leaseUntil: new Date(Date.now() - 1) }).where(eq(jobs.id, id));
    await workRow<Job>(deps, track, id, async (held) => ((runs += 1), (await held.finish('done')) !== null));
    expect(runs).toBe(1);
    expect(await read(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('doubles the wait with each attempt, up to its ceiling', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => backoffMs(attempts, { baseMs: 1_000, maxMs: 5_000 }))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });
});

describe('look before write', () => {
  const lost = () => new AppError('unexpected', 'Bad gateway', { upstreamStatus: 502 });
  const refused = () => new AppError('invalid_input', 'Refused', { upstreamStatus: 405 });

  it('a write whose answer is lost is committed as "may exist", then looked for and found, not written again', async () => {
    const calls: string[] = [];
    const outcome = await lookBeforeWrite({
      mayExist: false,
      look: async () => (calls.push('look'), { found: 'item-1' }),
      write: async () => {
        calls.push('write');
        throw lost();
      },
      markMayExist: async () => (calls.push('mark'), true),
    });
    expect(outcome).toEqual({ found: 'item-1' });
    expect(calls).toEqual(['write', 'mark', 'look']);
  });

  it('a refused write is failed without a look; a row that may exist and is not found is written; a look that cannot tell is uncertain', async () => {
    const never = async () => {
      throw new Error('not called');
    };
    expect(await lookBeforeWrite({ mayExist: false, look: never, write: async () => Promise.reject(refused()), markMayExist: never })).toMatchObject({ to: 'failed' });
    expect(await lookBeforeWrite({ mayExist: true, look: async () => ({ none: true }), write: async () => 'made', markMayExist: never })).toEqual({ made: 'made' });
    const unclear = { message: 'two match', kind: 'ambiguous', upstreamStatus: null };
    expect(await lookBeforeWrite({ mayExist: true, look: async () => ({ unclear }), write: never, markMayExist: never })).toEqual({ problem: unclear, to: 'uncertain' });
    expect(await lookBeforeWrite({ mayExist: false, look: never, write: async () => Promise.reject(lost()), markMayExist: async () => false })).toEqual({ lost: true });
  });
});

// Claiming ahead (claim-ahead.ts): rows claimed a batch per statement, each worked once under its
// claim, never more than `concurrency` at a time; rows not claimable (held, done) or that a second
// pass took are left alone.
async function jobsOf(count: number, values: Partial<typeof jobs.$inferInsert> = {}): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await opened.db.insert(jobs).values(ids.map((id) => ({ id, state: 'waiting', ...values })));
  return ids;
}

describe('claiming ahead', () => {
  it('claims a batch per statement and works each claimable row once, at most `concurrency` at a time', async () => {
    const waiting = await jobsOf(10);
    const [held] = await jobsOf(1, { state: 'working', claimId: 'someone', leaseUntil: new Date(Date.now() + 60_000) });
    const [done] = await jobsOf(1, { state: 'done' });
    const claims = new Set<string>();
    let inFlight = 0;
    let most = 0;
    await workClaimedEach<Job>(deps, track, [...waiting, held!, done!], 4, async (claimed) => {
      claims.add(claimed.claimId);
      most = Math.max(most, ++inFlight);
      await workRow<Job>(deps, track, claimed.row.id, async (h) => (await h.finish('done', { result: `by ${h.claimId}` })) !== null, claimed);
      inFlight -= 1;
    });
    const rows = await opened.db.select().from(jobs).where(inArray(jobs.id, [...waiting, held!, done!]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(waiting.map((id) => byId.get(id)?.state)).toEqual(Array(10).fill('done'));
    expect(waiting.every((id) => byId.get(id)?.attempts === 1 && byId.get(id)?.claimId === null)).toBe(true);
    expect(byId.get(held!)).toMatchObject({ state: 'working', claimId: 'someone' });
    expect(byId.get(done!)).toMatchObject({ state: 'done', attempts: 0 });
    // 12 ids in batches of 4: three claim statements, each row worked under its batch’s claim.
    expect(claims.size).toBe(3);
    expect(most).toBe(4);
  });

  it('two passes over the same rows work each row once', async () => {
    const ids = await jobsOf(12);
    const worked: string[] = [];
    const pass = () =>
      workClaimedEach<Job>(deps, track, ids, 3, async (claimed) => {
        worked.push(claimed.row.id);
        await workRow<Job>(deps, track, claimed.row.id, async (h) => (await h.finish('done')) !== null, claimed);
      });
    await Promise.all([pass(), pass()]);
    expect(worked.sort()).toEqual([...ids].sort());
    expect((await opened.db.select().from(jobs).where(eq(jobs.state, 'done'))).filter((row) => ids.includes(row.id))).toHaveLength(12);
  });
});
