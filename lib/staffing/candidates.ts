import type { RequestWarnings } from '@/lib/staffing/warning-types';
import type { PositionNeed } from '@/lib/positions';
import { involvementByUser, warningsFor } from '@/lib/staffing/person-warnings';
import { dayOf } from '@/lib/time/zoned-days';
import { countsAsWork, workedShiftsByUser, type ScheduleItem } from '@/lib/schedule';
import { expandWeeklyWindows, type Availability } from '@/lib/availability';
import { NO_WORKING_TIME_RULES, ruleBreaksOf, type RuleBreak, type WorkingTimeRules } from '@/lib/working-time';

// Who could be put on an item, with the requests inbox's warnings for each (same rules, same
// server), the free first: no overlapping work, no time off and not inside a weekly unavailable
// window; among them whoever breaks a working-time rule last; then fewer hours that week. When the
// item requires a position, the people who may work it come before everyone else.

export type StaffingCandidate = {
  userId: string;
  /** No overlapping item worked, no overlapping time off, not unavailable then. */
  free: boolean;
  warnings: RequestWarnings;
  /** The organization's working-time rules that putting them on the item breaks (lib/working-time). */
  ruleBreaks: RuleBreak[];
  /** The position the item requires, named, when they may not work it ("Not a Nurse": a warning, asked about before adding). */
  notPosition?: string;
};

export type CandidatesRead = {
  itemId: string;
  /** The organization's zone: weeks and days of the warnings are counted in it. */
  timeZone: string;
  /** The day the item starts in that zone (YYYY-MM-DD), for writing other items' hours. */
  day: string;
  candidates: StaffingCandidate[];
  fetchedAt: number;
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The organization's people who are not on `item` yet (in any status), each with warnings computed
 * from `items` (a read wide enough: see warningReadRange), the free first, then by hours, then name.
 */
export function rankCandidates(
  item: ScheduleItem,
  items: readonly ScheduleItem[],
  people: readonly { userId: string; fullName: string }[],
  timeZone: string,
  rules: WorkingTimeRules = NO_WORKING_TIME_RULES,
  availability: ReadonlyMap<string, Availability> = new Map(),
  position: PositionNeed | null = null,
): StaffingCandidate[] {
  const involvement = involvementByUser(items);
  const worked = countsAsWork(item) ? workedShiftsByUser(items) : new Map();
  const onItem = new Set(item.members.flatMap((m) => (m.userId ? [m.userId] : [])));
  return people
    .filter((p) => !onItem.has(p.userId))
    .map((p) => {
      const windows = availability.get(p.userId)?.unavailable ?? [];
      const warnings = { ...warningsFor(item, involvement.get(p.userId) ?? [], timeZone), unavailable: expandWeeklyWindows(windows, timeZone, item) };
      const ruleBreaks = countsAsWork(item) ? ruleBreaksOf(rules, worked.get(p.userId) ?? [], { id: item.id, start: item.start, end: item.end }, timeZone) : [];
      const free = warnings.overlaps.length === 0 && warnings.timeOff.length === 0 && warnings.unavailable.length === 0;
      const notPosition = position && !position.mayWork(p.userId) ? { notPosition: position.name } : {};
      return { person: p, candidate: { userId: p.userId, free, warnings, ruleBreaks, ...notPosition } };
    })
    .sort(
      (a, b) =>
        Number(a.candidate.notPosition !== undefined) - Number(b.candidate.notPosition !== undefined) ||
        Number(b.candidate.free) - Number(a.candidate.free) ||
        Number(a.candidate.ruleBreaks.length > 0) - Number(b.candidate.ruleBreaks.length > 0) ||
        a.candidate.warnings.week.workedMinutes - b.candidate.warnings.week.workedMinutes ||
        collator.compare(a.person.fullName, b.person.fullName),
    )
    .map((r) => r.candidate);
}

export function candidatesRead(item: ScheduleItem, candidates: StaffingCandidate[], timeZone: string): CandidatesRead {
  return { itemId: item.id, timeZone, day: dayOf(item.start, timeZone), candidates, fetchedAt: Date.now() };
}

export const candidatesUrl = (organizationId: string, itemId: string) => `/api/organizations/${organizationId}/calendar-items/${itemId}/candidates`;
