import 'server-only';
import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { storedWorkingTimeRulesSchema } from '@/lib/entry-points/working-time-rules';
import type { Db } from '@/lib/server/db/types';
import { listEnterpriseEntries, upsertEnterpriseEntry, upsertOrganizationEntry } from './entry-point-store';
import { errorFields, log } from '@/lib/server/log/logger';

// Demo mode only: the interface cannot list enterprises nor name anything, so the emulator's
// control endpoint tells which enterprise and organizations it seeded, with their names and zones.
// Real deployments have an admin enter these in settings.

const seedSchema = z.object({
  enterprise: z.object({ id: int64IdSchema, name: z.string() }),
  // With the emulator's demo morning: rules for the morning to break (emulator/seed/demo-morning.ts).
  organizations: z.array(z.object({ id: int64IdSchema, name: z.string(), timeZone: z.string().nullish(), workingTimeRules: storedWorkingTimeRulesSchema.optional() })),
});

/** Fills empty entry-point settings from the emulator; a failure is logged, never fatal. */
export async function seedDemoEntryPoints(db: Db, serviceBaseUrl: string, fetchImpl: typeof fetch = fetch): Promise<number> {
  if ((await listEnterpriseEntries(db)).length > 0) return 0;
  try {
    const response = await fetchImpl(`${serviceBaseUrl}/_control/seed`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`GET /_control/seed answered ${response.status}`);
    // Ids in this control answer are strings, so plain JSON parsing keeps them exact.
    const seed = seedSchema.parse(await response.json());
    await upsertEnterpriseEntry(db, { enterpriseId: seed.enterprise.id, displayName: seed.enterprise.name });
    for (const org of seed.organizations) {
      await upsertOrganizationEntry(db, { organizationId: org.id, enterpriseId: seed.enterprise.id, displayName: org.name, timeZone: org.timeZone ?? null, workingTimeRules: org.workingTimeRules });
    }
    return 1 + seed.organizations.length;
  } catch (error) {
    log().warn({ serviceBaseUrl, ...errorFields(error) }, 'demo entry points not loaded');
    return 0;
  }
}
