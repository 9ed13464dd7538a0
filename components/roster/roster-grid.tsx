'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type CSSProperties } from 'react';
import { cn } from '@/components/ui/cn';
import { zonedFormatter } from '@/components/calendar/zoned-format';
import { formatHours } from '@/lib/roster/hours';
import { openEntries } from '@/lib/roster/open-entries';
import type { Roster, RosterRow } from '@/lib/roster/roster';
import { RosterItem } from './roster-item';

// The roster as a table of people × days. Only the rows in view are in the page (TanStack
// Virtual, rows measured as drawn, since a busy day makes a row taller): a site of 500 people
// stays quick to draw and scroll. The header and the open shifts row stay on top, the people's
// column on the left, while the rest scrolls.

// The people's column is narrower on a phone, so a day still shows beside it.
const COLUMNS = 'grid grid-cols-[8.5rem_repeat(7,minmax(7.5rem,1fr))] sm:grid-cols-[12rem_repeat(7,minmax(7.5rem,1fr))]';
const ESTIMATED_ROW_PX = 76;

// Memoized: the virtualizer re-renders the grid on every scroll step and row measured, and the
// open shifts row (hundreds of items on a busy week) must not be redrawn each time.
const Row = memo(function Row({ row, index, timeZone, className, style, measure }: { row: RosterRow; index: number; timeZone: string; className?: string; style?: CSSProperties; measure?: (el: HTMLElement | null) => void }) {
  const name = row.person?.name ?? 'Open shifts';
  return (
    <div role="row" aria-rowindex={index} data-roster-row={row.person?.userId ?? 'open'} data-index={index - 3} ref={measure} className={cn(COLUMNS, 'border-b border-slate-100', className)} style={style}>
      <div role="rowheader" className={cn('sticky left-0 z-[1] border-r border-slate-200 px-3 py-2', row.person ? 'bg-white' : 'bg-slate-50')}>
        <div className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </div>
        {row.person?.title && <div className="truncate text-xs text-slate-500">{row.person.title}</div>}
        {row.person && <div className="mt-0.5 text-xs text-slate-600 tabular-nums" data-hours>{formatHours(row.workedMs)}</div>}
      </div>
      {row.cells.map((items, d) => (
        <div role="cell" key={d} className={cn('min-w-0 space-y-1 border-r border-slate-100 p-1', !row.person && 'bg-slate-50')}>
          {(row.person ? items.map((item) => ({ item, count: 1 })) : openEntries(items)).map(({ item, count }) => (
            <RosterItem key={item.id} item={item} count={count} userId={row.person?.userId ?? null} timeZone={timeZone} />
          ))}
        </div>
      ))}
    </div>
  );
});

export function RosterGrid({ roster, timeZone }: { roster: Roster; timeZone: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back functions React Compiler must not memoize; it is built for that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: roster.people.length, getScrollElement: () => scrollRef.current, estimateSize: () => ESTIMATED_ROW_PX, overscan: 8 });
  const dayName = zonedFormatter(timeZone, { weekday: 'short', day: 'numeric' });

  return (
    // Focusable, so the keyboard can scroll it (arrow keys, Page Up/Down) like the page.
    <div
      ref={scrollRef}
      role="region"
      aria-label="Roster, scrolls both ways"
      tabIndex={0}
      className="h-[calc(100vh-15rem)] min-h-[520px] overflow-auto rounded-lg border border-slate-200 bg-white shadow-card focus-visible:focus-ring"
      data-testid="roster"
    >
      <div role="table" aria-label="Roster" aria-rowcount={roster.people.length + 2} className="min-w-[61rem] sm:min-w-[64.5rem]">
        <div role="rowgroup" className="sticky top-0 z-[2] bg-white shadow-[0_1px_0_0_var(--color-slate-200)]">
          <div role="row" aria-rowindex={1} className={cn(COLUMNS, 'border-b border-slate-200')}>
            <div role="columnheader" className="sticky left-0 z-[1] border-r border-slate-200 bg-white px-3 py-2 text-left text-xs font-medium text-slate-500">
              Person · hours
            </div>
            {roster.days.map((day, d) => (
              <div role="columnheader" key={day.date} data-day={day.date} className="border-r border-slate-100 px-2 py-2 text-left">
                <div className="text-sm font-medium text-slate-900">{dayName.format(day.start)}</div>
                <div className="text-xs text-slate-500 tabular-nums" data-day-hours>
                  {formatHours(roster.dayWorkedMs[d]!)}
                </div>
              </div>
            ))}
          </div>
          <Row row={roster.open} index={2} timeZone={timeZone} />
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => (
            <Row
              key={roster.people[v.index]!.key}
              row={roster.people[v.index]!}
              index={v.index + 3}
              timeZone={timeZone}
              measure={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${v.start}px)` }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
