import 'server-only';
import { getDb } from '@/lib/server/db';
import { serviceTokens } from '@/lib/server/service-connection';
import { toConnectionView, type ConnectionView } from '@/lib/settings/connection-view';
import type { EnterpriseRow, OrganizationRow } from '@/lib/entry-points/entry-point-rows';
import { listEnterpriseEntries, listOrganizationEntries } from '@/lib/entry-points/server/entry-point-store';

export type SettingsPage = { connection: ConnectionView; enterprises: EnterpriseRow[]; organizations: OrganizationRow[] };

/** The settings page's read: the service connection (never the token or secret) and the entry points. */
export async function readSettingsPage(now: number): Promise<SettingsPage> {
  const db = await getDb();
  const [status, enterpriseEntries, organizationEntries] = await Promise.all([serviceTokens().getTokenStatus(), listEnterpriseEntries(db), listOrganizationEntries(db)]);
  return {
    connection: toConnectionView(status, now),
    enterprises: enterpriseEntries.map((e) => ({
      enterpriseId: e.enterpriseId,
      displayName: e.displayName,
      organizationCount: organizationEntries.filter((o) => o.enterpriseId === e.enterpriseId).length,
    })),
    organizations: organizationEntries.map((o) => ({ organizationId: o.organizationId, enterpriseId: o.enterpriseId, displayName: o.displayName, timeZone: o.timeZone, weeklyHoursThresholdMinutes: o.weeklyHoursThresholdMinutes })),
  };
}
