import 'server-only';
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { CalendarItem, CalendarItemType } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import { describeFailure, sendFailureVerdict, type Problem } from '@/lib/server/durable/write-failure';
import { log } from '@/lib/server/log/logger';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { matchesCreated } from '@/lib/server/upstream/calendar/find-created-item';
import * as store from './copy-store';
import * as personStore from './copy-person-store';
import * as recoveryStore from './copy-recovery-store';
import type { CopyRow } from './copy-store';

// The copy worker: takes one row from pending to done, failed or uncertain, one step at a time,
// each step under its own claim, each result committed before the next upstream call
// (docs/decisions/copies.md).
//
//   pending --claim--> creating --item id committed--> created --claim--> assigning --> done
//
// Never twice: a create whose outcome is unknown (a lost answer, a stop mid-call) marks the row
// mayExist before anything else; whoever works it next looks at the target instant for an item of
// the same type, name, start and end that is neither one that was there before the copy nor one
// another row of it made. One: that is ours. None: create. More, or the look fails: uncertain, for
// a person. People are assigned one at a time on an item read first, so nobody is assigned twice.

/** Long enough for one create or one person's assignment with its 429 retries. */
export const DEFAULT_LEASE_MS = 120_000;
/** Rows worked at once per copy: the service takes one write at a time per item, many items side by side. */
const CONCURRENCY = 8;

export type CopyClient = Pick<UpstreamClient, 'createCalendarItem' | 'listCalendarItems' | 'getCalendarItem' | 'addCalendarItemMember' | 'deleteCalendarItem'>;
export type CopyDeps = { db: Db; client: CopyClient; leaseMs?: number };
export type CopyActor = { id?: string | null; email?: string | null; via: 'copy' | 'retry' | 'create_anyway' | 'resume' | 'undo' };

const auditItem = (row: CopyRow, itemId: string) => ({
  id: itemId,
  type: row.type,
  name: row.name,
  start: new Date(row.start).toISOString(),
  end: new Date(row.end).toISOString(),
  timeZoneName: row.timeZoneName,
});

/** Every item a copy made (or found made) and every item its undo removed: one entry with the copy's id. */
async function auditRowItem(db: Db, row: CopyRow, actor: CopyActor, action: 'calendar_item.created' | 'calendar_item.deleted', extra: Record<string, unknown> = {}) {
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

async function auditProblem(db: Db, row: CopyRow, actor: CopyActor, step: string) {
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

function bodyOf(row: CopyRow, organizationId: string) {
  return {
    organizationId,
    type: row.type as CalendarItemType,
    start: row.start,
    end: row.end,
    timeZoneName: row.timeZoneName,
    ...(row.name ? { name: row.name } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.muteAssignmentNotifications === null ? {} : { muteAssignmentNotifications: row.muteAssignmentNotifications }),
  };
}

type Lookup = { found: string } | { none: true } | { unclear: Problem };

/** Looks at the target instant for the item this row may already have made. */
async function lookForOurs(deps: CopyDeps, row: CopyRow, organizationId: string): Promise<Lookup> {
  let listed: CalendarItem[];
  try {
    listed = await deps.client.listCalendarItems(organizationId, { from: row.start, to: row.start });
  } catch (error) {
    const problem = describeFailure(error);
    return { unclear: { ...problem, message: `Shiftdesk could not check whether the item was already made: ${problem.message}` } };
  }
  const notOurs = new Set([...row.existingAtTarget, ...(await store.itemsOfOtherRows(deps.db, row.copyId, row.id))]);
  const candidates = listed
    .filter((item) => matchesCreated(item, bodyOf(row, organizationId)) && !notOurs.has(item.id))
    .map((item) => item.id)
    .sort();
  if (candidates.length === 0) return { none: true };
  // Identical items of one copy (a week often holds several alike) are told apart by nothing: the
  // unrecorded ones at the target are shared out among the rows that may have made them, by
  // position, so each takes at most one and any one will do.
  const lookalikes = await store.lookalikesThatMayExist(deps.db, row);
  if (candidates.length <= lookalikes.length) {
    const index = lookalikes.findIndex((r) => r.id === row.id);
    if (index >= 0) return index < candidates.length ? { found: candidates[index] as string } : { none: true };
  }
  return { unclear: { message: `${candidates.length} items at the target match this one and none was there before the copy: Shiftdesk cannot tell which one it made.`, kind: 'ambiguous', upstreamStatus: null } };
}

/** The creating step: look first when the item may exist, else create; commits the item id. */
async function createStep(deps: CopyDeps, row: CopyRow, claimId: string, organizationId: string, actor: CopyActor): Promise<CalendarItem | 'found' | null> {
  const { db } = deps;
  let mayExist = row.mayExist;
  // At most: look, create, look again after an unknown outcome.
  for (;;) {
    if (mayExist) {
      const lookup = await lookForOurs(deps, row, organizationId);
      if ('found' in lookup) {
        const created = await store.recordCreated(db, row.id, claimId, lookup.found);
        if (created) await auditRowItem(db, created, actor, 'calendar_item.created', { found: true });
        return created ? 'found' : null;
      }
      if ('unclear' in lookup) {
        const uncertain = await store.recordProblem(db, row.id, claimId, 'creating', 'uncertain', lookup.unclear);
        if (uncertain) await auditProblem(db, uncertain, actor, 'create');
        return null;
      }
    }
    let item: CalendarItem;
    try {
      item = await deps.client.createCalendarItem(bodyOf(row, organizationId));
    } catch (error) {
      const verdict = sendFailureVerdict(error);
      if (verdict !== 'failed' && !mayExist) {
        // It may have been made: say so durably, then look.
        if (!(await store.markMayExist(db, row.id, claimId))) return null;
        mayExist = true;
        continue;
      }
      const to = verdict === 'failed' ? 'failed' : 'uncertain';
      const problem = describeFailure(error);
      const done = await store.recordProblem(db, row.id, claimId, 'creating', to, problem);
      if (done) await auditProblem(db, done, actor, 'create');
      return null;
    }
    const created = await store.recordCreated(db, row.id, claimId, item.id);
    if (!created) {
      log().warn({ copy: { row: row.id, itemId: item.id } }, 'an item was copied, but its row had moved on; its id was not recorded');
      return null;
    }
    await auditRowItem(db, created, actor, 'calendar_item.created', { found: false });
    return item;
  }
}

const isAssigned = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));

