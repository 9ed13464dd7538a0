import 'server-only';
import { candidatesRead, rankCandidates, type CandidatesRead } from '@/lib/staffing/candidates';
import { currentItem } from '@/lib/schedule/server/calendar-service';
import { getOrganizationMembers } from '@/lib/people/server';
import { organizationTimeZone } from '@/lib/entry-points/server/organization-zone';
import { readWarningItems } from '@/lib/staffing/server/warning-items';

/**
 * The staffing picker's read: the organization's people not on the item, each with the warnings
 * the requests inbox would show for them on it (same read, same rules), the free first.
 */
export async function readStaffingCandidates(organizationId: string, itemId: string): Promise<CandidatesRead> {
  const [item, timeZone, members] = await Promise.all([currentItem(organizationId, itemId), organizationTimeZone(organizationId), getOrganizationMembers(organizationId)]);
  const items = await readWarningItems(organizationId, item, timeZone);
  // Unresolved profiles are not offered by the picker either (the schedule page leaves them out).
  return candidatesRead(item, rankCandidates(item, items, members.filter((m) => m.resolved), timeZone), timeZone);
}
