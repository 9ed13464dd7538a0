import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { log } from '@/lib/server/log/logger';
import { processCopyRows, type CopyDeps } from './copy-engine';
import { copyDepsOf } from './copy-run';
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

// Copy passes in the background (lib/server/durable/background-passes.ts): one runner per
// composition of the app, on its services.
const passesOf = perServices((services) =>
  backgroundPasses({
    name: 'copy',
    log,
    pass: async (_db, idleMs) => {
      const { nextLeaseEnd, ...counts } = await resumeCopies(copyDepsOf(services), { idleMs });
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: resume unfinished copies in the background. Returns at once. */
export const startCopyResume = (services: AppServices): void => passesOf(services).start(services.db);
/** From the progress poll: a pass now and then (rows a stopped instance left behind). */
export const sweepCopiesSoon = (services: AppServices): void => passesOf(services).sweepSoon(services.db);
/** Resolves once the pass in progress (if any) is over. */
export const copyRunnerIdle = (services: AppServices): Promise<void> => passesOf(services).idle();
