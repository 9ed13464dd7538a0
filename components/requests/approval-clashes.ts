import { conflictSentence } from '@/lib/schedule';
import type { HourCycle } from '@/lib/time/hour-cycle';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { ruleBreakSentence } from '@/lib/working-time';

// The double bookings and working-time rule breaks approving a request would make, as the inbox already warns about them
// (lib/staffing/person-warnings.ts): only a request to join puts the person on the item.

/** One sentence when approving `request` double-books the person, none otherwise. */
export function approvalClashes(request: InboxRequest, timeZone: string, cycle: HourCycle): string[] {
  if (request.kind !== 'ADDITION_REQUESTED') return [];
  const clashes = [...request.warnings.overlaps, ...request.warnings.timeOff];
  return clashes.length ? [conflictSentence(request.person.displayName, clashes, timeZone, cycle)] : [];
}

/** One sentence, with the figures, when approving `request` breaks the organization's working-time rules. */
export function approvalRuleBreaks(request: InboxRequest): string[] {
  return request.kind === 'ADDITION_REQUESTED' && request.ruleBreaks?.length ? [ruleBreakSentence(request.person.displayName, request.ruleBreaks)] : [];
}
