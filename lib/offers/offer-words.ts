import type { RankedPerson } from './offer-ranking';
import { PATTERN_WEEKS } from './offer-ranking';
import { hours } from '@/lib/time/day-words';

// Why a person sits where they do in an offer's list, in the order the list is sorted by.

export function rankingWhy(person: RankedPerson): string {
  const week = person.weekMinutes === 0 ? 'No hours this week' : `${hours(person.weekMinutes)} this week`;
  if (person.patternWeeks === 0) return week;
  const weeks = person.patternWeeks === 1 ? 'once' : `${person.patternWeeks} times`;
  return `${week}; worked this shift's day and time ${weeks} in the last ${PATTERN_WEEKS} weeks`;
}
