import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { bodyOf } from './publish-step';
import { AppError } from '@/lib/errors';
import type { Held } from '@/lib/server/durable/durable-worker';
import { describeFailure } from '@/lib/server/durable/write-failure';
import { auditLineProblem, auditLineWrite, undoActions } from './publish-audit';
import type { PublishActor, PublishDeps } from './publish-deps';
import { madeItemOf, type DraftLineRow } from './draft-store';

// Undo of one written line (publish-engine.ts): exactly the opposite of what it wrote, each
// written so that doing it twice is harmless (a person already off, an item already gone), so a
// stop mid-undo simply undoes again.

type Restore = { type: string; name: string | null; notes: string | null; start: number; end: number; timeZoneName: string; holders: string[] };

const isGone = (error: unknown) => error instanceof AppError && error.kind === 'not_found';

async function itemOf(deps: PublishDeps, row: DraftLineRow): Promise<string> {
  return row.itemId ?? row.writtenItemId ?? ((await madeItemOf(deps.db, row.draftId, row.localKey as string)) as string);
}

async function assign(deps: PublishDeps, itemId: string, userId: string): Promise<CalendarItem> {
  return deps.client.addCalendarItemMember(itemId, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId, initialStatus: 'ASSIGNED' } });
}

/** The opposite write; returns the item it wrote on. */
async function undoWrite(deps: PublishDeps, held: Held<DraftLineRow>, organizationId: string): Promise<string> {
  const { row } = held;
  const { client } = deps;
  const itemId = await itemOf(deps, row);
  switch (row.kind) {
    case 'create':
      await client.deleteCalendarItem(itemId).catch((error) => {
        if (!isGone(error)) throw error;
      });
      return itemId;
    case 'assign': {
      const item = await client.getCalendarItem(itemId).catch((error) => (isGone(error) ? null : Promise.reject(error)));
      if (item && !item.deleted && item.members.some((m) => m.userId === row.userId)) await client.removeCalendarItemMember(itemId, row.userId as string);
      return itemId;
    }
    case 'unassign': {
      const item = await client.getCalendarItem(itemId);
      if (!item.members.some((m) => m.userId === row.userId)) await assign(deps, itemId, row.userId as string);
      return itemId;
    }
    case 'move': {
      const { from } = row.payload as { from: { start: number; end: number } };
      await client.patchCalendarItem(itemId, { start: String(from.start), end: String(from.end) });
      return itemId;
    }
    case 'delete': {
      // Made again once: the new item's id is committed before anyone is put back on it.
      const { restore } = row.payload as { restore: Restore };
      let remade = row.writtenItemId;
      if (!remade) {
        const made = await client.createCalendarItem(bodyOf(restore, organizationId));
        remade = made.id;
        if (!(await held.commit({ writtenItemId: remade }))) return remade;
      }
      const item = await client.getCalendarItem(remade);
      for (const userId of restore.holders) if (!item.members.some((m) => m.userId === userId)) await assign(deps, remade, userId);
      return remade;
    }
  }
}

export async function undoLine(deps: PublishDeps, held: Held<DraftLineRow>, organizationId: string, actor: PublishActor): Promise<void> {
  let itemId: string;
  try {
    itemId = await undoWrite(deps, held, organizationId);
  } catch (error) {
    const failed = await held.fail('failed', describeFailure(error));
    if (failed) await auditLineProblem(deps.db, failed, actor, 'undo');
    return;
  }
  const undone = await held.finish('undone');
  if (undone) await auditLineWrite(deps.db, undone, itemId, actor, undoActions[undone.kind], { undo: true });
}
