import type { StoredWorkingTimeRules } from './working-time-rules';

// The entry points as the settings page lists them: plain values, read on the server, shown in
// the browser.

/** An enterprise entry point as the settings page lists it. */
export type EnterpriseRow = { enterpriseId: string; displayName: string | null; organizationCount: number };

/** An organization entry point as the settings page lists it. */
export type OrganizationRow = { organizationId: string; enterpriseId: string | null; displayName: string | null; timeZone: string | null; weeklyHoursThresholdMinutes: number | null; workingTimeRules: StoredWorkingTimeRules };

export const enterpriseLabel = (e: { enterpriseId: string; displayName: string | null }) => e.displayName ?? `Enterprise ${e.enterpriseId}`;
export const organizationLabel = (o: { organizationId: string; displayName: string | null }) => o.displayName ?? `Organization ${o.organizationId}`;
