import { cn } from '@/components/ui/cn';
import { zonedFormatter } from '@/components/ui/zoned-format';
import type { Roster } from '@/lib/roster/roster';
import { formatHours } from '@/lib/time/format-hours';
import { columnsFor } from './roster-row';

/** The roster grid's first row: the people column's heading, then each day with its hours. */
export function RosterDayHeader({ roster, timeZone }: { roster: Roster; timeZone: string }) {
  const dayName = zonedFormatter(timeZone, { weekday: 'short', day: 'numeric' });
  return (
    <div role="row" aria-rowindex={1} className={cn(columnsFor(roster.days.length), 'border-b border-slate-200')}>
      <div role="columnheader" className="sticky left-0 z-[1] border-r border-slate-200 bg-white px-3 py-2 text-left text-xs font-medium text-slate-500">
        {/* One day on a phone: the hours beside a name are still the week's. */}
        {roster.days.length === 1 ? 'Person · week hours' : 'Person · hours'}
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
  );
}
