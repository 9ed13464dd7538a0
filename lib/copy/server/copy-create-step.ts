import 'server-only';
import type { CalendarItem, CalendarItemType } from '@/lib/contract/calendar-item';
import type { Held } from '@/lib/server/durable/durable-worker';
import { lookBeforeWrite, type Lookup } from '@/lib/server/durable/look-before-write';
import { describeFailure } from '@/lib/server/durable/write-failure';
import { scopeProblem } from '@/lib/server/durable/scope-problem';
import { copyNeeds, saveNeeds } from '@/lib/schedule/server';
import { copyItemPosition, saveItemPosition } from '@/lib/positions/server';
import { log } from '@/lib/server/log/logger';
import { matchesCreated } from '@/lib/server/upstream/calendar/find-created-item';
import { auditProblem, auditRowItem } from './copy-audit';
import type { CopyActor, CopyDeps } from './copy-deps';
import * as store from './copy-store';
import type { CopyRow } from './copy-store';

// A row's creating step, and the scope check made before each step's write (copy-engine.ts).

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
export async function createStep(deps: CopyDeps, held: Held<CopyRow>, organizationId: string, actor: CopyActor): Promise<CalendarItem | 'found' | null> {
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
  // Before the id is committed, so a stop in between copies it again (the same value) on the next pass.
  // A template's row says its needs itself; a live source's are read from the source item.
  if (row.needs === null) await copyNeeds(db, organizationId, row.sourceItemId, itemId);
  else await saveNeeds(db, organizationId, itemId, row.needs);
  if (row.positionId === null) await copyItemPosition(db, organizationId, row.sourceItemId, itemId);
  else await saveItemPosition(db, organizationId, itemId, row.positionId);
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
export async function stillInScope(deps: CopyDeps, held: Held<CopyRow>, organizationId: string, actor: CopyActor): Promise<boolean> {
  const problem = await scopeProblem(deps.inScope, organizationId, outOfScopeMessage(organizationId));
  if (!problem) return true;
  const failed = await held.fail('failed', problem);
  if (failed) await auditProblem(deps.db, failed, actor, held.working === 'creating' ? 'create' : 'assign');
  return false;
}
