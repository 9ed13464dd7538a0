import type { IsoWeek } from '@/lib/time/zoned-days';
import { dayIn, dayStart, dayAfter, weekOf } from './zoned-memo';

// One zone's days as the rules read them, each day asked of Intl and Temporal once: its first
// instant, the next day's (its end), its ISO week. An instant's day is then a search among the
// days already known. Judging a busy week asks for a day tens of thousands of times; zoned-memo's
// keyed look-ups (a string built per call) and its clearing once past its bound cost most of it.

type Day = { day: string; start: number; end: number; week?: IsoWeek };

export type ZoneDays = {
  /** The zone day (YYYY-MM-DD) holding the instant. */
  dayOf(ms: number): string;
  /** The day's first instant and the next day's. */
  boundsOf(day: string): { start: number; end: number };
  /** The day `days` after (before, when negative). */
  after(day: string, days: number): string;
  /** The ISO week holding the day. */
  weekOf(day: string): IsoWeek;
};

const LIMIT = 5_000;

function daysOf(timeZone: string): ZoneDays {
  const byName = new Map<string, Day>();
  let sorted: Day[] = [];
  const known = (day: string): Day => {
    let found = byName.get(day);
    if (!found) {
      if (byName.size >= LIMIT) {
        byName.clear();
        sorted = [];
      }
      found = { day, start: dayStart(day, timeZone), end: dayStart(dayAfter(day, 1), timeZone) };
      byName.set(day, found);
      const at = sorted.findIndex((d) => d.start > found!.start);
      sorted.splice(at === -1 ? sorted.length : at, 0, found);
    }
    return found;
  };
  const dayOf = (ms: number): string => {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const day = sorted[middle]!;
      if (ms < day.start) high = middle - 1;
      else if (ms >= day.end) low = middle + 1;
      else return day.day;
    }
    return known(dayIn(ms, timeZone)).day;
  };
  return {
    dayOf,
    boundsOf: known,
    after(day, days) {
      let at = day;
      for (let i = 0; i < Math.abs(days); i += 1) at = days > 0 ? dayOf(known(at).end) : dayOf(known(at).start - 1);
      return at;
    },
    weekOf(day) {
      const found = known(day);
      return (found.week ??= weekOf(found.start, timeZone));
    },
  };
}

const zones = new Map<string, ZoneDays>();

/** The zone's days, shared by every judge in this process (the browser's page, the server). */
export function zoneDays(timeZone: string): ZoneDays {
  let days = zones.get(timeZone);
  if (!days) zones.set(timeZone, (days = daysOf(timeZone)));
  return days;
}
