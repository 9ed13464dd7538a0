import 'server-only';
import { AppError } from '@/lib/errors';
import { copyRowStateLabels } from '@/lib/copy/copy-views';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import * as store from './copy-store';
import * as personStore from './copy-person-store';
import * as recoveryStore from './copy-recovery-store';
import type { Copy, CopyRow } from './copy-store';

// What a person can do to a copy from its result: Retry a failed row, Create anyway or Mark as
// handled an uncertain one, and Undo the whole copy. Each commits its change and an audit entry;
// the work itself is then done by a copy run (copy-run.ts), as the copy's own was.

type Who = { id: string; email: string };

const gone = () => new AppError('not_found', 'This copy is not in Shiftdesk (or not of this organization). Reload the page.');

/** The copy, only when it is of this organization (the scope guard checked the organization). */
export async function copyOfOrganization(db: Db, organizationId: string, copyId: string): Promise<Copy> {
  const copy = await store.getCopy(db, copyId);
  if (!copy || copy.organizationId !== organizationId) throw gone();
  return copy;
}

async function rowOfCopy(db: Db, copy: Copy, rowId: string): Promise<CopyRow> {
  const row = await store.getRow(db, rowId);
  if (!row || row.copyId !== copy.id) throw gone();
  return row;
}

const nothingToDo = (row: CopyRow, what: string) => new AppError('conflict', `This row is now “${copyRowStateLabels[row.state]}”: there is nothing to ${what}. The result has been refreshed.`);

async function audit(db: Db, action: string, who: Who, copy: Copy, detail: Record<string, unknown>) {
  await recordAudit({ action, outcome: 'success', actor: who, target: { type: 'copy', id: copy.id }, detail: { organizationId: copy.organizationId, ...detail } }, db);
}

type RowChange = { what: string; action: string; change: (db: Db, row: CopyRow, who: Who) => Promise<CopyRow | null>; then: (db: Db, copyId: string) => Promise<void> };

/** One person's command on one row of a copy of this organization, committed and audited. */
const rowCommand =
  ({ what, action, change, then }: RowChange) =>
  async (db: Db, organizationId: string, copyId: string, rowId: string, who: Who): Promise<CopyRow> => {
    const copy = await copyOfOrganization(db, organizationId, copyId);
    const row = await rowOfCopy(db, copy, rowId);
    const changed = await change(db, row, who);
    if (!changed) throw nothingToDo(row, what);
    await then(db, copy.id);
    await audit(db, action, who, copy, { copyRowId: row.id, previousError: row.lastError });
    return changed;
  };

/** failed -> tried again from where it failed (the create, or the people with the same item). */
export const retryCopyRow = rowCommand({ what: 'retry', action: 'copy.row_retried', change: (db, row) => personStore.requeueFailed(db, row.id), then: recoveryStore.reopenCopy });

/** uncertain -> created again, without looking: the person checked the target and wants it. */
export const createAnyway = rowCommand({ what: 'create again', action: 'copy.create_anyway', change: (db, row) => personStore.requeueUncertain(db, row.id), then: recoveryStore.reopenCopy });

/** uncertain -> handled: the person dealt with it by hand. */
export const markRowHandled = rowCommand({
  what: 'mark as handled',
  action: 'copy.row_handled',
  change: (db, row, who) => personStore.markHandled(db, row.id, `Marked as handled by ${who.email}.`),
  then: recoveryStore.settleCopy,
});

/** A finished copy -> undoing: every item it made waits to be removed (only those). */
export async function requestCopyUndo(db: Db, organizationId: string, copyId: string, who: Who): Promise<Copy> {
  const copy = await copyOfOrganization(db, organizationId, copyId);
  if (copy.state === 'running') throw new AppError('conflict', 'This copy is still running: wait until it has finished, then undo it.');
  if (copy.state === 'undone') throw new AppError('conflict', 'This copy was already undone.');
  const undoing = await personStore.requestUndo(db, copy.id);
  if (!undoing) throw new AppError('conflict', 'This copy cannot be undone now. The result has been refreshed.');
  await audit(db, 'copy.undo_requested', who, copy, {});
  return undoing;
}
