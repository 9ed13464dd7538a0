import { addDays, isoWeekOf, startOfDay } from './zoned-days';

/**
 * The `weeks` whole ISO weeks before the one holding `now` in `timeZone`: their Mondays and the
 * range from the first Monday's start to this week's start. What "the last 8 weeks" means for
 * "learn from history" and a person's position suggestions alike.
 */
export function wholeWeeksBefore(now: number, timeZone: string, weeks: number): { mondays: string[]; range: { from: number; to: number } } {
  const thisWeek = isoWeekOf(now, timeZone);
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(thisWeek.monday, -7 * (weeks - i)));
  return { mondays, range: { from: startOfDay(mondays[0]!, timeZone), to: thisWeek.start } };
}
