import type { ScheduleView } from '@/lib/schedule/calendar-view';
import { itemsByDay } from '@/lib/schedule/items-by-day';
import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { cn } from '@/components/ui/cn';
import { itemTitle, workingMembers } from '@/lib/schedule/item-words';
import { itemTypeLabel, memberStatusLabel } from '@/lib/schedule/item-words';
import { staffingWord } from '@/lib/schedule/staffing-words';
import { formatEventTime, zonedFormatter } from '@/components/ui/zoned-format';
import { ContinuedMark } from '@/components/ui/continued-mark';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { RepeatIcon } from '@/components/ui/icons';
import { useRepeatMark } from '@/components/repeats';
import { repeatLabel } from '@/lib/repeats';

type Props = { view: ScheduleView; items: readonly ScheduleItem[]; range: { start: number; end: number }; timeZone: string; title: string };

/**
 * The schedule on paper. FullCalendar's print layout is a premium plugin, and a time grid prints
 * as an empty, clipped box, so printing swaps the calendar for this: every shown item, day by day,
 * with its time, people and status in words, on the day it starts (the days after only mark it
 * as continued); an occurrence of a repeating series is marked with its rule, as the boards mark it.
 * A week is one landscape page of seven columns; a list or month runs day after
 * day, never breaking inside an item.
 */
export function PrintSchedule({ view, items, range, timeZone, title }: Props) {
  const days = itemsByDay(items, range, timeZone);
  // A week or a day shows its empty days (a free day is news); a month or a list only busy ones.
  const shown = view === 'week' || view === 'day' ? days : days.filter((d) => d.items.length + d.continued.length > 0);
  const dayName = zonedFormatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <section className="hidden text-black print:block" data-print-schedule={view} aria-label="Printed schedule">
      <p className="mb-3 text-[10pt] text-slate-700">
        {title} · times in {timeZone} · {items.length === 1 ? '1 item' : `${items.length} items`}
      </p>
      {shown.length === 0 && <p className="text-[10pt]">Nothing is scheduled in this range.</p>}
      <div className={cn(view === 'week' ? 'grid grid-cols-7 gap-x-2' : 'space-y-3')}>
        {shown.map((day) => (
          <section key={day.date} className={cn('min-w-0', view !== 'week' && 'break-inside-avoid-page')} data-print-day={day.date}>
            <h2 className="mb-1 border-b border-black pb-0.5 text-[10pt] font-semibold break-after-avoid">{dayName.format(day.start)}</h2>
            {day.items.length + day.continued.length === 0 ? (
              <p className="text-[8pt] text-slate-600">Nothing</p>
            ) : (
              <ul className="space-y-1.5">
                {day.continued.map((item) => (
                  <li key={item.id} className="break-inside-avoid">
                    <ContinuedMark itemId={item.id} title={itemTitle(item)} span={item} endsThisDay={item.end <= day.end} timeZone={timeZone} />
                  </li>
                ))}
                {day.items.map((item) => (
                  <PrintedItem key={item.id} item={item} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

const SETTLED = new Set(['ACCEPTED', 'ASSIGNED']);

function PrintedItem({ item, timeZone }: { item: ScheduleItem; timeZone: string }) {
  const hourCycle = useHourCycle();
  const repeat = useRepeatMark(item.id);
  const open = isOpenShift(item);
  // Whoever is not simply on it says why: "Sofia Alvarez (Asked to be replaced)".
  const people = workingMembers(item).map((m) => (SETTLED.has(m.status) ? m.displayName : `${m.displayName} (${memberStatusLabel(m.status)})`));
  return (
    <li className={cn('break-inside-avoid border-l-2 pl-1.5 text-[8.5pt] leading-snug', open ? 'border-dashed border-black' : 'border-slate-500')} data-print-item={item.id}>
      <div className="font-semibold tabular-nums">{formatEventTime(item.start, item.end, timeZone, hourCycle)}</div>
      <div className="font-medium [overflow-wrap:anywhere]">
        {itemTitle(item)}
        {open && <span className="ml-1 text-[7pt] font-bold">{staffingWord(item).toUpperCase()}</span>}
      </div>
      <div className="text-slate-700 [overflow-wrap:anywhere]">
        {itemTypeLabel(item.type)} · {staffingWord(item)}
        {item.type !== 'TIME_OFF' && <> · {people.length > 0 ? people.join(', ') : 'Nobody yet'}</>}
      </div>
      {repeat && (
        <div className="flex items-center gap-0.5 text-[7pt] text-slate-700" data-print-repeats={repeat.seriesId}>
          <RepeatIcon size={8} aria-hidden />
          {repeatLabel(repeat)}
        </div>
      )}
    </li>
  );
}
