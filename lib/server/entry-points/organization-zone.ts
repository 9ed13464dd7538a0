import 'server-only';
import { isIanaTimeZone } from '@/lib/contract/time-zone';
import type { Db } from '@/lib/server/db/types';
import { getOrganizationEntry } from '@/lib/server/entry-points/entry-point-store';

/**
 * The zone an organization's days and weeks are counted in: the one set in Settings, else UTC
 * (the service has no organization zone to ask for).
 */
export async function organizationTimeZone(db: Db, organizationId: string): Promise<string> {
  const entry = await getOrganizationEntry(db, organizationId);
  return entry?.timeZone && isIanaTimeZone(entry.timeZone) ? entry.timeZone : 'UTC';
}
