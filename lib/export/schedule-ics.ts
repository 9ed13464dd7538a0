import { itemStatusLabel, itemTitle, itemTypeLabel, memberStatusLabel, workingMembers } from '@/lib/schedule';
import type { ScheduleItem } from '@/lib/schedule';
import { repeatLabel, type RepeatMark, type RepeatMarks } from '@/lib/repeats';
import { dayOf } from '@/lib/time/calendar-day';
import { isWholeDays } from '@/lib/time/zoned-days';
import { foldLine, icsLocal, icsText, icsUtc } from './ics-text';
import { vtimezone } from './vtimezone';

// The schedule as an iCalendar file (RFC 5545): one VEVENT per item, its times as wall times of
// the organization's zone (TZID, with a VTIMEZONE), and a UID that stays the same across exports,
// so a calendar that imports the file twice updates the events rather than doubling them.
// Written by hand: the generator we tried formats plain Dates in the server's own zone and writes
// DTSTAMP without its required UTC mark once a calendar has a zone.

/** `repeats`: the range's repeat marks by item id; an occurrence's description says its rule ("Repeats: every weekday"). Each occurrence stays its own event (no RRULE): the file holds the items as they are. */
export type IcsOptions = { calendarName: string; timeZone: string; range: { from: number; to: number }; repeats?: RepeatMarks };

/** A stable, globally unique id: the service's item id under our own name. */
export const icsUid = (itemId: string) => `${itemId}@shiftdesk`;

function description(item: ScheduleItem, repeat: RepeatMark | undefined): string {
  const people = workingMembers(item).map((m) => `${m.displayName} (${memberStatusLabel(m.status)})`);
  const lines = [`${itemTypeLabel(item.type)} · ${itemStatusLabel(item.status)}`, `People: ${people.length > 0 ? people.join(', ') : 'nobody yet'}`];
  if (item.notes) lines.push(`Notes: ${item.notes}`);
  if (repeat) lines.push(repeatLabel(repeat));
  return lines.join('\n');
}

/**
 * When the item is all-day time off (whole days of the zone, as the schedule stores it): DATE
 * values, the end exclusive (RFC 5545 3.6.1), so calendars show it in their all-day row and not
 * as a 00:00 to 00:00 event. Everything else keeps its times in the zone.
 */
function timesOf(item: ScheduleItem, timeZone: string): string[] {
  if (item.type === 'TIME_OFF' && isWholeDays(item.start, item.end, timeZone)) {
    const date = (ms: number) => dayOf(ms, timeZone).replaceAll('-', '');
    return [`DTSTART;VALUE=DATE:${date(item.start)}`, `DTEND;VALUE=DATE:${date(item.end)}`];
  }
  return [`DTSTART;TZID=${timeZone}:${icsLocal(item.start, timeZone)}`, `DTEND;TZID=${timeZone}:${icsLocal(item.end, timeZone)}`];
}

function vevent(item: ScheduleItem, timeZone: string, exportedAt: number, repeat: RepeatMark | undefined): string[] {
  const cancelled = item.status === 'CANCELLED' || item.status === 'DELETED';
  return [
    'BEGIN:VEVENT',
    `UID:${icsUid(item.id)}`,
    // When the item last changed where the service says so: calendars keep the newest copy.
    `DTSTAMP:${icsUtc(item.updatedAt ?? item.createdAt ?? exportedAt)}`,
    ...timesOf(item, timeZone),
    `SUMMARY:${icsText(itemTitle(item))}`,
    `DESCRIPTION:${icsText(description(item, repeat))}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

export function scheduleIcs(items: readonly ScheduleItem[], { calendarName, timeZone, range, repeats = {} }: IcsOptions, exportedAt = Date.now()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shiftdesk//Schedule export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(calendarName)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    // From the earliest start to the latest end: an item still running at the range's edge counts.
    ...vtimezone(timeZone, { from: Math.min(range.from, ...items.map((i) => i.start)), to: Math.max(range.to, ...items.map((i) => i.end)) }).split('\r\n'),
    ...items.flatMap((item) => vevent(item, timeZone, exportedAt, repeats[item.id])),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
