import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { toConnectionView, type ConnectionView } from '@/lib/settings/connection-view';
import { storedWorkingTimeRulesSchema, type EnterpriseRow, type OrganizationRow } from '@/lib/entry-points';
import { listEnterpriseEntries, listOrganizationEntries } from '@/lib/server/entry-points';

export type SettingsPage = { connection: ConnectionView; enterprises: EnterpriseRow[]; organizations: OrganizationRow[] };

/** The settings page's read: the service connection (never the token or secret) and the entry points. */
export async function readSettingsPage({ db, tokens }: AppServices, now: number): Promise<SettingsPage> {
  const [status, enterpriseEntries, organizationEntries] = await Promise.all([tokens.getTokenStatus(), listEnterpriseEntries(db), listOrganizationEntries(db)]);
  return {
    connection: toConnectionView(status, now),
    enterprises: enterpriseEntries.map((e) => ({
      enterpriseId: e.enterpriseId,
      displayName: e.displayName,
      organizationCount: organizationEntries.filter((o) => o.enterpriseId === e.enterpriseId).length,
    })),
    organizations: organizationEntries.map((o) => ({ organizationId: o.organizationId, enterpriseId: o.enterpriseId, displayName: o.displayName, timeZone: o.timeZone, weeklyHoursThresholdMinutes: o.weeklyHoursThresholdMinutes, workingTimeRules: storedWorkingTimeRulesSchema.parse(o.workingTimeRules ?? {}) })),
  };
}
