import type { QueryClient } from '@tanstack/react-query';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { notPositionSentence } from '@/lib/positions';
import { conflictSentence } from '@/lib/schedule';
import type { CandidatesRead } from '@/lib/staffing/candidates';
import { candidateKeys } from '@/lib/staffing/queries';

/**
 * What the picker's read already says about the people chosen, as sentences to ask about before
 * sending: their double bookings (overlaps, time off) and a required position they may not work
 * ("Ben is not a Nurse."). None when the candidates were not read.
 */
export function pickerWarnings(queryClient: QueryClient, organizationId: string, itemId: string, userIds: readonly string[], nameOf: (userId: string) => string, hourCycle: HourCycle) {
  const read = queryClient.getQueryData<CandidatesRead>(candidateKeys.item(organizationId, itemId));
  const conflicts: string[] = [];
  const positions: string[] = [];
  for (const userId of userIds) {
    const candidate = read?.candidates.find((c) => c.userId === userId);
    const clashes = candidate ? [...candidate.warnings.overlaps, ...candidate.warnings.timeOff] : [];
    if (clashes.length) conflicts.push(conflictSentence(nameOf(userId), clashes, read!.timeZone, hourCycle));
    if (candidate?.notPosition !== undefined) positions.push(notPositionSentence(nameOf(userId), candidate.notPosition));
  }
  return { conflicts, positions };
}
