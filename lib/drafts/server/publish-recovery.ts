import 'server-only';
import { earliestLease, recoverAbandoned, recoveredCount } from '@/lib/server/durable/durable-rows';
import { getDraft, unsettledDrafts } from './draft-store';
import { l, type DraftLineRow } from './draft-tables';
import { draftTracks } from './draft-tracks';
import { processDraftLines, waitingLines, type PublishDeps } from './publish-engine';

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
