'use client';

import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { GridPosition } from '@/lib/roster/roster-keys';

const MAX_FRAMES = 30;

/**
 * The roster grid's roving focus: one cell is the grid's tab stop; moving it scrolls its row into
 * view first (rows out of view are not in the page), then focuses the cell, or an item in it,
 * once the row is drawn. Focus lands a frame or more later, so a key pressed before then must
 * start from where focus is going (`pending`), and only the latest move may land.
 */
export function useGridFocus(scrollRef: RefObject<HTMLElement | null>, virtualizer: Virtualizer<HTMLDivElement, Element>) {
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 1 });
  const pending = useRef<GridPosition | null>(null);
  const latest = useRef(0);

  const focusCell = useCallback(
    (to: GridPosition, itemId?: string) => {
      const ticket = ++latest.current;
      pending.current = to;
      setActive(to);
      // Row 0 (open shifts) stays on top; people's rows are virtual rows from index 0.
      if (to.row > 0) virtualizer.scrollToIndex(to.row - 1, { align: 'auto' });
      // Onto the open row (always on top) from a person's: back to the top, as Ctrl+Home promises.
      else if (active.row > 0) virtualizer.scrollToOffset(0);
      let frames = 0;
      const attempt = () => {
        if (ticket !== latest.current) return; // a later move replaced this one
        const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${to.row}:${to.col}"]`);
        const target = itemId ? cell?.querySelector<HTMLElement>(`[data-roster-item="${CSS.escape(itemId)}"]`) : cell;
        if (!target && ++frames < MAX_FRAMES) return void requestAnimationFrame(attempt);
        pending.current = null;
        if (target) {
          target.focus({ preventScroll: true });
          // scroll-padding keeps it clear of the sticky header and names column.
          target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        } else cell?.focus();
      };
      requestAnimationFrame(attempt);
    },
    [active.row, scrollRef, virtualizer],
  );

  /** Where focus is on its way to, when a move has not landed yet. */
  const pendingFocus = useCallback(() => pending.current, []);

  return { active, setActive, focusCell, pendingFocus };
}
