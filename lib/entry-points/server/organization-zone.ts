import 'server-only';
import { isIanaTimeZone } from '@/lib/contract/time-zone';
import { getDb } from '@/lib/server/db';
import { getOrganizationEntry } from '@/lib/entry-points/server/entry-point-store';

/**
 * The zone an organization's days and weeks are counted in: the one set in Settings, else UTC
 * (the service has no organization zone to ask for).
 */
export async function organizationTimeZone(organizationId: string): Promise<string> {
  const entry = await getOrganizationEntry(await getDb(), organizationId);
  return entry?.timeZone && isIanaTimeZone(entry.timeZone) ? entry.timeZone : 'UTC';
}
