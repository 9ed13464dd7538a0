import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { errorFields, log } from '@/lib/server/log/logger';
import { processCopyRows, type CopyActor, type CopyDeps } from './copy-engine';
import * as store from './copy-store';
import * as recoveryStore from './copy-recovery-store';

// Works one copy in the background of the request that started it (or asked for its undo or a
// retry), so the browser can show its progress. If this process stops, the start-up pass of the
// next one (copy-resume.ts) carries on from the committed rows.

/** What the copy engine works with, from the app's services. */
export const copyDepsOf = ({ db, upstream, env, scope }: AppServices): CopyDeps => ({
  db,
  client: upstream,
  inScope: async (organizationId) => (await scope(db, { organizations: [organizationId] })).outside === null,
  leaseMs: env.copyLeaseMs,
});

const runsOf = perServices(() => new Set<Promise<void>>());

export function runCopySoon(services: AppServices, copyId: string, actor: CopyActor): void {
  const running = runsOf(services);
  const run = (async () => {
    const copy = await store.getCopy(services.db, copyId);
    if (!copy) return;
    await processCopyRows(copyDepsOf(services), copy, await recoveryStore.resumableRows(services.db, { copyId }), actor);
  })()
    .catch((error) => log().warn({ ...errorFields(error), copy: { id: copyId } }, 'copy run failed; the next pass carries on'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once every copy run on these services is over (a test, a graceful stop). */
export async function copyRunsIdle(services: AppServices): Promise<void> {
  const running = runsOf(services);
  while (running.size > 0) await Promise.all([...running]);
}
