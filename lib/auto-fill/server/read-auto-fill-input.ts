import 'server-only';
import { planningInput, type PlanningPositions } from '@/lib/auto-fill/planning-input';
import type { AutoFillInput } from '@/lib/auto-fill';
import { availabilityByUser } from '@/lib/availability/server';
import { directoryOf } from '@/lib/people/server';
import { planningPositions } from '@/lib/positions/server';
import { needsOfOrganization } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { warningReadRange } from '@/lib/staffing';

// Auto-fill's input for one organization and range, read the way the picker reads a person's
// warnings: the items through the shared calendar reads (the range the warnings use, so a week
// before and what the working-time rules look at), "needs N", the members, their availability.
// Only the items wait for something (the zone and rules set their range): everything else is read
// beside them, so the answer waits for two reads in a row, not three.

/** The positions the items require and the people may work (an item with none: anyone may take it); without ids, every item's. */
export async function positionsForPlanning(services: AppServices, organizationId: string, itemIds?: readonly string[]): Promise<PlanningPositions> {
  const { slots, people } = await planningPositions(services.db, organizationId, itemIds);
  return { ofItem: new Map([...slots].flatMap(([itemId, position]) => (position ? [[itemId, position] as const] : []))), ofPerson: people };
}

/** `publishedUntil`: shifts starting before it are published and left alone (null: none are). */
export async function readAutoFillInput(services: AppServices, organizationId: string, range: { from: number; to: number }, publishedUntil: number | null): Promise<AutoFillInput> {
  const itemsRead = organizationWorkingTime(services.db, organizationId).then(async ({ timeZone, rules }) => ({
    timeZone,
    rules,
    items: await services.upstream.readCalendarItems(organizationId, warningReadRange({ start: range.from, end: range.to }, timeZone, rules)),
  }));
  const [{ timeZone, rules, items }, needs, members, availability, positions] = await Promise.all([
    itemsRead,
    needsOfOrganization(services.db, organizationId),
    directoryOf(services).getOrganizationMembers(organizationId),
    availabilityByUser(services.db, organizationId),
    // Every item's position, not the read items' only: it need not wait for the items (a position of an item outside the range is never asked).
    positionsForPlanning(services, organizationId),
  ]);
  return planningInput({
    range,
    timeZone,
    rules,
    items: items.value.flatMap((item) => (item.deleted ? [] : [{ ...item, members: item.members.map((m) => ({ userId: m.userId ?? null, status: m.status })) }])),
    needs,
    // A profile the service could not resolve is not offered by the picker either.
    members: members.filter((m) => m.resolved).map((m) => ({ userId: m.userId, name: m.fullName })),
    availability,
    positions,
    publishedUntil,
  });
}
