import { Temporal } from 'temporal-polyfill';
import { DAY_MS } from '@/lib/time/units';
import { clockTextOf, type HourCycle } from '@/lib/time/hour-cycle';

// Formatting and parsing of instants in a chosen IANA zone, the same on server and browser.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An en-GB formatter for the zone, made once: making one costs far more than using it. */
export function zonedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** en-GB ends each of these texts with the 24-hour "HH:mm": that end is written in the user's cycle. */
function endingInClock(text: string, cycle: HourCycle): string {
  return cycle === 'h23' ? text : `${text.slice(0, -5)}${clockTextOf(text.slice(-5), cycle)}`;
}

/** "09:00", or "9:00 AM" in the 12-hour cycle. */
export function formatTime(ms: number, timeZone: string, cycle: HourCycle): string {
  return endingInClock(zonedFormatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms), cycle);
}

/** "16 Nov, 09:00": short, for spans of a day or more. */
function formatDayTime(ms: number, timeZone: string, cycle: HourCycle): string {
  return endingInClock(zonedFormatter(timeZone, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms), cycle);
}

const remembered = new Map<string, string>();

/** A text made once per key: the calendar asks again for every event each time it redraws. */
function remember(key: string, make: () => string): string {
  let text = remembered.get(key);
  if (text === undefined) {
    text = make();
    if (remembered.size >= 20_000) remembered.clear();
    remembered.set(key, text);
  }
  return text;
}

/**
 * An event's time as FullCalendar wrote it: "09:00 – 17:00"; a night shift "22:00 – 06:00";
 * from a day long, with dates. Remembered.
 */
export function formatEventTime(start: number, end: number, timeZone: string, cycle: HourCycle): string {
  return remember(`time|${cycle}|${timeZone}|${start}|${end}`, () => {
    const format = end - start < DAY_MS ? formatTime : formatDayTime;
    return `${format(start, timeZone, cycle)} – ${format(end, timeZone, cycle)}`;
  });
}

/** "Mon, 23 Nov 2026, 09:00". */
export function formatDateTime(ms: number, timeZone: string, cycle: HourCycle): string {
  return endingInClock(zonedFormatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms), cycle);
}

/**
 * "Mon, 23 Nov 2026, 09:00 – 17:00". Remembered: every event's description has one, made again on
 * each redraw of the calendar (three on a drop, before it reports the move).
 */
export function formatSpan(start: number, end: number, timeZone: string, cycle: HourCycle): string {
  return remember(`span|${cycle}|${timeZone}|${start}|${end}`, () => {
    const sameDay = toWallTime(start, timeZone).slice(0, 10) === toWallTime(end, timeZone).slice(0, 10);
    const from = formatDateTime(start, timeZone, cycle);
    return `${from} – ${sameDay ? formatTime(end, timeZone, cycle) : formatDateTime(end, timeZone, cycle)}`;
  });
}

/** An instant as the value of an <input type="datetime-local"> in the zone: YYYY-MM-DDTHH:mm. */
export function toWallTime(ms: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime().toString({ smallestUnit: 'minute' });
}

/**
 * A wall time in the zone as an instant. A time skipped by a DST change (02:30 on a spring-forward
 * night) is refused rather than silently moved; an ambiguous one (the repeated hour) takes the
 * earlier instant.
 */
export function fromWallTime(wall: string, timeZone: string): number | null {
  try {
    const plain = Temporal.PlainDateTime.from(wall, { overflow: 'reject' });
    const zoned = plain.toZonedDateTime(timeZone, { disambiguation: 'reject' });
    return zoned.epochMilliseconds;
  } catch {
    try {
      const plain = Temporal.PlainDateTime.from(wall, { overflow: 'reject' });
      // 'reject' also refuses the repeated hour; accept that one as its earlier instant.
      const earlier = plain.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
      return earlier.toPlainDateTime().equals(plain) ? earlier.epochMilliseconds : null;
    } catch {
      return null;
    }
  }
}
