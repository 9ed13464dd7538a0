'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { moveCalendarItemAction } from '@/lib/actions/calendar-items';
import { scheduleKeys } from '@/lib/queries/schedule';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { callAction } from './call-action';
import { replaceInCache } from './replace-in-cache';

export type MoveConflict = { seen: ScheduleItem; current: ScheduleItem; start: number; end: number };

export const UNDO_MS = 10_000;

/**
 * Drag and resize: the event moves at once (FullCalendar already shows it where it was dropped;
 * polls in flight are cancelled so none can put it back), then
 * - saved: the cache takes the service's item, and a toast offers Undo for 10 seconds;
 * - changed upstream since it was loaded: nothing is written, it snaps back, and the manager
 *   chooses between their move and the item as it is now;
 * - failed: it snaps back and the message says why.
 */
export function useItemMoves(organizationId: string) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<MoveConflict | null>(null);

  const move = useCallback(
    async function move(item: ScheduleItem, start: number, end: number, revert: () => void = () => undefined, undoable = true): Promise<boolean> {
      // No React state changes before the request: it leaves at once, with no re-render of thousands of events first.
      void queryClient.cancelQueries({ queryKey: scheduleKeys.organization(organizationId) });
      const result = await callAction(() => moveCalendarItemAction({ organizationId, itemId: item.id, start, end, expectedVersion: item.version }));
      if (result.ok && result.data.status === 'saved') {
        const saved = result.data.item;
        await replaceInCache(queryClient, organizationId, { item: saved });
        if (undoable) {
          toast.success(`Moved “${item.name ?? 'item'}”`, {
            duration: UNDO_MS,
            action: { label: 'Undo', onClick: () => void move(saved, item.start, item.end, undefined, false).then((ok) => ok && toast.success('Move undone')) },
          });
        }
        return true;
      }
      revert();
      if (!result.ok) {
        // Named: several drags may fail in a row, and each toast must say which item stayed put.
        toast.error(`Not moved “${item.name ?? 'item'}”: ${result.error.message}`, { duration: 8_000 });
      } else if (result.data.status === 'conflict') {
        setConflict({ seen: item, current: result.data.current, start, end });
      }
      return false;
    },
    [organizationId, queryClient],
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

  return { move, conflict, resolveConflict };
}
