'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { moveCalendarItemAction } from '@/lib/schedule/actions';
import type { AppErrorShape } from '@/lib/errors';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { callAction } from '@/components/ui/call-action';
import { itemTypeLabel } from '@/lib/schedule/item-words';
import { replaceInCache } from '@/lib/schedule/replace-in-cache';
import { markSaving } from './saving-marks';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';

export type MoveConflict = { seen: ScheduleItem; current: ScheduleItem; start: number; end: number };
export type MoveResult = { status: 'saved'; item: ScheduleItem } | { status: 'conflict' } | { status: 'failed'; error: AppErrorShape };
export type MoveItem = (item: ScheduleItem, start: number, end: number, revert?: () => void, undoable?: boolean) => Promise<MoveResult>;

export const UNDO_MS = 10_000;

/**
 * New times for an item, from a drag, a resize, the drawer's times form or the keyboard: the
 * event moves at once and is marked as saving (polls in flight are cancelled so none can put it
 * back), then
 * - saved: the cache takes the service's item, and a toast names the new time and offers Undo;
 * - changed upstream since it was loaded: nothing is written, it snaps back, and the manager
 *   chooses between their move and the item as it is now;
 * - failed: it snaps back and the message says why.
 */
export function useItemMoves(organizationId: string, timeZone: string | null) {
  const hourCycle = useHourCycle();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<MoveConflict | null>(null);

  const move = useCallback(
    async function move(item: ScheduleItem, start: number, end: number, revert: () => void = () => undefined, undoable = true): Promise<MoveResult> {
      // No React state changes before the request: it leaves at once, with no re-render of thousands of events first.
      void queryClient.cancelQueries({ queryKey: scheduleKeys.organization(organizationId) });
      markSaving(item.id, true);
      const result = await callAction(() => moveCalendarItemAction({ organizationId, itemId: item.id, start, end, expectedVersion: item.version }));
      markSaving(item.id, false);
      const name = item.name ?? itemTypeLabel(item.type);
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
      revert();
      if (!result.ok) {
        // Named: several drags may fail in a row, and each toast must say which item stayed put.
        toast.error(`Not moved “${name}”: ${result.error.message}`, { duration: 8_000 });
        return { status: 'failed', error: result.error };
      }
      if (result.data.status === 'conflict') setConflict({ seen: item, current: result.data.current, start, end });
      return { status: 'conflict' };
    },
    [organizationId, queryClient, timeZone, hourCycle],
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

  return { move: move as MoveItem, conflict, resolveConflict };
}
