import 'server-only';
import { notPositionSentence } from '@/lib/positions';
import { positionNeedOf } from '@/lib/positions/server';
import { directoryOf } from '@/lib/people/server';
import type { AppServices } from '@/lib/server/access';

// The server's half of "Ben is not a Nurse: add anyway?": the panel asks from the picker's read, but
// a browser (or the roster, which shows no positions) can skip it, so every write that puts a person
// on an item asks again here. The sentences join the double-booking question (requireConfirmedConflicts),
// so one yes answers both, as in the panel.

/**
 * One sentence per person in `userIds` who may not work the position `itemId` requires (none when it
 * requires none). `knownNames` spares the directory read when the caller has the names already.
 */
export async function positionQuestions(services: AppServices, organizationId: string, itemId: string, userIds: readonly string[], knownNames?: ReadonlyMap<string, string>): Promise<string[]> {
  if (userIds.length === 0) return [];
  const need = await positionNeedOf(services.db, organizationId, itemId);
  const lacking = need ? userIds.filter((userId) => !need.mayWork(userId)) : [];
  if (!need || lacking.length === 0) return [];
  const names = lacking.every((userId) => knownNames?.has(userId)) ? knownNames! : new Map((await directoryOf(services).getOrganizationMembers(organizationId)).map((m) => [m.userId, m.fullName]));
  return lacking.map((userId) => notPositionSentence(names.get(userId) ?? `User ${userId}`, need.name));
}
