import type { HourCycle } from '@/lib/time/hour-cycle';
import { useHourCycle } from './hour-cycle';
import { formatSpan, formatTime, zonedFormatter } from './zoned-format';

// A day an item reaches after the day it starts (a night's morning, a leave's second day) shows a
// continuation mark, never the item again: one label on two days read as two shifts (issue 24).
// The roster, the printed roster and schedule, and the calendar's list and grids all use it.

type Span = { start: number; end: number };

/**
 * "↳ Night ward · until 07:00 · from Fri 27" (or "all day" when it goes on past this day), and the
 * words said aloud. The title is there so two continued nights on one day can be told apart.
 */
export function continuedWords(title: string, span: Span, endsThisDay: boolean, timeZone: string, cycle: HourCycle, count = 1): { shown: string; said: string } {
  const from = zonedFormatter(timeZone, { weekday: 'short', day: 'numeric' }).format(span.start);
  const alike = count > 1 ? ` · ${count} alike` : '';
  return {
    shown: `↳ ${title} · ${endsThisDay ? `until ${formatTime(span.end, timeZone, cycle)}` : 'all day'} · from ${from}${alike}`,
    said: `Continued: ${title}, ${formatSpan(span.start, span.end, timeZone, cycle)}${count > 1 ? `, ${count} alike` : ''}`,
  };
}

type Props = { itemId: string; title: string; span: Span; endsThisDay: boolean; timeZone: string; count?: number };

export function ContinuedMark({ itemId, title, span, endsThisDay, timeZone, count }: Props) {
  const { shown, said } = continuedWords(title, span, endsThisDay, timeZone, useHourCycle(), count);
  return (
    <div data-continued={itemId} title={said} className="rounded border border-dashed border-slate-400 px-1.5 py-0.5 text-[10px] leading-tight text-slate-600">
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{said}</span>
    </div>
  );
}
