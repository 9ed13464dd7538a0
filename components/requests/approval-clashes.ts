import { conflictSentence } from '@/lib/schedule';
import type { HourCycle } from '@/lib/time/hour-cycle';
import type { InboxRequest } from '@/lib/requests/inbox-types';

// The double bookings approving a request would make, as the inbox already warns about them
// (lib/staffing/person-warnings.ts): only a request to join puts the person on the item.

/** One sentence when approving `request` double-books the person, none otherwise. */
export function approvalClashes(request: InboxRequest, timeZone: string, cycle: HourCycle): string[] {
  if (request.kind !== 'ADDITION_REQUESTED') return [];
  const clashes = [...request.warnings.overlaps, ...request.warnings.timeOff];
  return clashes.length ? [conflictSentence(request.person.displayName, clashes, timeZone, cycle)] : [];
}
