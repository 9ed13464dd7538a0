import { conflictsOf, countsAsWork, workedShiftsByUser, type ScheduleItem } from '@/lib/schedule';
import { shortDay } from '@/lib/time/day-words';
import { formatHours } from '@/lib/time/format-hours';
import { MINUTE_MS } from '@/lib/time/units';
import { ruleBreaksOf, type RuleBreak, type RuleName, type WorkingTimeRules } from '@/lib/working-time';

// What a series with people would do to them inside the horizon, asked once before it is saved
// (issue 27, point 4): every occurrence is judged like one live assign (the one double-booking
// rule, the one working-time rules module), with the series' other occurrences counted as worked
// too (five 9-hour days make a 45-hour week though no single one does). Answered per person and
// per rule, with the occurrences concerned: "3 of 20 occurrences break “at most 40 h a week” for
// Ana: Fri 12 Mar, Fri 19 Mar, Fri 26 Mar."

/** An occurrence to judge; `id` is its item's when made (its old times then left out), else any id of its own. */
export type JudgedOccurrence = { key: string; id: string; start: number; end: number };

/** One person and one rule (or double booking) over the occurrences concerned. */
export type SeriesBreakLine = { userId: string; name: string; keys: string[]; sentence: string; breaks: RuleBreak[] };
export type SeriesBreaks = { doubles: SeriesBreakLine[]; ruleBreaks: SeriesBreakLine[] };

const hours = (minutes: number) => formatHours(minutes * MINUTE_MS);

/** The rule as the manager set it, in words: “at most 40 h a week”. */
export function ruleLimitWords(rule: RuleName, limit: number): string {
  switch (rule) {
    case 'minRest':
      return `at least ${hours(limit)} rest`;
    case 'maxShift':
      return `shifts of at most ${hours(limit)}`;
    case 'maxDay':
      return `at most ${hours(limit)} a day`;
    case 'maxWeek':
      return `at most ${hours(limit)} a week`;
    case 'maxConsecutiveDays':
      return `at most ${limit} days in a row`;
    case 'maxShiftsPerDay':
      return `at most ${limit} shifts a day`;
  }
}

const daysList = (keys: readonly string[]) => keys.map((key) => shortDay(key, true)).join(', ');

/**
 * Judges `occurrences` for each of `people` against `items` (the organization's items around them,
 * read wide enough for the rules). Only what `type` makes work is judged against the rules.
 */
export function seriesBreaks(input: {
  occurrences: readonly JudgedOccurrence[];
  people: readonly { userId: string; name: string }[];
  items: readonly ScheduleItem[];
  rules: WorkingTimeRules;
  timeZone: string;
  type: string;
}): SeriesBreaks {
  const { occurrences, people, rules, timeZone, type } = input;
  const result: SeriesBreaks = { doubles: [], ruleBreaks: [] };
  if (occurrences.length === 0) return result;
  const own = new Set(occurrences.map((o) => o.id));
  // The series' made items are judged at their new times, never against their old ones.
  const items = input.items.filter((item) => !own.has(item.id));
  const judgeRules = Object.values(rules).some((rule) => rule !== null) && countsAsWork({ type, status: 'ASSIGNED' });
  const worked = workedShiftsByUser(items);
  const total = occurrences.length;
  for (const person of people) {
    const theirs = items.flatMap((item) => item.members.filter((m) => m.userId === person.userId).map((m) => ({ item, status: m.status })));
    const doubleKeys = occurrences.filter((o) => conflictsOf({ ...o, type, status: 'ASSIGNED' }, theirs).length > 0).map((o) => o.key);
    if (doubleKeys.length) {
      result.doubles.push({ ...person, keys: doubleKeys, breaks: [], sentence: `${doubleKeys.length} of ${total} occurrences double-book ${person.name}: ${daysList(doubleKeys)}.` });
    }
    if (!judgeRules) continue;
    const shifts = [...(worked.get(person.userId) ?? []), ...occurrences.map(({ id, start, end }) => ({ id, start, end }))];
    const byRule = new Map<RuleName, { keys: string[]; breaks: RuleBreak[] }>();
    for (const occurrence of occurrences) {
      for (const broken of ruleBreaksOf(rules, shifts, occurrence, timeZone)) {
        const line = byRule.get(broken.rule) ?? { keys: [], breaks: [] };
        if (!line.keys.includes(occurrence.key)) line.keys.push(occurrence.key);
        line.breaks.push(broken);
        byRule.set(broken.rule, line);
      }
    }
    for (const [rule, { keys, breaks }] of byRule) {
      const words = ruleLimitWords(rule, breaks[0]!.limit);
      result.ruleBreaks.push({ ...person, keys, breaks, sentence: `${keys.length} of ${total} occurrences break “${words}” for ${person.name}: ${daysList(keys)}.` });
    }
  }
  return result;
}
