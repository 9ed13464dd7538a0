import 'server-only';
import { sql } from 'drizzle-orm';
import type { CalendarItem, CalendarItemType } from '@/lib/contract/calendar-item';
import { DEFAULT_COPY_LEASE_SECONDS } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { copyRows } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { workEach, workRow, type DurableDeps, type Held } from '@/lib/server/durable/durable-worker';
import { lookBeforeWrite, type Lookup } from '@/lib/server/durable/look-before-write';
import { describeFailure, type Problem } from '@/lib/server/durable/write-failure';
import { log } from '@/lib/server/log/logger';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { matchesCreated } from '@/lib/server/upstream/calendar/find-created-item';
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

/** Long enough for one create or one person's assignment with its 429 retries (COPY_LEASE_SECONDS sets it). */
export const DEFAULT_LEASE_MS = DEFAULT_COPY_LEASE_SECONDS * 1000;
/** Rows worked at once per copy: the service takes one write at a time per item, many items side by side. */
const CONCURRENCY = 8;

export type CopyClient = Pick<UpstreamClient, 'createCalendarItem' | 'listCalendarItems' | 'getCalendarItem' | 'addCalendarItemMember' | 'deleteCalendarItem'>;
export type CopyDeps = {
  db: Db;
  client: CopyClient;
  /** Whether the organization is still in the configured entry points (the app's scope check). */
  inScope: (organizationId: string) => Promise<boolean>;
  leaseMs?: number;
};
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

/** Looks at the target instant for the item this row may already have made. */
async function lookForOurs(deps: CopyDeps, row: CopyRow, organizationId: string): Promise<Lookup<string>> {
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
async function createStep(deps: CopyDeps, held: Held<CopyRow>, organizationId: string, actor: CopyActor): Promise<CalendarItem | 'found' | null> {
  const { db } = deps;
  const { row } = held;
  const outcome = await lookBeforeWrite({
    mayExist: row.mayExist,
    look: () => lookForOurs(deps, row, organizationId),
    write: () => deps.client.createCalendarItem(bodyOf(row, organizationId)),
    markMayExist: () => held.commit({ mayExist: true }),
  });
  if ('lost' in outcome) return null;
  if ('problem' in outcome) {
    const done = await held.fail(outcome.to, outcome.problem);
    if (done) await auditProblem(db, done, actor, 'create');
    return null;
  }
  const itemId = 'found' in outcome ? outcome.found : outcome.made.id;
  const created = await held.finish('created', { createdItemId: itemId, mayExist: false });
  if (!created) {
    if ('made' in outcome) log().warn({ copy: { row: row.id, itemId } }, 'an item was copied, but its row had moved on; its id was not recorded');
    return null;
  }
  await auditRowItem(db, created, actor, 'calendar_item.created', { found: 'found' in outcome });
  return 'found' in outcome ? 'found' : outcome.made;
}

/** What a row says when its organization left the entry points while the copy ran. */
export const outOfScopeMessage = (organizationId: string) =>
  `Stopped: organization ${organizationId} is no longer in Shiftdesk's entry points (its entry was removed while the copy ran), so nothing more is written into it. Add it again and retry this row, or undo what the copy made.`;

/**
 * Before each step's write: is the organization still in scope? An admin may remove its entry
 * while a copy runs; from then on nothing is written into it. The row fails with the reason (what
 * it made stays recorded, so Undo still removes it); a scope that cannot be told fails it too (fail closed).
 */
async function stillInScope(deps: CopyDeps, held: Held<CopyRow>, organizationId: string, actor: CopyActor): Promise<boolean> {
  let problem: Problem;
  try {
    if (await deps.inScope(organizationId)) return true;
    problem = { message: outOfScopeMessage(organizationId), kind: 'out_of_scope', upstreamStatus: null };
  } catch (error) {
    problem = describeFailure(error);
  }
  const failed = await held.fail('failed', problem);
  if (failed) await auditProblem(deps.db, failed, actor, held.working === 'creating' ? 'create' : 'assign');
  return false;
}

const isAssigned = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));

/**
 * The assigning step: each person not yet on the item, one at a time, each read back and committed.
 * `justMade`: the item as the create answered it a moment ago under the previous claim; else it is read first.
 */
async function assignStep(deps: CopyDeps, held: Held<CopyRow>, actor: CopyActor, justMade: CalendarItem | undefined): Promise<void> {
  const { db, client } = deps;
  const { row } = held;
  const itemId = row.createdItemId as string;
  const fail = async (error: unknown, who: string) => {
    const problem = describeFailure(error);
    const failed = await held.fail('failed', { ...problem, message: `The item was made, but assigning ${who} failed: ${problem.message}` });
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
    // One more person assigned (read back), committed before the next person is asked for.
    if (!row.assigned.includes(userId) && !(await held.commit({ assigned: sql`${copyRows.assigned} || ${JSON.stringify([userId])}::jsonb` }))) return;
  }
  await held.finish('done');
}

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
