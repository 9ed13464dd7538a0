import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { startOfDay, addDays } from '@/lib/time/zoned-days';
import { toRRule, type RepeatRule } from './repeat-rule';

// A series' occurrences in a span of time, in the series' zone (docs/decisions/repeating-shifts.md):
// rrule-temporal expands the RRULE from a zoned start, so 07:00 stays 07:00 on both sides of a
// daylight-saving change, and each occurrence lasts the series' duration in real time (a night
// from 22:00 to 06:00 is 8 hours even on the night the clocks change).

/** What the expansion needs of a series. `lastDate`: the series was ended or split after this day. */
export type SeriesTimes = {
  rule: RepeatRule;
  /** YYYY-MM-DD, the first occurrence's day (the RRULE's DTSTART). */
  startDate: string;
  /** HH:MM, wall clock in the zone. */
  startTime: string;
  durationMinutes: number;
  timeZone: string;
  lastDate?: string | null;
};

/** One occurrence: its key is its local start day, unique in its series. */
export type Occurrence = { key: string; start: number; end: number };

const firstStart = (series: SeriesTimes) => Temporal.PlainDate.from(series.startDate).toZonedDateTime({ timeZone: series.timeZone, plainTime: Temporal.PlainTime.from(series.startTime) });

/** The RRULE line of the series (UNTIL resolved in its zone). */
export function seriesRRule(series: SeriesTimes): string {
  const until = series.rule.ends.kind === 'until' ? startOfDay(addDays(series.rule.ends.date, 1), series.timeZone) : undefined;
  return toRRule(series.rule, until);
}

/** The series as RFC 5545 text: "DTSTART;TZID=Europe/Berlin:20270322T070000\nRRULE:FREQ=WEEKLY;…". */
export function seriesRRuleText(series: SeriesTimes): string {
  return ruleOf(series).toString();
}

function ruleOf(series: SeriesTimes): RRuleTemporal {
  // `temporal`: occurrences come back as the project's polyfill's values (the library carries its own otherwise).
  return new RRuleTemporal({ rruleString: seriesRRule(series), dtstart: firstStart(series), temporal: Temporal as never });
}

/**
 * The occurrences starting in [from, to), each skipped day left out (an occurrence the manager
 * detached or deleted keeps its day: it still counts towards "N times").
 */
export function expandSeries(series: SeriesTimes, range: { from: number; to: number }, skip: ReadonlySet<string> = new Set()): Occurrence[] {
  if (range.to <= range.from) return [];
  const starts = ruleOf(series).between(new Date(range.from), new Date(range.to), true) as unknown as Temporal.ZonedDateTime[];
  return starts
    .filter((at) => at.epochMilliseconds < range.to)
    .map((at) => ({ key: at.toPlainDate().toString(), start: at.epochMilliseconds, end: at.add({ minutes: series.durationMinutes }).epochMilliseconds }))
    .filter((o) => !skip.has(o.key) && (!series.lastDate || o.key <= series.lastDate));
}

/** How many occurrences the series has before `date` (a split's new series takes over the rest of a count). */
export function occurrencesBefore(series: SeriesTimes, date: string): number {
  return expandSeries({ ...series, lastDate: null }, { from: firstStart(series).epochMilliseconds, to: startOfDay(date, series.timeZone) }).length;
}
