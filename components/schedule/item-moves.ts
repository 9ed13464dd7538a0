'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { moveCalendarItemAction } from '@/lib/schedule/actions';
import type { ActionResult, AppErrorShape } from '@/lib/errors';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { callAction } from '@/components/ui/call-action';
import { itemTypeLabel } from '@/lib/schedule/item-words';
import { replaceInCache } from '@/lib/schedule/replace-in-cache';
import { markSaving } from './saving-marks';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';
import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';
import { askRefusedWrite } from '@/components/working-time';
import { useRepeatMoves } from '@/components/repeats';
import type { editFollowingAction, editOccurrenceAction, editSeriesAction } from '@/lib/repeats/actions';
import { useDraftEditDone, type DraftEditing } from '@/components/drafts';
import { draftItemRef, type DraftLine } from '@/lib/drafts';

type AskWithReason = (question: ConflictQuestion) => Promise<ConflictYes | false>;

export type MoveConflict = { seen: ScheduleItem; current: ScheduleItem; start: number; end: number };
/** `kept`: it would double-book someone or break a working-time rule, and the manager kept it where it was. */
export type MoveResult = { status: 'saved'; item: ScheduleItem } | { status: 'conflict' } | { status: 'kept' } | { status: 'failed'; error: AppErrorShape };
export type MoveItem = (item: ScheduleItem, start: number, end: number, revert?: () => void, undoable?: boolean) => Promise<MoveResult>;

export const UNDO_MS = 10_000;
/** The live writes a move may make (use-item-moves.ts wires the server actions; component tests, recording stand-ins). */
export type LiveMoves = { move: typeof moveCalendarItemAction; editOccurrence: typeof editOccurrenceAction; editFollowing: typeof editFollowingAction; editSeries: typeof editSeriesAction };

type Drafted = { status: 'drafted'; lines: DraftLine[] };
type Moved = Extract<Awaited<ReturnType<typeof moveCalendarItemAction>>, { ok: true }>['data'];
/** A draft line's answer in the shape of a move's, so one path (questions, snapping back) handles both. */
const drafted = (result: ActionResult<{ lines: DraftLine[] }>): ActionResult<Drafted> => (result.ok ? { ok: true, data: { status: 'drafted', lines: result.data.lines } } : result);

/**
 * New times for an item, from a drag, a resize, the drawer's times form or the keyboard: the
 * event moves at once and is marked as saving (polls in flight are cancelled so none can put it
 * back), then
 * - saved: the cache takes the service's item, and a toast names the new time and offers Undo;
 * - changed upstream since it was loaded: nothing is written, it snaps back, and the manager
 *   chooses between their move and the item as it is now;
 * - it double-books someone on it or breaks a working-time rule: it snaps back and the manager is
 *   asked (with a reason for the rules); a yes sends it again with the answer, Cancel leaves it;
 * - failed: it snaps back and the message says why.
 * With a draft open, the same path writes a draft line instead (nothing reaches the product).
 */
