import 'server-only';
import { isIanaTimeZone } from '@/lib/contract/time-zone';
import { workingTimeRulesOf, type WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import type { Db } from '@/lib/server/db/types';
import { getOrganizationEntry } from '@/lib/server/entry-points/entry-point-store';

const zoneOf = (entry: { timeZone: string | null } | null) => (entry?.timeZone && isIanaTimeZone(entry.timeZone) ? entry.timeZone : 'UTC');

/**
 * The zone an organization's days and weeks are counted in: the one set in Settings, else UTC
 * (the service has no organization zone to ask for).
 */
export async function organizationTimeZone(db: Db, organizationId: string): Promise<string> {
  return zoneOf(await getOrganizationEntry(db, organizationId));
}

/** The organization's zone and working-time rules (none for an organization without an entry). */
export async function organizationWorkingTime(db: Db, organizationId: string): Promise<{ timeZone: string; rules: WorkingTimeRules }> {
  const entry = await getOrganizationEntry(db, organizationId);
  return { timeZone: zoneOf(entry), rules: workingTimeRulesOf(entry) };
}
