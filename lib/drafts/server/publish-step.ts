import 'server-only';
import type { CalendarItem, CalendarItemType, CreateCalendarItemBody } from '@/lib/contract/calendar-item';
import { HOLDING, type DraftNewItem } from '@/lib/drafts/draft-lines';
import { AppError } from '@/lib/errors';
import type { Held } from '@/lib/server/durable/durable-worker';
import { lookBeforeWrite, type Lookup, type WriteOutcome } from '@/lib/server/durable/look-before-write';
import { describeFailure, type Problem } from '@/lib/server/durable/write-failure';
import { matchesCreated } from '@/lib/server/upstream/calendar/find-created-item';
import { auditLineProblem, auditLineWrite, writeActions } from './publish-audit';
import type { PublishActor, PublishDeps } from './publish-deps';
import { madeItemOf, timesAfterEarlierMoves, type DraftLineRow } from './draft-store';
import { l } from './draft-tables';
import { and, eq, isNotNull, ne } from 'drizzle-orm';

// One line's publish (publish-engine.ts), under its claim: re-checked against the item as it is
// now, then written once. Just before writing, a line whose slot was filled meanwhile (the item's
// "needs N" met) is skipped, and a line on an item that changed in the product since it was drafted
// (moved, resized, deleted) is a conflict: neither is written, both say why. A write whose answer
// may be lost is looked for before it is made again (lib/server/durable/look-before-write.ts).

type Step = { deps: PublishDeps; held: Held<DraftLineRow>; organizationId: string; actor: PublishActor };

const holdersOf = (item: CalendarItem) => item.members.flatMap((m) => (m.userId && HOLDING.has(m.status) ? [m.userId] : []));
const isMember = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId);
/** People by name, as the organization's directory has them. */
async function peopleWords({ deps, organizationId }: Step, userIds: readonly string[]): Promise<string> {
  const names = await deps.namesOf(organizationId).catch(() => new Map<string, string>());
  return userIds.map((userId) => names.get(userId) ?? `Person ${userId}`).join(', ');
}
/** The start of every conflict's words: the manager's cue to look at the item again. */
const CHANGED = 'Changed in the product since the draft was made';
const isGone = (error: unknown) => error instanceof AppError && error.kind === 'not_found';

/** Not written, with why: skipped (nothing left to do) or a conflict (for the manager). */
async function notWritten({ deps, held, actor }: Step, to: 'skipped' | 'conflict', outcome: string): Promise<void> {
  const row = await held.finish(to, { outcome, mayExist: false });
  if (row) await auditLineProblem(deps.db, row, actor, 'publish');
}

async function failed({ deps, held, actor }: Step, to: 'failed' | 'uncertain', problem: Problem): Promise<void> {
  const row = await held.fail(to, problem);
  if (row) await auditLineProblem(deps.db, row, actor, 'publish');
}

async function written({ deps, held, actor }: Step, itemId: string, found: boolean, values: Record<string, unknown> = {}): Promise<void> {
  const row = await held.finish('done', { ...values, mayExist: false });
  if (row) await auditLineWrite(deps.db, row, itemId, actor, writeActions[row.kind], { found });
}

/** Settles the line from a look-before-write's outcome. */
async function settleWrite<Made>(step: Step, itemId: string, outcome: WriteOutcome<Made, unknown>, values: Record<string, unknown> = {}): Promise<void> {
  if ('lost' in outcome) return;
  if ('problem' in outcome) return failed(step, outcome.to, outcome.problem);
  await written(step, itemId, 'found' in outcome, values);
}

/** A look that reads the item and asks whether the write is there. */
const lookAt =
  (step: Step, itemId: string, isThere: (item: CalendarItem | null) => boolean) =>
  async (): Promise<Lookup<true>> => {
    let item: CalendarItem | null;
    try {
      item = await step.deps.client.getCalendarItem(itemId);
      if (item.deleted) item = null;
    } catch (error) {
      if (!isGone(error)) return { unclear: describeFailure(error) };
      item = null;
    }
    return isThere(item) ? { found: true } : { none: true };
  };

