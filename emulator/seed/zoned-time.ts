import { DAY_MS } from '@/lib/time/units';
// Seeds place items at local wall-clock times of each organization's zone ("the café opens at
// 06:30 London time"). The zone's UTC offset is taken at local noon of each day and cached, which
// is exact except for items between midnight and 03:00 on the two DST-change days a year.

const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Offset of `zone` from UTC at `instant`, in ms (London in summer: +3,600,000). */
export function zoneOffsetMs(zone: string, instant: number): number {
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of local `hour:minute` in `zone` on the calendar date that starts at `utcMidnight`. */
export function wallClock(zone: string, utcMidnight: number, hour: number, minute = 0): number {
  const key = `${zone}|${utcMidnight}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = zoneOffsetMs(zone, utcMidnight + 12 * HOUR_MS);
    offsets.set(key, offset);
  }
  return utcMidnight + hour * HOUR_MS + minute * 60_000 - offset;
}

/** Start of the current UTC day: every seed is laid out relative to it, so the demo is always "around today". */
export function utcDayStart(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}
