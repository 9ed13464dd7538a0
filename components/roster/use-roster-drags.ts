import { useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { ScheduleItem } from '@/lib/schedule';
import type { RowHandlers } from './roster-row';

// The roster's drags (native drag and drop: nothing to add for a drop on a cell). The payload is
// kept here (a drop reads it back), the type on the transfer lets a cell accept it. The handlers
// never change (rows stay memoized); a drop reaches the latest `edit`.

const DRAG_TYPE = 'application/x-shiftdesk-roster-item';

export type Dragged = { item: ScheduleItem; row: number; day: number };
type Edit = (from: Dragged, to: { row: number; day: number }) => Promise<boolean>;

export function useRosterDrags(edit: Edit) {
  const dragged = useRef<Dragged | null>(null);
  const latestEdit = useRef(edit);
  useLayoutEffect(() => {
    latestEdit.current = edit;
  });
  const [dropCell, setDropCell] = useState<{ row: number; day: number } | null>(null);
  const handlers = useMemo<RowHandlers>(
    () => ({
      onDragStart: (row, item, day, event) => {
        dragged.current = { item, row, day };
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(DRAG_TYPE, item.id);
        event.dataTransfer.setData('text/plain', item.name ?? item.id);
      },
      onDragOver: (row, day, event: DragEvent) => {
        if (!dragged.current || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropCell((was) => (was?.row === row && was.day === day ? was : { row, day }));
      },
      onDrop: (row, day, event) => {
        event.preventDefault();
        const from = dragged.current;
        dragged.current = null;
        setDropCell(null);
        if (from) void latestEdit.current(from, { row, day });
      },
    }),
    [],
  );
  /** A drag ended anywhere (dropped outside, or Escape): nothing is carried any more. */
  const endDrag = () => {
    dragged.current = null;
    setDropCell(null);
  };
  return { handlers, dropCell, endDrag };
}
