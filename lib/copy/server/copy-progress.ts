import 'server-only';
import type { CopyProgress } from '@/lib/copy/copy-views';
import type { Db } from '@/lib/server/db/types';
import { copyOfOrganization } from './copy-commands';
import { rowsOfCopy } from './copy-store';

// A copy as the dialog polls it: its state, how far it got, and every row with its outcome.

const settledStates = new Set(['done', 'failed', 'uncertain', 'handled']);

export async function readCopyProgress(db: Db, organizationId: string, copyId: string): Promise<CopyProgress> {
  const copy = await copyOfOrganization(db, organizationId, copyId);
  const rows = await rowsOfCopy(db, copy.id);
  return {
    id: copy.id,
    organizationId: copy.organizationId,
    timeZone: copy.timeZone,
    state: copy.state,
    withPeople: copy.withPeople,
    span: copy.span,
    targetDate: copy.targetDate,
    total: rows.length,
    settled: rows.filter((row) => settledStates.has(row.state)).length,
    rows: rows.map((row) => ({
      id: row.id,
      sourceItemId: row.sourceItemId,
      type: row.type,
      name: row.name,
      start: row.start,
      end: row.end,
      state: row.state,
      createdItemId: row.createdItemId,
      people: row.people.length,
      assigned: row.assigned.length,
      undoState: row.undoState,
      error: row.state === 'done' && !row.undoState ? null : row.lastError,
    })),
  };
}
