import 'server-only';
import { serverEnv } from '@/lib/env';
import type { Db } from '@/lib/server/db/types';
import { errorFields, log } from '@/lib/server/log/logger';
import { processState } from '@/lib/server/process-state';
import { upstream } from '@/lib/server/service-connection';
import { processCopyRows, type CopyActor } from './copy-engine';
import * as store from './copy-store';
import * as recoveryStore from './copy-recovery-store';

// Works one copy in the background of the request that started it (or asked for its undo or a
// retry), so the browser can show its progress. If this process stops, the start-up pass of the
// next one (copy-resume.ts) carries on from the committed rows.

const running = processState<Set<Promise<void>>>('copy-runs', () => new Set());

export function runCopySoon(db: Db, copyId: string, actor: CopyActor): void {
  const run = (async () => {
    const copy = await store.getCopy(db, copyId);
    if (!copy) return;
    await processCopyRows({ db, client: upstream(), leaseMs: serverEnv().copyLeaseMs }, copy, await recoveryStore.resumableRows(db, { copyId }), actor);
  })()
    .catch((error) => log().warn({ ...errorFields(error), copy: { id: copyId } }, 'copy run failed; the next pass carries on'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Tests: wait until every copy run of this process is over. */
export async function copyRunsIdle(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
