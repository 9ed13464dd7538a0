import { memo, type DragEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { WarningIcon } from '@/components/ui/icons';
import { formatHours } from '@/lib/time/format-hours';
import { formatThreshold, isOverThreshold } from '@/lib/entry-points';
import { openEntries } from '@/lib/roster/open-entries';
import type { RosterDay, RosterRow as RosterRowData } from '@/lib/roster/roster';
import { personBreakWords, type ScheduleItem } from '@/lib/schedule';
import type { RuleBreak } from '@/lib/working-time';
import { RuleBreakMark } from '@/components/working-time';
import { RosterContinued } from './roster-continued';
import { RosterItem } from './roster-item';

// The people's column is narrower on a phone, so a day still shows beside it; a phone shows one
// day at a time (lib/roster/roster-day.ts).
const WEEK_COLUMNS = 'grid grid-cols-[8.5rem_repeat(7,minmax(7.5rem,1fr))] sm:grid-cols-[12rem_repeat(7,minmax(7.5rem,1fr))]';
const DAY_COLUMNS = 'grid grid-cols-[8.5rem_minmax(0,1fr)] sm:grid-cols-[12rem_minmax(0,1fr)]';

export function columnsFor(days: number): string {
  return days === 1 ? DAY_COLUMNS : WEEK_COLUMNS;
}

/**
 * The grid's drag handlers, the same object for every row and every render (so a drawn row is not
 * redrawn while the grid scrolls); each names the row it comes from.
 */
export type RowHandlers = {
  onDragStart: (rowIndex: number, item: ScheduleItem, day: number, event: DragEvent) => void;
  onDragOver: (rowIndex: number, day: number, event: DragEvent) => void;
  onDrop: (rowIndex: number, day: number, event: DragEvent) => void;
};

function OverThreshold({ thresholdMinutes }: { thresholdMinutes: number }) {
  const threshold = formatThreshold(thresholdMinutes);
  return (
    <span data-over-threshold className="ml-1 inline-flex items-center gap-0.5 rounded bg-amber-100 px-1 font-medium text-amber-900" title={`Over the weekly threshold of ${threshold}`}>
      <WarningIcon size={11} aria-hidden="true" />
      <span aria-hidden="true">over {threshold}</span>
      <span className="sr-only">over the weekly threshold of {threshold}</span>
    </span>
  );
}

type Props = {
  row: RosterRowData;
  /** The week's days: a continued item that ends after its day goes on all day. */
  days: readonly RosterDay[];
  /** 0: the open shifts row; then one per person. */
  rowIndex: number;
  timeZone: string;
  thresholdMinutes: number | null;
  /** The person's items that break a working-time rule, with the breaks. */
  ruleBreaks?: ReadonlyMap<string, readonly RuleBreak[]> | undefined;
  /** The focused column of this row (roving tabindex), or null when focus is in another row. */
  activeCol: number | null;
  canEdit: boolean;
  saving: ReadonlySet<string>;
  /** The column a drag is over, in this row. */
  dropCol: number | null;
  handlers: RowHandlers;
  /** The virtualized people's rows: the virtualizer's index, where the row sits (px), how it is measured. */
  virtualIndex?: number;
  offset?: number;
  measure?: (el: HTMLElement | null) => void;
  /** The open row's shifts get "Offer" (one shift, not a group of alike ones): those who may staff them. */
  onOffer?: (item: ScheduleItem) => void;
  /** A person's row: their availability form (schedulers). */
  onAvailability?: ((person: { userId: string; name: string }) => void) | undefined;
  /** A person's row: the positions they may work (schedulers). */
  onPositions?: ((person: { userId: string; name: string; title: string | null }) => void) | undefined;
};

/**
 * One row of the grid. Memoized: the virtualizer redraws the grid on every scroll step and every
 * row measured, and a drawn row whose props did not change must not be drawn again.
 */
export const RosterRow = memo(function RosterRow({ row, days, rowIndex, timeZone, thresholdMinutes, ruleBreaks, activeCol, canEdit, saving, dropCol, handlers, virtualIndex, offset, measure, onOffer, onAvailability, onPositions }: Props) {
  const name = row.person?.name ?? 'Open shifts';
  const cellProps = (col: number) => ({ 'data-cell': `${rowIndex}:${col}`, tabIndex: activeCol === col ? 0 : -1 });
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      data-roster-row={row.person?.userId ?? 'open'}
      data-index={virtualIndex}
      ref={measure}
      className={cn(columnsFor(days.length), 'border-b border-slate-100', offset !== undefined && 'absolute top-0 left-0 w-full')}
      style={offset === undefined ? undefined : { transform: `translateY(${offset}px)` }}
    >
      <div role="rowheader" {...cellProps(0)} className={cn('sticky left-0 z-[1] border-r border-slate-200 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-inset', row.person ? 'bg-white' : 'bg-slate-50')}>
        <div className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </div>
        {row.person?.title && <div className="truncate text-xs text-slate-500">{row.person.title}</div>}
        {row.person && onAvailability && (
          <button
            type="button"
            tabIndex={activeCol === 0 ? 0 : -1}
            aria-label={`Availability of ${name}`}
            onClick={() => onAvailability({ userId: row.person!.userId, name })}
            className="text-xs text-indigo-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            Availability
          </button>
        )}
        {row.person && onPositions && (
          <button
            type="button"
            tabIndex={activeCol === 0 ? 0 : -1}
            aria-label={`Positions of ${name}`}
            onClick={() => onPositions({ userId: row.person!.userId, name, title: row.person!.title ?? null })}
            className="ml-2 text-xs text-indigo-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            Positions
          </button>
        )}
        {row.person && (
          <div className="mt-0.5 text-xs text-slate-600 tabular-nums">
            <span data-hours>{formatHours(row.workedMs)}</span>
            {thresholdMinutes !== null && isOverThreshold(row.workedMs, thresholdMinutes) && <OverThreshold thresholdMinutes={thresholdMinutes} />}
            {ruleBreaks && (
              <span className="ml-1">
                <RuleBreakMark words={personBreakWords(ruleBreaks)} />
              </span>
            )}
          </div>
        )}
      </div>
      {row.cells.map((items, d) => (
        <div
          role="gridcell"
          key={d}
          {...cellProps(d + 1)}
          onDragOver={canEdit ? (e) => handlers.onDragOver(rowIndex, d, e) : undefined}
          onDrop={canEdit ? (e) => handlers.onDrop(rowIndex, d, e) : undefined}
          data-drop-target={dropCol === d ? '' : undefined}
          className={cn(
            'min-w-0 space-y-1 border-r border-slate-100 p-1 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-inset',
            !row.person && 'bg-slate-50',
            dropCol === d && 'bg-indigo-50 ring-2 ring-indigo-400 ring-inset',
          )}
        >
          <RosterContinued items={row.continued[d]!} dayEnd={days[d]!.end} timeZone={timeZone} grouped={!row.person} />
          {(row.person ? items.map((item) => ({ item, count: 1 })) : openEntries(items)).map(({ item, count }) => (
            <RosterItem
              key={item.id}
              item={item}
              count={count}
              userId={row.person?.userId ?? null}
              timeZone={timeZone}
              focusable={activeCol === d + 1 ? 0 : -1}
              saving={saving.has(item.id)}
              conflictsWith={row.conflicts.get(item.id)}
              ruleBreaks={ruleBreaks?.get(item.id)}
              onDragStart={canEdit ? (e) => handlers.onDragStart(rowIndex, item, d, e) : undefined}
              onOffer={onOffer && !row.person && count === 1 && item.type === 'MULTI_ASSIGNEE_SHIFT' ? () => onOffer(item) : undefined}
            />
          ))}
        </div>
      ))}
    </div>
  );
});
