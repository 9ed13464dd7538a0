'use client';

import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { Roster } from '@/lib/roster/roster';
import type { DropPlan } from '@/lib/roster/roster-drop';
import type { ConflictQuestion } from '@/components/ui/conflict-confirm';
import { gridStep, isItemMoveKey, isMenuKey, itemKeyTarget } from '@/lib/roster/roster-keys';
import type { ScheduleItem } from '@/lib/schedule';
import type { RuleBreak } from '@/lib/working-time';
import { gridCellAt } from './grid-cell';
import { RosterDayHeader } from './roster-day-header';
import { rosterDropEdit } from './roster-drop-edit';
import { RosterRow } from './roster-row';
import { useGridFocus } from './use-grid-focus';
import { useRosterDrags } from './use-roster-drags';
import { useStickyPadding } from './use-sticky-padding';
import { useHourCycle } from '@/components/ui/hour-cycle';

// The roster as a grid of people × days (role=grid: arrows, Home/End, Page Up/Down move between
// cells, Tab enters a cell's items). Only the rows in view are in the page (TanStack Virtual, rows
// measured as drawn, since a busy day makes a row taller), plus the focused one: a site of 500
// people stays quick to draw and scroll. The header and the open shifts row stay on top, the
// people's column on the left. Schedulers drag items (native drag and drop: nothing to add for
// a drop on a cell) or move them with Alt+arrows; both go through `onEdit`.

const ESTIMATED_ROW_PX = 76;

type Props = {
  roster: Roster;
  timeZone: string;
  /** The zone whose wall-clock time a move keeps (the organization's). */
  moveZone: string;
  thresholdMinutes: number | null;
  /** Each person's items that break a working-time rule (lib/schedule/break-marks.ts). */
  ruleBreaks?: ReadonlyMap<string, ReadonlyMap<string, readonly RuleBreak[]>>;
  canEdit: boolean;
  saving: ReadonlySet<string>;
  onEdit: (item: ScheduleItem, plan: DropPlan) => Promise<boolean>;
  onRefused: (reason: string) => void;
  /** Asks before a reassign that double-books the target (components/ui/conflict-confirm.tsx). */
  askConflicts: (question: ConflictQuestion) => Promise<boolean>;
  /** Enter or a double click on a day's cell: a new item for that person (null: the open row) and day. */
  onCreateAt?: (userId: string | null, day: number) => void;
  /** The cell's menu (Shift+F10, the context-menu key, a right click on a day): "Add from template" for that person and day. */
  onCellMenu?: ((userId: string | null, day: number) => void) | undefined;
  /** "Offer" on the open row's shifts (schedulers): opens the offer form. */
  onOffer?: (item: ScheduleItem) => void;
  /** "Availability" on a person's row (schedulers): opens their availability form. */
  onAvailability?: ((person: { userId: string; name: string }) => void) | undefined;
  /** "Positions" on a person's row (schedulers): opens the positions they may work. */
  onPositions?: ((person: { userId: string; name: string; title: string | null }) => void) | undefined;
};

