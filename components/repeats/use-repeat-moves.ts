'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callAction } from '@/components/ui/call-action';
import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';
import { toast } from '@/components/ui/toast';
import { askRefusedWrite } from '@/components/working-time';
import type { AppErrorShape } from '@/lib/errors';
import type { RepeatMark, RepeatMarks } from '@/lib/repeats';
import type { editFollowingAction, editOccurrenceAction, editSeriesAction } from '@/lib/repeats/actions';
import { repeatMarksKeys } from '@/lib/repeats/queries';
import { ruleFromDay } from '@/lib/repeats/rule-from-day';
import { scheduleKeys } from '@/lib/schedule/queries';
import { clockTime, dayOf } from '@/lib/time/calendar-day';
import { useRepeatScope, type RepeatScope } from './repeat-scope-dialog';

// New times for an occurrence of a repeating series (the seam every move passes: useItemMoves in
// components/schedule): ask "this one / this and following / all" and send the matching action.
// Null for an item of no series: the caller moves it as any other.

type AskWithReason = (question: ConflictQuestion) => Promise<ConflictYes | false>;
export type MovableItem = { id: string; name?: string | null; notes?: string | null; start: number; end: number };
/** The repeat actions a move sends (lib/repeats/actions.ts), handed in by the caller. */
export type RepeatMoveActions = { editOccurrence: typeof editOccurrenceAction; editFollowing: typeof editFollowingAction; editSeries: typeof editSeriesAction };
export type RepeatMoveResult = { status: 'saved'; start: number; end: number } | { status: 'kept' } | { status: 'failed'; error: AppErrorShape } | null;

const DONE: Record<RepeatScope, string> = { this: 'this shift only', following: 'this and the following shifts', all: 'all shifts in the series' };

/** The item's mark in any range the boards have read (the boards read marks per range). */
function markIn(marks: readonly [unknown, RepeatMarks | undefined][], itemId: string): RepeatMark | undefined {
  for (const [, read] of marks) if (read?.[itemId]) return read[itemId];
  return undefined;
}

export function useRepeatMoves(organizationId: string, askWithReason: AskWithReason, actions: RepeatMoveActions) {
  const queryClient = useQueryClient();
  const scope = useRepeatScope();
  const { ask } = scope;

  const move = useCallback(
    async (item: MovableItem, start: number, end: number, revert: () => void): Promise<RepeatMoveResult> => {
      const mark = markIn(queryClient.getQueriesData<RepeatMarks>({ queryKey: repeatMarksKeys.organization(organizationId) }), item.id);
      if (!mark) return null;
      const name = item.name || mark.fields.title || 'Shift';
      const chosen = await ask({ name, words: mark.words, sameDay: dayOf(start, mark.timeZone) === mark.occurrenceKey });
      if (chosen === false) {
        revert();
        toast.error(`Not moved “${name}”: you kept it where it was.`, { duration: 8_000 });
        return { status: 'kept' };
      }
      const times = { startTime: clockTime(start, mark.timeZone, 'h23'), durationMinutes: Math.round((end - start) / 60_000) };
      const send = (confirmConflicts = false, ruleBreakReason?: string) => {
        if (chosen === 'this') return callAction(() => actions.editOccurrence({ organizationId, occurrenceId: mark.occurrenceId, title: item.name ?? '', notes: item.notes ?? '', start, end, confirmConflicts, ruleBreakReason }));
        // The series' answer too: its occurrences at the new times are asked about as one move is.
        if (chosen === 'following') return callAction(() => actions.editFollowing({ organizationId, occurrenceId: mark.occurrenceId, rule: ruleFromDay(mark, times), ...mark.fields, ...times, confirmConflicts, ruleBreakReason }));
        return callAction(() => actions.editSeries({ organizationId, seriesId: mark.seriesId, ...mark.fields, ...times, confirmConflicts, ruleBreakReason }));
      };
      let result = await send();
      if (!result.ok) {
        const yes = await askRefusedWrite(askWithReason, result.error, 'Move anyway');
        if (yes === false) {
          revert();
          toast.error(`Not moved “${name}”: you kept it where it was.`, { duration: 8_000 });
          return { status: 'kept' };
        }
        if (yes) result = await send(true, yes.reason);
      }
      // The series' rows and the items they changed are read again (the rolling pass makes the rest).
      await Promise.all([queryClient.invalidateQueries({ queryKey: repeatMarksKeys.organization(organizationId) }), queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) })]);
      if (!result.ok) {
        revert();
        toast.error(`Not moved “${name}”: ${result.error.message}`, { duration: 8_000 });
        return { status: 'failed', error: result.error };
      }
      toast.success(`Changed ${DONE[chosen]} of “${name}”`);
      return { status: 'saved', start, end };
    },
    [organizationId, queryClient, ask, askWithReason, actions],
  );

  return { move, question: scope.dialog };
}
