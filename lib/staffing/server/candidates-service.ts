import 'server-only';
import { candidatesRead, rankCandidates, type CandidatesRead } from '@/lib/staffing/candidates';
import { currentItem } from '@/lib/schedule/server';
import { directoryOf } from '@/lib/people/server';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { readWarningItems } from '@/lib/staffing/server/warning-items';
import { availabilityByUser } from '@/lib/availability/server';
import { itemPositionRow, personPositionsOf, positionsOf } from '@/lib/positions/server';
import type { Db } from '@/lib/server/db/types';
import type { PositionNeed } from '@/lib/staffing/candidates';

/** The position the item requires and who may work it, or null when it requires none. */
async function positionNeed(db: Db, organizationId: string, itemId: string): Promise<PositionNeed | null> {
  const positionId = await itemPositionRow(db, organizationId, itemId);
  if (!positionId) return null;
  const [all, people] = await Promise.all([positionsOf(db, organizationId), personPositionsOf(db, organizationId)]);
  const name = all.find((p) => p.id === positionId)?.name ?? '';
  return { id: positionId, name, mayWork: (userId) => people.get(userId)?.includes(positionId) ?? false };
}

/**
 * The staffing picker's read: the organization's people not on the item, each with the warnings
 * the requests inbox would show for them on it (same read, same rules), their weekly unavailable
 * windows it meets, the working-time rules they would break, and whether they may work the
 * position the item requires; those who may first, then the free.
 */
export async function readStaffingCandidates(services: AppServices, organizationId: string, itemId: string): Promise<CandidatesRead> {
  const [item, { timeZone, rules }, members, availability, position] = await Promise.all([
    currentItem(services, organizationId, itemId),
    organizationWorkingTime(services.db, organizationId),
    directoryOf(services).getOrganizationMembers(organizationId),
    availabilityByUser(services.db, organizationId),
    positionNeed(services.db, organizationId, itemId),
  ]);
  const items = await readWarningItems(services, organizationId, item, timeZone);
  // Unresolved profiles are not offered by the picker either (the schedule page leaves them out).
  return candidatesRead(item, rankCandidates(item, items, members.filter((m) => m.resolved), timeZone, rules, availability, position), timeZone);
}
