import 'server-only';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import type { PublishActor } from './publish-deps';
import type { DraftLineRow } from './draft-store';

// The audit entries of a publish: every write (and every undo of one) with the draft's id, and
// every line that was not written (skipped, a conflict, failed, uncertain) with why.

/** The action each kind of line writes, as the live actions audit it. */
export const writeActions = {
  create: 'calendar_item.created',
  move: 'calendar_item.moved',
  assign: 'member.assigned',
  unassign: 'member.removed',
  delete: 'calendar_item.deleted',
} as const;

/** Undoing a line writes the opposite. */
export const undoActions = {
  create: 'calendar_item.deleted',
  move: 'calendar_item.moved',
  assign: 'member.removed',
  unassign: 'member.assigned',
  delete: 'calendar_item.created',
} as const;

const who = (actor: PublishActor) => ({ id: actor.id ?? null, email: actor.email ?? null });
const lineFacts = (line: DraftLineRow) => ({ draftId: line.draftId, draftLineId: line.id, kind: line.kind, userId: line.userId, source: line.source });

/** One write of a line (or of its undo), on the item it wrote. */
export async function auditLineWrite(db: Db, line: DraftLineRow, itemId: string, actor: PublishActor, action: string, extra: Record<string, unknown> = {}): Promise<void> {
  await recordAudit({ action, outcome: 'success', actor: who(actor), target: { type: 'calendar_item', id: itemId }, detail: { ...lineFacts(line), via: actor.via, ...extra } }, db);
}

const problemActions: Record<string, string> = { skipped: 'draft.line_skipped', conflict: 'draft.line_conflict', uncertain: 'draft.line_uncertain' };

/** A line not written: skipped, a conflict, failed or uncertain, with why. */
export async function auditLineProblem(db: Db, line: DraftLineRow, actor: PublishActor, step: 'publish' | 'undo'): Promise<void> {
  await recordAudit(
    {
      action: problemActions[line.state] ?? 'draft.line_failed',
      outcome: 'failure',
      actor: who(actor),
      target: { type: 'draft', id: line.draftId },
      upstreamStatus: line.lastUpstreamStatus,
      detail: { ...lineFacts(line), itemId: line.itemId ?? line.writtenItemId, step, error: line.outcome ?? line.lastError, via: actor.via },
    },
    db,
  );
}
