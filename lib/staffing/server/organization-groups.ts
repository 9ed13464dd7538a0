import 'server-only';
import type { Assignee } from '@/lib/contract/members';
import { AppError } from '@/lib/errors';
import type { AppServices } from '@/lib/server/access';
import { DAY_MS } from '@/lib/time/units';

// The service's interface cannot list an organization's groups (docs: spec "Endpoints"), so a
// group id typed by a manager could be any group the token reaches, people of other organizations
// included. A group is taken as the organization's only when the organization's own data names
// it: a GROUP member of one of its items starting within GROUP_EVIDENCE_DAYS of the item being
// staffed. Any other group is refused before anything is written.

/** How far either side of the item its organization's items are read for the groups they name. */
export const GROUP_EVIDENCE_DAYS = 92;

export const unknownGroupMessage = (groupId: string) =>
  `Group ${groupId} is not on any of this organization's items from the last or next three months. The service cannot list groups, so Shiftdesk adds only a group the organization's schedule already names.`;

/** Refuses GROUP assignees whose id the organization's items around `item` do not name; one field message each. */
export async function requireOrganizationGroups({ upstream }: Pick<AppServices, 'upstream'>, organizationId: string, item: { start: number }, assignees: readonly Assignee[]): Promise<void> {
  const groups = assignees.flatMap((assignee, index) => (assignee.type === 'GROUP' && assignee.groupId ? [{ index, groupId: assignee.groupId }] : []));
  if (groups.length === 0) return;
  const span = GROUP_EVIDENCE_DAYS * DAY_MS;
  const items = await upstream.listCalendarItems(organizationId, { from: Math.max(0, item.start - span), to: item.start + span });
  const named = new Set(items.flatMap((listed) => listed.members.flatMap((m) => (m.type === 'GROUP' && m.groupId ? [m.groupId] : []))));
  const unknown = groups.filter((g) => !named.has(g.groupId));
  if (unknown.length === 0) return;
  const fieldErrors = Object.fromEntries(unknown.map((g) => [`assignees.${g.index}.groupId`, [unknownGroupMessage(g.groupId)]]));
  throw new AppError('invalid_input', unknownGroupMessage(unknown[0]!.groupId), { fieldErrors });
}