const writeOnce = <Made>(step: Step, look: () => Promise<Lookup<true>>, write: () => Promise<Made>) =>
  lookBeforeWrite({ mayExist: false, look, write, markMayExist: () => step.held.commit({ mayExist: true }) });

/** The create's body for a new item (a create line's, or a deleted item's made again by Undo). */
export function bodyOf(payload: DraftNewItem, organizationId: string): CreateCalendarItemBody {
  return {
    organizationId,
    type: payload.type as CalendarItemType,
    start: payload.start,
    end: payload.end,
    timeZoneName: payload.timeZoneName,
    ...(payload.name ? { name: payload.name } : {}),
    ...(payload.notes ? { notes: payload.notes } : {}),
  };
}

/** A create: the item this line may already have made is the one at its start matching it that no other line of the draft recorded. */
async function createLine(step: Step): Promise<void> {
  const { deps, held, organizationId } = step;
  const body = bodyOf(held.row.payload as DraftNewItem, organizationId);
  const look = async (): Promise<Lookup<string>> => {
    try {
      const listed = await deps.client.listCalendarItems(organizationId, { from: body.start, to: body.start });
      const others = await deps.db
        .select({ id: l.writtenItemId })
        .from(l)
        .where(and(eq(l.draftId, held.row.draftId), ne(l.id, held.row.id), isNotNull(l.writtenItemId)));
      const taken = new Set(others.map((o) => o.id));
      const ours = listed.filter((item) => matchesCreated(item, body) && !taken.has(item.id));
      if (ours.length === 0) return { none: true };
      if (ours.length === 1) return { found: (ours[0] as CalendarItem).id };
      return { unclear: { message: `${ours.length} items match this new item: Shiftdesk cannot tell which one it made.`, kind: 'ambiguous', upstreamStatus: null } };
    } catch (error) {
      return { unclear: describeFailure(error) };
    }
  };
  const outcome = await lookBeforeWrite({ mayExist: held.row.mayExist, look, write: () => deps.client.createCalendarItem(body), markMayExist: () => held.commit({ mayExist: true }) });
  if ('lost' in outcome) return;
  if ('problem' in outcome) return failed(step, outcome.to, outcome.problem);
  const itemId = 'found' in outcome ? outcome.found : outcome.made.id;
  await written(step, itemId, 'found' in outcome, { writtenItemId: itemId });
}

async function assignLine(step: Step, item: CalendarItem): Promise<void> {
  const { deps, held, organizationId } = step;
  const userId = held.row.userId as string;
  const holders = holdersOf(item);
  if (holders.includes(userId)) return held.row.mayExist ? written(step, item.id, true) : notWritten(step, 'skipped', `${await peopleWords(step, [userId])} was already on it.`);
  const needs = await deps.needsOf(organizationId, item.id);
  if (holders.length >= needs) {
    // Those who came since the line was drafted filled it (all holders when none came: "needs" was lowered).
    const came = holders.filter((holder) => !held.row.seenHolders.includes(holder));
    return notWritten(step, 'skipped', `Filled meanwhile by ${await peopleWords(step, came.length > 0 ? came : holders)} (${holders.length} of ${needs} on it).`);
  }
  const outcome = await writeOnce(
    step,
    lookAt(step, item.id, (now) => !!now && holdersOf(now).includes(userId)),
    () => deps.client.addCalendarItemMember(item.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId, initialStatus: 'ASSIGNED' } }),
  );
  await settleWrite(step, item.id, outcome);
}

