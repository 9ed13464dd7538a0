import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { dayHeading } from '@/lib/time/day-words';
import type { InboxRow } from './inbox-rows';
import { ROW_GRID } from './request-row';

// The inbox's table: column names on wide screens, then a section per day with its count.

export function InboxDayList({ groups, canDecide, renderRow }: { groups: readonly [string, InboxRow[]][]; canDecide: boolean; renderRow: (row: InboxRow) => ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-card">
      {/* Column names for sighted users on wide screens; each row says the same in its own words. */}
      <div aria-hidden className={cn('hidden rounded-t-lg border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs font-medium text-slate-600', ROW_GRID)}>
        <span />
        <span>Person and request</span>
        <span>Item</span>
        <span>Warnings</span>
        {canDecide && <span>Answer</span>}
      </div>
      {groups.map(([day, dayRows]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="border-b border-slate-200 bg-slate-50 px-4 py-1 text-xs font-semibold text-slate-700">
            {dayHeading(day)}
            <span className="ml-2 font-normal text-slate-600">
              {dayRows.length} {dayRows.length === 1 ? 'request' : 'requests'}
            </span>
          </h3>
          <ul aria-labelledby={`day-${day}`}>{dayRows.map(renderRow)}</ul>
        </section>
      ))}
    </div>
  );
}