export function RosterGrid({ roster, timeZone, moveZone, thresholdMinutes, ruleBreaks, canEdit, saving, onEdit, onRefused, askConflicts, onCreateAt, onCellMenu, onOffer, onAvailability, onPositions }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const rows = [roster.open, ...roster.people];
  const activeRow = useRef(0);
  // The focused row is always drawn, so the grid's tab stop never leaves the page.
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = activeRow.current - 1;
    return focused >= 0 && !indexes.includes(focused) ? [...indexes, focused].sort((a, b) => a - b) : indexes;
  }, []);
  // Measured sizes are kept under each person, not under a place in the list: when the rows change
  // places (the member list arriving after the week), a drawn row keeps its element and so is not
  // measured again, and a size kept by place would be another row's, drawing rows over each other.
  const getItemKey = useCallback((index: number) => roster.people[index]!.key, [roster.people]);
  // TanStack Virtual hands back functions React Compiler must not memoize; it is built for that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: roster.people.length, getItemKey, getScrollElement: () => scrollRef.current, estimateSize: () => ESTIMATED_ROW_PX, overscan: 8, rangeExtractor });
  const { active, setActive, focusCell, pendingFocus } = useGridFocus(scrollRef, virtualizer);
  activeRow.current = Math.min(active.row, rows.length - 1);
  useStickyPadding(scrollRef, headerRef);
  const edit = rosterDropEdit({ rows, moveZone, timeZone, hourCycle: useHourCycle(), onEdit, onRefused, askConflicts });
  const { handlers, dropCell, endDrag } = useRosterDrags(edit);
  const rowState = (rowIndex: number) => ({
    activeCol: active.row === rowIndex ? active.col : null,
    dropCol: dropCell?.row === rowIndex ? dropCell.day : null,
    canEdit,
    saving,
    handlers,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = gridCellAt(target);
    if (!cell) return;
    const { row, col } = cell;
    const itemId = target.dataset.rosterItem;
    if (itemId) {
      if (event.key === 'Escape') {
        event.preventDefault();
        return focusCell({ row, col });
      }
      if (!canEdit || !isItemMoveKey(event)) return;
      event.preventDefault();
      const item = rows[row]?.cells[col - 1]?.find((i) => i.id === itemId);
      const to = item && itemKeyTarget(event, { row, day: col - 1 }, { rows: rows.length, days: roster.days.length });
      if (!item || !to) return;
      if ('reason' in to) return onRefused(to.reason);
      const saved = edit({ item, row, day: col - 1 }, to);
      // Focus follows the item to where it is shown at once, and back if it snaps back.
      focusCell({ row: to.row, col: to.day + 1 }, itemId);
      void saved.then((ok) => !ok && focusCell({ row, col }, itemId));
      return;
    }
    if (target !== cell.element) return;
    // Enter pressed before an arrow's focus landed means the cell focus is going to.
    const at = pendingFocus() ?? { row, col };
    if (event.key === 'Enter' && onCreateAt && at.col > 0) {
      event.preventDefault();
      return onCreateAt(rows[at.row]?.person?.userId ?? null, at.col - 1);
    }
    if (isMenuKey(event) && onCellMenu && at.col > 0) {
      event.preventDefault();
      return onCellMenu(rows[at.row]?.person?.userId ?? null, at.col - 1);
    }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ESTIMATED_ROW_PX * 5) / ESTIMATED_ROW_PX) - 1);
    // Keys pressed faster than focus lands go on from where it is going.
    const to = gridStep(event, at, { rows: rows.length, cols: roster.days.length + 1, pageRows: page });
    if (!to) return;
    event.preventDefault();
    focusCell(to);
  };

  // A click or Tab into a cell (or one of its items) makes that cell the tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = gridCellAt(event.target);
    if (cell && (cell.row !== active.row || cell.col !== active.col)) setActive({ row: cell.row, col: cell.col });
  };

  // A double click on a day's empty space (not on an item) asks for a new item there.
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = gridCellAt(event.target);
    if (!onCreateAt || !cell || (event.target as HTMLElement).closest('[data-roster-item]')) return;
    if (cell.col > 0) onCreateAt(rows[cell.row]?.person?.userId ?? null, cell.col - 1);
  };

  // A right click on a day's empty space opens the cell's menu instead of the browser's.
  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const cell = gridCellAt(event.target);
    if (!onCellMenu || !cell || cell.col === 0 || (event.target as HTMLElement).closest('[data-roster-item]')) return;
    event.preventDefault();
    onCellMenu(rows[cell.row]?.person?.userId ?? null, cell.col - 1);
  };

  return (
    <div ref={scrollRef} className="h-[calc(100vh-15rem)] min-h-[520px] overflow-auto rounded-lg border border-slate-200 bg-white shadow-card" data-testid="roster">
      <div
        role="grid"
        aria-label="Roster"
        aria-rowcount={roster.people.length + 2}
        aria-colcount={roster.days.length + 1}
        aria-describedby="roster-grid-keys"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onDoubleClick={onDoubleClick}
        onContextMenu={onContextMenu}
        onDragEnd={endDrag}
        className={roster.days.length === 1 ? undefined : 'min-w-[61rem] sm:min-w-[64.5rem]'}
      >
        <div role="rowgroup" ref={headerRef} className="sticky top-0 z-[2] bg-white shadow-[0_1px_0_0_var(--color-slate-200)]">
          <RosterDayHeader roster={roster} timeZone={timeZone} />
          <RosterRow row={roster.open} days={roster.days} rowIndex={0} timeZone={timeZone} thresholdMinutes={thresholdMinutes} {...rowState(0)} onOffer={onOffer} />
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => (
            <RosterRow
              key={roster.people[v.index]!.key}
              row={roster.people[v.index]!}
              days={roster.days}
              rowIndex={v.index + 1}
              timeZone={timeZone}
              thresholdMinutes={thresholdMinutes}
              ruleBreaks={ruleBreaks?.get(roster.people[v.index]!.key)}
              {...rowState(v.index + 1)}
              virtualIndex={v.index}
              offset={v.start}
              measure={virtualizer.measureElement}
              onAvailability={onAvailability}
              onPositions={onPositions}
            />
          ))}
        </div>
      </div>
      <p id="roster-grid-keys" className="sr-only">
        Arrow keys move between cells, Home and End to a row’s ends, Page Up and Page Down by a page; Tab enters a cell’s items.{onCreateAt && ' Enter on a day creates an item for that person and day.'}{onCellMenu && ' Shift+F10 on a day adds a shift from a template.'}
      </p>
      <p id="roster-item-keys" className="sr-only">
        Alt+Left or Alt+Right moves it a day; Alt+Up or Alt+Down gives it to the person above or below. Escape returns to the cell.
      </p>
    </div>
  );
}
