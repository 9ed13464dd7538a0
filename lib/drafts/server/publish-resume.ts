import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { earliestLease, recoverAbandoned, recoveredCount } from '@/lib/server/durable/durable-rows';
import { log } from '@/lib/server/log/logger';
import { getDraft, unsettledDrafts } from './draft-store';
import { l, type DraftLineRow } from './draft-tables';
import { draftTracks } from './draft-tracks';
import { processDraftLines, waitingLines, type PublishDeps } from './publish-engine';
import { publishDepsOf } from './publish-run';

// Finishing what a stopped publish (or undo) left, as copies do (lib/copy/server/copy-resume.ts):
// lines abandoned mid-write are recovered first (marked "may exist": looked for before written
// again), then every waiting line is worked, draft by draft, and each draft settled.

export type PublishResumeResult = { recovered: number; resumed: number; nextLeaseEnd: Date | null };

export async function resumePublishes(deps: PublishDeps, options: { idleMs?: number } = {}): Promise<PublishResumeResult> {
  let recovered = 0;
  for (const track of draftTracks) recovered += recoveredCount(await recoverAbandoned(deps.db, track));
  const waiting = await waitingLines(deps, { idleMs: options.idleMs });
  const byDraft = new Map<string, DraftLineRow[]>();
  for (const line of waiting) byDraft.set(line.draftId, [...(byDraft.get(line.draftId) ?? []), line]);
  for (const draftId of new Set([...byDraft.keys(), ...(await unsettledDrafts(deps.db))])) {
    const draft = await getDraft(deps.db, draftId);
    if (!draft) continue;
    const who = draft.undoState === 'undoing' ? 'undo' : 'resume';
    await processDraftLines(deps, draft, byDraft.get(draftId) ?? [], { id: draft.publishedById, email: draft.publishedByEmail, via: who });
  }
  return { recovered, resumed: waiting.length, nextLeaseEnd: await earliestLease(deps.db, l) };
}

const passesOf = perServices((services) =>
  backgroundPasses({
    name: 'draft publish',
    log,
    pass: async (_db, idleMs) => {
      const { nextLeaseEnd, ...counts } = await resumePublishes(publishDepsOf(services), { idleMs });
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: resume unfinished publishes in the background. Returns at once. */
export const startPublishResume = (services: AppServices): void => passesOf(services).start(services.db);
/** From the read model's poll: a pass now and then (lines a stopped instance left behind). */
export const sweepPublishesSoon = (services: AppServices): void => passesOf(services).sweepSoon(services.db);
