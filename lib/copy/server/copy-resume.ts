import 'server-only';
import { serverEnv } from '@/lib/env';
import type { Db } from '@/lib/server/db/types';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { log } from '@/lib/server/log/logger';
import { processState } from '@/lib/server/process-state';
import { upstream } from '@/lib/server/service-connection';
import { processCopyRows, type CopyDeps } from './copy-engine';
import * as store from './copy-store';
import * as recoveryStore from './copy-recovery-store';

// Finishing what a stopped run (or another instance) left: rows abandoned mid-step are recovered
// first (a create that may have happened is looked for before it is made again), then every
// waiting row is worked, copy by copy, and each open copy settled.

export type CopyResumeResult = { recovered: number; resumed: number; nextLeaseEnd: Date | null };

export async function resumeCopies(deps: CopyDeps, options: { idleMs?: number } = {}): Promise<CopyResumeResult> {
  const recovered = await recoveryStore.recoverAbandonedRows(deps.db);
  const waiting = await recoveryStore.resumableRows(deps.db, { idleMs: options.idleMs });
  const byCopy = new Map<string, typeof waiting>();
  for (const row of waiting) byCopy.set(row.copyId, [...(byCopy.get(row.copyId) ?? []), row]);
  for (const copyId of new Set([...byCopy.keys(), ...(await recoveryStore.openCopies(deps.db))])) {
    const copy = await store.getCopy(deps.db, copyId);
    if (!copy) continue;
    await processCopyRows(deps, copy, byCopy.get(copyId) ?? [], { id: copy.createdById, email: copy.createdByEmail, via: 'resume' });
  }
  return { recovered, resumed: waiting.length, nextLeaseEnd: await recoveryStore.earliestRowLease(deps.db) };
}

// Copy passes in the background of this process (lib/server/durable/background-passes.ts).
const passes = processState('copy-runner', () =>
  backgroundPasses({
    name: 'copy',
    log,
    pass: async (db, idleMs) => {
      const { nextLeaseEnd, ...counts } = await resumeCopies({ db, client: upstream(), leaseMs: serverEnv().copyLeaseMs }, { idleMs });
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: resume unfinished copies in the background. Returns at once. */
export const startCopyResume = (db: Db): void => passes.start(db);
/** From the progress poll: a pass now and then (rows a stopped instance left behind). */
export const sweepCopiesSoon = (db: Db): void => passes.sweepSoon(db);
/** Tests: wait for the pass in progress (if any). */
export const copyRunnerIdle = (): Promise<void> => passes.idle();