async function unassignLine(step: Step, item: CalendarItem): Promise<void> {
  const userId = step.held.row.userId as string;
  if (!isMember(item, userId)) return step.held.row.mayExist ? written(step, item.id, true) : notWritten(step, 'skipped', `${await peopleWords(step, [userId])} was no longer on it.`);
  const outcome = await writeOnce(
    step,
    lookAt(step, item.id, (now) => !!now && !isMember(now, userId)),
    () => step.deps.client.removeCalendarItemMember(item.id, userId),
  );
  await settleWrite(step, item.id, outcome);
}

async function moveLine(step: Step, item: CalendarItem): Promise<void> {
  const to = step.held.row.payload as { start: number; end: number };
  const from = { start: item.start, end: item.end };
  // What Undo moves it back to, committed before the write.
  if (!(await step.held.commit({ payload: { ...to, from } }))) return;
  const outcome = await writeOnce(
    step,
    lookAt(step, item.id, (now) => !!now && now.start === to.start && now.end === to.end),
    () => step.deps.client.patchCalendarItem(item.id, { start: String(to.start), end: String(to.end) }),
  );
  await settleWrite(step, item.id, outcome);
}

async function deleteLine(step: Step, item: CalendarItem): Promise<void> {
  // What Undo makes again, committed before the write.
  const restore = { type: item.type, name: item.name ?? null, notes: item.notes ?? null, start: item.start, end: item.end, timeZoneName: item.timeZoneName ?? 'UTC', holders: holdersOf(item) };
  if (!(await step.held.commit({ payload: { restore } }))) return;
  const outcome = await writeOnce(step, lookAt(step, item.id, (now) => now === null), async () => {
    try {
      return await step.deps.client.deleteCalendarItem(item.id);
    } catch (error) {
      if (isGone(error)) return null; // gone already: deleting again is harmless
      throw error;
    }
  });
  await settleWrite(step, item.id, outcome);
}

/** The line's live item now, or a reason it is not written. */
async function currentItem(step: Step): Promise<CalendarItem | null> {
  const { deps, held } = step;
  const { row } = held;
  const itemId = row.itemId ?? (await madeItemOf(deps.db, row.draftId, row.localKey as string));
  if (!itemId) {
    await failed(step, 'failed', { message: 'The new item this line is on was not made, so nothing was written. Retry once it is.', kind: 'not_made', upstreamStatus: null });
    return null;
  }
  let item: CalendarItem | null = null;
  try {
    item = await deps.client.getCalendarItem(itemId);
  } catch (error) {
    if (!isGone(error)) {
      await failed(step, 'failed', describeFailure(error));
      return null;
    }
  }
  if (!item || item.deleted) {
    if (row.kind === 'delete' && row.mayExist) await written(step, itemId, true);
    else await notWritten(step, 'conflict', `${CHANGED}: deleted.`);
    return null;
  }
  if (row.kind === 'move' && row.mayExist) {
    const to = row.payload as { start: number; end: number };
    if (item.start === to.start && item.end === to.end) {
      await written(step, itemId, true);
      return null;
    }
  }
  // The times the line was drafted against (after the draft's own earlier moves of the item).
  const expected = (await timesAfterEarlierMoves(deps.db, row)) ?? (row.seenStart !== null && row.seenEnd !== null ? { start: row.seenStart, end: row.seenEnd } : null);
  if (expected && (item.start !== expected.start || item.end !== expected.end)) {
    await notWritten(step, 'conflict', `${CHANGED}: moved or resized. Look at it and draft the change again.`);
    return null;
  }
  return item;
}

/** Writes one held line, or settles it as skipped, a conflict, failed or uncertain. */
export async function publishLine(deps: PublishDeps, held: Held<DraftLineRow>, organizationId: string, actor: PublishActor): Promise<void> {
  const step: Step = { deps, held, organizationId, actor };
  if (held.row.kind === 'create') return createLine(step);
  const item = await currentItem(step);
  if (!item) return;
  if (held.row.kind === 'assign') return assignLine(step, item);
  if (held.row.kind === 'unassign') return unassignLine(step, item);
  if (held.row.kind === 'move') return moveLine(step, item);
  return deleteLine(step, item);
}
