import { dayAndMonth, WEEKDAYS } from '@/lib/time/day-words';
import { daysOf, type RepeatRule } from './repeat-rule';

// A repeat rule in words, as the drawer shows it: "Every weekday until 31 March".

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function howOften(rule: RepeatRule): string {
  if (rule.frequency === 'daily') return 'Every day';
  if (rule.frequency === 'weekdays') return 'Every weekday';
  const days = list(daysOf(rule).map((d) => WEEKDAYS[d - 1] ?? ''));
  return rule.interval === 1 ? `Every ${days}` : `Every ${rule.interval} weeks on ${days}`;
}

/** `startDate`: the series' first day; the until day's year is named only when it is another year. */
export function ruleInWords(rule: RepeatRule, startDate: string): string {
  const ends = rule.ends;
  if (ends.kind === 'until') return `${howOften(rule)} until ${dayAndMonth(ends.date, ends.date.slice(0, 4) !== startDate.slice(0, 4))}`;
  if (ends.kind === 'count') return `${howOften(rule)}, ${ends.count === 1 ? 'once' : `${ends.count} times`}`;
  return howOften(rule);
}
