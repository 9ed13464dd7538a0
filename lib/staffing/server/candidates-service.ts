import 'server-only';
import { candidatesRead, rankCandidates, type CandidatesRead } from '@/lib/staffing/candidates';
import { currentItem } from '@/lib/schedule/server';
import { directoryOf } from '@/lib/people/server';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { readWarningItems } from '@/lib/staffing/server/warning-items';
import { availabilityByUser } from '@/lib/availability/server';
import { positionNeedOf } from '@/lib/positions/server';

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
    positionNeedOf(services.db, organizationId, itemId),
  ]);
  const items = await readWarningItems(services, organizationId, item, timeZone);
  // Unresolved profiles are not offered by the picker either (the schedule page leaves them out).
  return candidatesRead(item, rankCandidates(item, items, members.filter((m) => m.resolved), timeZone, rules, availability, position), timeZone);
}
