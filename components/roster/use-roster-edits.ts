'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callAction } from '@/components/ui/call-action';
import { replaceInCache } from '@/lib/schedule';
import { useItemMoves } from '@/components/schedule';
import { formatSpan } from '@/components/ui/zoned-format';
import { assignItemMembersAction, reassignItemMemberAction } from '@/lib/staffing/actions';
import { useDraftEditDone } from '@/components/drafts';
import { draftItemRef } from '@/lib/drafts';
import { expectedItem, type DropPlan, type Reassign } from '@/lib/roster/roster-drop';
import type { AppErrorShape } from '@/lib/errors';
import { itemTypeLabel } from '@/lib/schedule';
import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';
import { askRefusedWrite } from '@/components/working-time';
import type { ScheduleItem } from '@/lib/schedule';
import { useHourCycle } from '@/components/ui/hour-cycle';
import type { DraftEditing } from '@/components/drafts';

export type RosterNotice = { tone: 'error' | 'done'; text: string };

/** A refusal in words: the field's own message when there is one ("Some fields need attention" says nothing here). */
const reasonOf = (error: AppErrorShape) => Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message;

/**
 * The roster's writes, from a drop or Alt+arrows. The item shows at once where it goes, marked as
 * saving; then
 * - a move is the calendar's move (useItemMoves: the same action, conflict check, the toast with
 *   Undo or the reason it was not moved);
 * - a reassign is one server action (reassignItemMemberAction: it adds the target person, then takes
 *   the source off; one line in "Recent changes"); the item's other people are never sent, so never
 *   lost. When the second step fails, both people are on it, and the notice says so.
 * Anything refused snaps back to what the service holds, with a message saying why.
 */