export function useItemMovesWith(live: LiveMoves, organizationId: string, timeZone: string | null, askWithReason: AskWithReason, draft: DraftEditing | null = null) {
  const hourCycle = useHourCycle();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<MoveConflict | null>(null);
  // An occurrence of a repeating series asks "this one / this and following / all" first (components/repeats).
  const repeats = useRepeatMoves(organizationId, askWithReason, live);
  const moveRepeat = repeats.move;
  // With a draft open (`draft`, the board's edit target: components/drafts/edit-target.tsx) the move
  // goes into it: the same input, checks and questions, its toast's Undo takes the line out again.
  const draftEditDone = useDraftEditDone();

  const move = useCallback(
    async function move(item: ScheduleItem, start: number, end: number, revert: () => void = () => undefined, undoable = true): Promise<MoveResult> {
      // No React state changes before the request: it leaves at once, with no re-render of thousands of events first.
      void queryClient.cancelQueries({ queryKey: scheduleKeys.organization(organizationId) });
      // In a draft a move is a line about this one item; the series question is for live edits.
      const repeated = draft ? null : await moveRepeat(item, start, end, revert);
      if (repeated) return repeated.status === 'saved' ? { status: 'saved', item: { ...item, start, end } } : repeated;
      const name = item.name ?? itemTypeLabel(item.type);
      const send = async (confirmConflicts = false, ruleBreakReason?: string) => {
        markSaving(item.id, true);
        const answer = { confirmConflicts, ruleBreakReason };
        const input = { organizationId, itemId: item.id, start, end, expectedVersion: item.version, ...answer };
        const sent = await callAction<Moved | Drafted>(async () => {
          if (!draft) return live.move(input);
          // An item the draft creates is named by its local key: its create line takes the times.
          const ref = draftItemRef(item.id);
          const into = 'localKey' in ref ? draft.writes.moveNew({ ...draft.target, localKey: ref.localKey, start, end, ...answer }) : draft.writes.move({ ...input, draftId: draft.target.draftId });
          return drafted(await into);
        });
        markSaving(item.id, false);
        return sent;
      };
      let result = await send();
      let snapBack = revert;
      if (!result.ok) {
        // Refused: the event goes back at once, and only a yes to the question (if it asks one) puts it at the new times.
        snapBack();
        snapBack = () => undefined;
        const yes = await askRefusedWrite(askWithReason, result.error, 'Move anyway');
        if (yes === false) {
          toast.error(`Not moved “${name}”: you kept it where it was.`, { duration: 8_000 });
          return { status: 'kept' };
        }
        if (yes) result = await send(true, yes.reason);
      }
      if (result.ok && result.data.status === 'drafted' && draft) {
        const when = timeZone ? ` to ${formatSpan(start, end, timeZone, hourCycle)}` : '';
        const saved = { ...item, start, end };
        // A new item's move changed its create line: Undo moves it back (taking the line out would take the item out).
        const moveBack = 'localKey' in draftItemRef(item.id) ? (undoable ? () => void move(saved, item.start, item.end, undefined, false) : null) : undefined;
        draftEditDone(draft, result.data.lines, `Moved “${name}”${when}`, moveBack);
        return { status: 'saved', item: saved };
      }
      if (result.ok && result.data.status === 'saved') {
        const saved = result.data.item;
        await replaceInCache(queryClient, organizationId, { item: saved });
        const when = timeZone ? ` to ${formatSpan(saved.start, saved.end, timeZone, hourCycle)}` : '';
        if (undoable) {
          toast.success(`Moved “${name}”${when}`, {
            duration: UNDO_MS,
            action: { label: 'Undo', onClick: () => void move(saved, item.start, item.end, undefined, false).then((r) => r.status === 'saved' && toast.success(`Move of “${name}” undone`)) },
          });
        }
        return { status: 'saved', item: saved };
      }
      snapBack();
      if (!result.ok) {
        // Named: several drags may fail in a row, and each toast must say which item stayed put.
        toast.error(`Not moved “${name}”: ${result.error.message}`, { duration: 8_000 });
        return { status: 'failed', error: result.error };
      }
      if (result.data.status === 'conflict') setConflict({ seen: item, current: result.data.current, start, end });
      return { status: 'conflict' };
    },
    [live, organizationId, queryClient, timeZone, hourCycle, askWithReason, moveRepeat, draft, draftEditDone],
  );

  /** The manager's answer to a conflict: apply their move on top of the current item, or take the current item. */
  const resolveConflict = useCallback(
    async (choice: 'mine' | 'theirs') => {
      const open = conflict;
      setConflict(null);
      if (!open) return;
      if (choice === 'theirs') await replaceInCache(queryClient, organizationId, { item: open.current });
      else await move(open.current, open.start, open.end);
    },
    [conflict, move, organizationId, queryClient],
  );

  return { move: move as MoveItem, conflict, resolveConflict, repeatQuestion: repeats.question };
}
