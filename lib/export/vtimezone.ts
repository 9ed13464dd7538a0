import { Temporal } from 'temporal-polyfill';

// An RFC 5545 VTIMEZONE for one zone over one range, from the runtime's own time zone data (as
// current as Node's ICU). No recurrence rules: the offset in force at the start and every change
// inside the range are listed, which is all a calendar needs to place the range's events, and it
// stays right for zones whose rules changed (a packaged table of yearly rules goes stale).

type Zoned = Temporal.ZonedDateTime;

const compact = (offset: string) => offset.replace(':', '').slice(0, 5); // "+01:00" -> "+0100"
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "20270328T010000": the wall time a change happens at, read in the offset it replaces. */
function localStamp(change: Zoned, before: Zoned): string {
  const wall = change.toInstant().toZonedDateTimeISO(before.offset).toPlainDateTime();
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** One observance: DAYLIGHT when the change moved the clocks forward, STANDARD otherwise. */
function observance(change: Zoned, before: Zoned): string[] {
  const kind = change.offsetNanoseconds > before.offsetNanoseconds ? 'DAYLIGHT' : 'STANDARD';
  return [`BEGIN:${kind}`, `DTSTART:${localStamp(change, before)}`, `TZOFFSETFROM:${compact(before.offset)}`, `TZOFFSETTO:${compact(change.offset)}`, `END:${kind}`];
}

/** The VTIMEZONE's lines, CRLF-joined, covering [from, to]. */
export function vtimezone(timeZone: string, range: { from: number; to: number }): string {
  const first = Temporal.Instant.fromEpochMilliseconds(range.from).toZonedDateTimeISO(timeZone);
  // The offset in force when the range starts, from the change that brought it in (a zone that
  // never changed: from the range's start, in its only offset).
  const since = first.getTimeZoneTransition('previous') ?? first;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance(since, since === first ? first : since.subtract({ nanoseconds: 1 }))];
  let at = first;
  for (let next = at.getTimeZoneTransition('next'); next && next.epochMilliseconds <= range.to; next = next.getTimeZoneTransition('next')) {
    lines.push(...observance(next, at));
    at = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
