import 'server-only';
import { directoryOf } from '@/lib/people/server';
import { needsOfItem } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { errorFields, log } from '@/lib/server/log/logger';
import { getDraft } from './draft-store';
import { processDraftLines, waitingLines, type PublishActor, type PublishDeps } from './publish-engine';

// Works one draft's publish (or undo) in the background of the request that asked for it, so the
// browser can show progress; if this process stops, the start-up pass (publish-resume.ts) carries on.

export const publishDepsOf = (services: AppServices): PublishDeps => ({
  db: services.db,
  client: services.upstream,
  inScope: async (organizationId) => (await services.scope(services.db, { organizations: [organizationId] })).outside === null,
  needsOf: (organizationId, itemId) => needsOfItem(services.db, organizationId, itemId),
  namesOf: async (organizationId) => new Map((await directoryOf(services).getOrganizationMembers(organizationId)).map((m) => [m.userId, m.fullName])),
  leaseMs: services.env.copyLeaseMs,
});

const runsOf = perServices(() => new Set<Promise<void>>());

export function runPublishSoon(services: AppServices, draftId: string, actor: PublishActor): void {
  const running = runsOf(services);
  const deps = publishDepsOf(services);
  const run = (async () => {
    const draft = await getDraft(services.db, draftId);
    if (!draft) return;
    await processDraftLines(deps, draft, await waitingLines(deps, { draftId }), actor);
  })()
    .catch((error) => log().warn({ ...errorFields(error), draft: { id: draftId } }, 'draft publish run failed; the next pass carries on'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once every publish run on these services is over (a test, a graceful stop). */
export async function publishRunsIdle(services: AppServices): Promise<void> {
  const running = runsOf(services);
  while (running.size > 0) await Promise.all([...running]);
}
