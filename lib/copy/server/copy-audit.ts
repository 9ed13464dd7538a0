import 'server-only';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import type { CopyActor } from './copy-deps';
import type { CopyRow } from './copy-store';

// The audit entries of a copy's rows: each item made or removed, each row that failed or became uncertain.

const auditItem = (row: CopyRow, itemId: string) => ({
  id: itemId,
  type: row.type,
  name: row.name,
  start: new Date(row.start).toISOString(),
  end: new Date(row.end).toISOString(),
  timeZoneName: row.timeZoneName,
});

/** Every item a copy made (or found made) and every item its undo removed: one entry with the copy's id. */
export async function auditRowItem(db: Db, row: CopyRow, actor: CopyActor, action: 'calendar_item.created' | 'calendar_item.deleted', extra: Record<string, unknown> = {}) {
  const itemId = row.createdItemId as string;
  await recordAudit(
    {
      action,
      outcome: 'success',
      actor: { id: actor.id ?? null, email: actor.email ?? null },
      target: { type: 'calendar_item', id: itemId },
      ...(action === 'calendar_item.created' ? { after: auditItem(row, itemId) } : { before: auditItem(row, itemId), after: null }),
      detail: { copyId: row.copyId, copyRowId: row.id, sourceItemId: row.sourceItemId, via: actor.via, ...extra },
    },
    db,
  );
}

export async function auditProblem(db: Db, row: CopyRow, actor: CopyActor, step: string) {
  await recordAudit(
    {
      action: row.state === 'uncertain' ? 'copy.row_uncertain' : 'copy.row_failed',
      outcome: 'failure',
      actor: { id: actor.id ?? null, email: actor.email ?? null },
      target: { type: 'copy', id: row.copyId },
      upstreamStatus: row.lastUpstreamStatus,
      detail: { copyRowId: row.id, sourceItemId: row.sourceItemId, step, error: row.lastError, via: actor.via },
    },
    db,
  );
}