/**
 * The assigning step: each person not yet on the item, one at a time, each read back and committed.
 * `justMade`: the item as the create answered it a moment ago under the previous claim; else it is read first.
 */
async function assignStep(deps: CopyDeps, row: CopyRow, claimId: string, actor: CopyActor, justMade: CalendarItem | undefined): Promise<void> {
  const { db, client } = deps;
  const itemId = row.createdItemId as string;
  const fail = async (error: unknown, who: string) => {
    const problem = describeFailure(error);
    const failed = await store.recordProblem(db, row.id, claimId, 'assigning', 'failed', { ...problem, message: `The item was made, but assigning ${who} failed: ${problem.message}` });
    if (failed) await auditProblem(db, failed, actor, 'assign');
  };
  let item: CalendarItem;
  try {
    item = justMade ?? (await client.getCalendarItem(itemId));
  } catch (error) {
    return fail(error, 'its people');
  }
  for (const userId of row.people) {
    if (!isAssigned(item, userId)) {
      try {
        item = await client.addCalendarItemMember(itemId, {
          newCalendarItemStatus: 'ASSIGNED',
          shouldReplaceMemberStatuses: true,
          members: { type: 'USER', userId, initialStatus: 'ASSIGNED' },
        });
      } catch (error) {
        // The answer may be lost while the assignment happened: the item says.
        item = await client.getCalendarItem(itemId).catch(() => item);
        if (!isAssigned(item, userId)) return fail(error, `person ${userId}`);
      }
      if (!isAssigned(item, userId)) return fail(new AppError('unexpected', 'The service did not keep the assignment.'), `person ${userId}`);
    }
    if (!row.assigned.includes(userId) && !(await store.recordAssigned(db, row.id, claimId, userId))) return;
  }
  await store.recordDone(db, row.id, claimId);
}

/** Works one row until done, failed or uncertain, or until another worker holds it. */
export async function processRow(deps: CopyDeps, rowId: string, organizationId: string, actor: CopyActor): Promise<CopyRow | null> {
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  let justMade: CalendarItem | undefined;
  for (let step = 0; step < 2; step += 1) {
    const claimId = randomUUID();
    const row = await store.claim(deps.db, rowId, claimId, leaseMs);
    if (!row) break;
    if (row.state === 'creating') {
      const made = await createStep(deps, row, claimId, organizationId, actor);
      if (!made) break;
      if (made !== 'found') justMade = made;
      continue;
    }
    if (row.people.length === 0) await store.recordDone(deps.db, row.id, claimId);
    else await assignStep(deps, row, claimId, actor, justMade);
    break;
  }
  return store.getRow(deps.db, rowId);
}

/** Removes one row's item (undo). Deleting an item already deleted is harmless, so a lost answer is simply deleted again. */
export async function undoRow(deps: CopyDeps, rowId: string, actor: CopyActor): Promise<CopyRow | null> {
  const claimId = randomUUID();
  const row = await personStore.claimUndo(deps.db, rowId, claimId, deps.leaseMs ?? DEFAULT_LEASE_MS);
  if (!row) return store.getRow(deps.db, rowId);
  try {
    await deps.client.deleteCalendarItem(row.createdItemId as string);
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'not_found')) {
      const failed = await personStore.recordUndo(deps.db, rowId, claimId, 'failed', describeFailure(error));
      if (failed) await auditProblem(deps.db, failed, actor, 'undo');
      return failed;
    }
  }
  const deleted = await personStore.recordUndo(deps.db, rowId, claimId, 'deleted', null);
  if (deleted) await auditRowItem(deps.db, deleted, actor, 'calendar_item.deleted');
  return deleted;
}

/** Works the given rows of one copy, a few at a time, then settles the copy's state. */
export async function processCopyRows(deps: CopyDeps, copy: { id: string; organizationId: string }, rows: CopyRow[], actor: CopyActor): Promise<void> {
  const limit = pLimit(CONCURRENCY);
  await Promise.all(rows.map((row) => limit(() => (row.undoState === 'pending' ? undoRow(deps, row.id, actor) : processRow(deps, row.id, copy.organizationId, actor)))));
  await recoveryStore.settleCopy(deps.db, copy.id);
}
