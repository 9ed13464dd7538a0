import type { RequestWarnings } from '@/lib/requests/inbox-types';
import { involvementByUser, warningsFor } from '@/lib/staffing/person-warnings';
import { dayOf } from '@/lib/time/zoned-days';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';

// Who could be put on an item, with the requests inbox's warnings for each (same rules, same
// server), the free first: no overlapping work and no time off, then fewer hours that week.

export type StaffingCandidate = {
  userId: string;
  /** No overlapping item worked and no overlapping time off. */
  free: boolean;
  warnings: RequestWarnings;
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
): StaffingCandidate[] {
  const involvement = involvementByUser(items);
  const onItem = new Set(item.members.flatMap((m) => (m.userId ? [m.userId] : [])));
  return people
    .filter((p) => !onItem.has(p.userId))
    .map((p) => {
      const warnings = warningsFor(item, involvement.get(p.userId) ?? [], timeZone);
      return { person: p, candidate: { userId: p.userId, free: warnings.overlaps.length === 0 && warnings.timeOff.length === 0, warnings } };
    })
    .sort(
      (a, b) =>
        Number(b.candidate.free) - Number(a.candidate.free) ||
        a.candidate.warnings.week.workedMinutes - b.candidate.warnings.week.workedMinutes ||
        collator.compare(a.person.fullName, b.person.fullName),
    )
    .map((r) => r.candidate);
}

export function candidatesRead(item: ScheduleItem, candidates: StaffingCandidate[], timeZone: string): CandidatesRead {
  return { itemId: item.id, timeZone, day: dayOf(item.start, timeZone), candidates, fetchedAt: Date.now() };
}

export const candidatesUrl = (organizationId: string, itemId: string) => `/api/organizations/${organizationId}/calendar-items/${itemId}/candidates`;