export function useRosterEdits(organizationId: string, timeZone: string, askWithReason: (question: ConflictQuestion) => Promise<ConflictYes | false>, draft: DraftEditing | null = null) {
  const hourCycle = useHourCycle();
  const queryClient = useQueryClient();
  const moves = useItemMoves(organizationId, timeZone, askWithReason, draft);
  const [pending, setPending] = useState<ReadonlyMap<string, ScheduleItem>>(new Map());
  const [notice, setNotice] = useState<RosterNotice | null>(null);
  const draftEditDone = useDraftEditDone();

  /** With a draft open, a reassign is its lines: the target person on, then the source off; asked about as live. */
  const reassignInDraft = useCallback(
    async (item: ScheduleItem, { from, to, confirmConflicts }: Reassign, name: string, editing: DraftEditing): Promise<RosterNotice> => {
      const give = (confirmed: boolean, ruleBreakReason?: string) => callAction(() => editing.writes.assign({ ...editing.target, ...draftItemRef(item.id), userId: to.userId, confirmConflicts: confirmed, ruleBreakReason }));
      let given = await give(confirmConflicts);
      const yes = given.ok ? null : await askRefusedWrite(askWithReason, given.error, `Give it to ${to.name} anyway`);
      if (yes === false) return { tone: 'error', text: `“${name}” was not given to ${to.name}: you kept it from going ahead.` };
      if (yes) given = await give(true, yes.reason);
      if (!given.ok) return { tone: 'error', text: `“${name}” was not given to ${to.name}: ${reasonOf(given.error)}` };
      const taken = from ? await callAction(() => editing.writes.unassign({ ...editing.target, ...draftItemRef(item.id), userId: from })) : null;
      const lines = [...given.data.lines, ...(taken?.ok ? taken.data.lines : [])];
      draftEditDone(editing, lines, `“${name}” given to ${to.name}`);
      if (taken && !taken.ok) return { tone: 'error', text: `“${name}” was given to ${to.name} in the draft, but the other person could not be taken off: ${reasonOf(taken.error)}` };
      return { tone: 'done', text: `“${name}” given to ${to.name} in the draft.` };
    },
    [askWithReason, draftEditDone],
  );

  const reassign = useCallback(
    async (item: ScheduleItem, { from, to, initialStatus, newCalendarItemStatus, confirmConflicts }: Reassign, name: string): Promise<RosterNotice> => {
      if (draft) return reassignInDraft(item, { from, to, initialStatus, newCalendarItemStatus, confirmConflicts }, name, draft);
      // One action, one line in "Recent changes" with one Undo (the server adds, then removes the source).
      const give = (confirmed: boolean, ruleBreakReason?: string) =>
        from
          ? callAction(() => reassignItemMemberAction({ organizationId, itemId: item.id, fromUserId: from, toUserId: to.userId, initialStatus, newCalendarItemStatus, confirmConflicts: confirmed, ruleBreakReason }))
          : callAction(() =>
              assignItemMembersAction({ organizationId, itemId: item.id, assignees: [{ type: 'USER', userId: to.userId, initialStatus }], initialStatus, newCalendarItemStatus, shouldReplaceMemberStatuses: false, confirmConflicts: confirmed, ruleBreakReason }),
            );
      let given = await give(confirmConflicts);
      // A double booking the roster did not show (an item outside the week or the filters) or a
      // working-time rule it breaks: ask (with a reason for the rules), then send again.
      const yes = given.ok ? null : await askRefusedWrite(askWithReason, given.error, `Give it to ${to.name} anyway`);
      if (yes === false) return { tone: 'error', text: `“${name}” was not given to ${to.name}: you kept it from going ahead.` };
      if (yes) given = await give(true, yes.reason);
      if (!given.ok) return { tone: 'error', text: `“${name}” was not given to ${to.name}: ${reasonOf(given.error)}` };
      const answer = given.data;
      const refusal = 'results' in answer ? answer.results.find((r) => !r.ok)?.error.message : undefined;
      await replaceInCache(queryClient, organizationId, { item: answer.item });
      if (refusal) return { tone: 'error', text: `“${name}” was not given to ${to.name}: ${refusal}` };
      if (!from) return { tone: 'done', text: `“${name}” given to ${to.name}.` };
      const fromName = item.members.find((m) => m.userId === from)?.displayName ?? `user ${from}`;
      if ('notRemoved' in answer && answer.notRemoved) return { tone: 'error', text: `“${name}” was given to ${to.name}, but ${fromName} could not be taken off (${answer.notRemoved}): both are on it now.` };
      return { tone: 'done', text: `“${name}” given to ${to.name} instead of ${fromName}.` };
    },
    [organizationId, queryClient, askWithReason, draft, reassignInDraft],
  );

  /** Applies a plan; true when everything in it was saved. */
  const apply = useCallback(
    async (item: ScheduleItem, plan: DropPlan): Promise<boolean> => {
      const name = item.name ?? itemTypeLabel(item.type);
      setNotice(null);
      setPending((p) => new Map(p).set(item.id, expectedItem(item, plan)));
      const settle = (result: RosterNotice | null) => {
        setPending((p) => {
          const next = new Map(p);
          next.delete(item.id);
          return next;
        });
        setNotice(result);
        return result === null || result.tone === 'done';
      };
      let current = item;
      if (plan.move) {
        // A move speaks for itself as on the calendar: its toast (announced) names the new time and
        // offers Undo, or says why not. Undo only when the move is all there is: it would not undo a reassign.
        const moved = await moves.move(item, plan.move.start, plan.move.end, undefined, !plan.reassign);
        if (moved.status !== 'saved') {
          settle(null);
          return false;
        }
        current = moved.item;
      }
      if (!plan.reassign) return settle(null);
      const result = await reassign(current, plan.reassign, name);
      const movedFirst = plan.move && result.tone === 'error' ? `Moved to ${formatSpan(current.start, current.end, timeZone, hourCycle)}, but ` : '';
      return settle({ ...result, text: movedFirst + result.text });
    },
    [moves, reassign, timeZone, hourCycle],
  );

  return { apply, pending, notice, setNotice, conflict: moves.conflict, resolveConflict: moves.resolveConflict, repeatQuestion: moves.repeatQuestion };
}
