import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { workEach, workRow, type DurableDeps } from '@/lib/server/durable/durable-worker';
import { describeFailure } from '@/lib/server/durable/write-failure';
import { assignStep } from './copy-assign-step';
import { auditProblem, auditRowItem } from './copy-audit';
import { createStep, stillInScope } from './copy-create-step';
import { DEFAULT_LEASE_MS, type CopyActor, type CopyDeps } from './copy-deps';
import * as store from './copy-store';
import * as recoveryStore from './copy-recovery-store';
import type { CopyRow } from './copy-store';
import { copyTrack, undoTrack } from './copy-tracks';

// The copy's steps, plugged into the durable core (lib/server/durable): one row from pending to done,
// failed or uncertain, one step at a time, each step under its own claim, each result committed
// before the next upstream call (docs/decisions/copies.md).
//
//   pending --claim--> creating --item id committed--> created --claim--> assigning --> done
//
// Never twice (lib/server/durable/look-before-write.ts): a create whose outcome is unknown (a lost
// answer, a stop mid-call) marks the row mayExist before anything else; whoever works it next looks at the target instant for an item of
// the same type, name, start and end that is neither one that was there before the copy nor one
// another row of it made. One: that is ours. None: create. More, or the look fails: uncertain, for
// a person. People are assigned one at a time on an item read first, so nobody is assigned twice.

export { DEFAULT_LEASE_MS, type CopyActor, type CopyClient, type CopyDeps } from './copy-deps';
export { outOfScopeMessage } from './copy-create-step';

/** Rows worked at once per copy: the service takes one write at a time per item, many items side by side. */
const CONCURRENCY = 8;

/** The core's dependencies, from the copy's. */
const durableDeps = (deps: CopyDeps): DurableDeps => ({ db: deps.db, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS });

/** Works one row until done, failed or uncertain, or until another worker holds it. */
export async function processRow(deps: CopyDeps, rowId: string, organizationId: string, actor: CopyActor): Promise<CopyRow | null> {
  let justMade: CalendarItem | undefined;
  await workRow<CopyRow>(durableDeps(deps), copyTrack, rowId, async (held) => {
    if (!(await stillInScope(deps, held, organizationId, actor))) return false;
    if (held.working === 'creating') {
      const made = await createStep(deps, held, organizationId, actor);
      if (made && made !== 'found') justMade = made;
      return made !== null;
    }
    if (held.row.people.length === 0) await held.finish('done');
    else await assignStep(deps, held, actor, justMade);
    return false;
  });
  return store.getRow(deps.db, rowId);
}

/** Removes one row's item (undo). Deleting an item already deleted is harmless, so a lost answer is simply deleted again. */
export async function undoRow(deps: CopyDeps, rowId: string, actor: CopyActor): Promise<CopyRow | null> {
  await workRow<CopyRow>(durableDeps(deps), undoTrack, rowId, async (held) => {
    try {
      await deps.client.deleteCalendarItem(held.row.createdItemId as string);
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'not_found')) {
        const failed = await held.fail('failed', describeFailure(error));
        if (failed) await auditProblem(deps.db, failed, actor, 'undo');
        return false;
      }
    }
    const deleted = await held.finish('deleted');
    if (deleted) await auditRowItem(deps.db, deleted, actor, 'calendar_item.deleted');
    return false;
  });
  return store.getRow(deps.db, rowId);
}

/** Works the given rows of one copy, a few at a time, then settles the copy's state. */
export async function processCopyRows(deps: CopyDeps, copy: { id: string; organizationId: string }, rows: CopyRow[], actor: CopyActor): Promise<void> {
  await workEach(rows, CONCURRENCY, (row) => (row.undoState === 'pending' ? undoRow(deps, row.id, actor) : processRow(deps, row.id, copy.organizationId, actor)));
  await recoveryStore.settleCopy(deps.db, copy.id);
}
