import 'server-only';
import { cache } from 'react';
import { workingTimeRulesOf, type WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import type { Db } from '@/lib/server/db/types';
import { listEnterpriseEntries, listOrganizationEntries } from '@/lib/server/entry-points/entry-point-store';

export type NamedEntry = { id: string; name: string; named: boolean };
export type OrganizationNamedEntry = NamedEntry & { enterpriseId: string | null; timeZone: string | null; weeklyHoursThresholdMinutes: number | null; workingTimeRules: WorkingTimeRules };

/**
 * The enterprises and organizations configured in settings, with the names to show (the interface
 * has no names: where none is set, the id is shown). One read per request, shared by the layout
 * and the page.
 */
export const getEntryPoints = cache(async (db: Db) => {
  const [enterprises, organizations] = await Promise.all([listEnterpriseEntries(db), listOrganizationEntries(db)]);
  return {
    enterprises: enterprises.map(
      (e): NamedEntry => ({ id: e.enterpriseId, name: e.displayName ?? `Enterprise ${e.enterpriseId}`, named: e.displayName !== null }),
    ),
    organizations: organizations.map(
      (o): OrganizationNamedEntry => ({
        id: o.organizationId,
        name: o.displayName ?? `Organization ${o.organizationId}`,
        named: o.displayName !== null,
        enterpriseId: o.enterpriseId,
        timeZone: o.timeZone,
        weeklyHoursThresholdMinutes: o.weeklyHoursThresholdMinutes,
        workingTimeRules: workingTimeRulesOf(o),
      }),
    ),
  };
});

/** The display name of one organization: its configured name, else its id. */
export async function organizationName(db: Db, organizationId: string): Promise<string> {
  const { organizations } = await getEntryPoints(db);
  return organizations.find((o) => o.id === organizationId)?.name ?? `Organization ${organizationId}`;
}

export async function enterpriseName(db: Db, enterpriseId: string): Promise<string> {
  const { enterprises } = await getEntryPoints(db);
  return enterprises.find((e) => e.id === enterpriseId)?.name ?? `Enterprise ${enterpriseId}`;
}
