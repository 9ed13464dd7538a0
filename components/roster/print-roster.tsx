import { zonedFormatter } from '@/components/ui/zoned-format';
import { formatHours } from '@/lib/time/format-hours';
import type { Roster, RosterRow } from '@/lib/roster/roster';
import { HOURS_BY_START_DAY } from './roster-notes';
import { RosterContinued } from './roster-continued';
import { RosterItem } from './roster-item';

/**
 * The roster on paper: every row (the screen draws only the rows in view), landscape, never
 * breaking inside a person's row, the day header repeated on each page.
 */
export function PrintRoster({ roster, timeZone, title }: { roster: Roster; timeZone: string; title: string }) {
  const dayName = zonedFormatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' });
  const rows: RosterRow[] = [roster.open, ...roster.people];
  return (
    <section className="hidden text-black print:block" data-print-schedule="week" aria-label="Printed roster">
      <p className="mb-3 text-[10pt] text-slate-700">
        {title} · times in {timeZone} · {HOURS_BY_START_DAY}
      </p>
      <table className="w-full table-fixed border-collapse text-[8pt]">
        <thead className="table-header-group">
          <tr>
            <th className="w-[16%] border-b border-black py-1 text-left">Person · hours</th>
            {roster.days.map((day, d) => (
              <th key={day.date} className="border-b border-black px-1 py-1 text-left">
                {dayName.format(day.start)} <span className="font-normal">· {formatHours(roster.dayWorkedMs[d]!)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="break-inside-avoid border-b border-slate-300 align-top" data-print-row={row.person?.userId ?? 'open'}>
              <th scope="row" className="py-1 pr-1 text-left font-medium">
                {row.person?.name ?? 'Open shifts'}
                {row.person && <div className="font-normal">{formatHours(row.workedMs)}</div>}
              </th>
              {row.cells.map((items, d) => (
                <td key={d} className="space-y-0.5 px-0.5 py-1">
                  <RosterContinued items={row.continued[d]!} dayEnd={roster.days[d]!.end} timeZone={timeZone} grouped={!row.person} />
                  {items.map((item) => (
                    <RosterItem key={item.id} item={item} userId={row.person?.userId ?? null} timeZone={timeZone} />
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
