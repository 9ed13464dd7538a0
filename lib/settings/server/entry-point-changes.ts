import 'server-only';
import type { BeforeAfter } from '@/lib/server/audit-trail';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import type { Db } from '@/lib/server/db/types';
import { enterpriseEntries, organizationEntries } from '@/lib/server/db/schema';
import type { EnterpriseFormValues, OrganizationFormValues, SaveMode } from '@/lib/entry-points';
import { hoursToMinutes, minutesToHours, storedRulesOf, storedWorkingTimeRulesSchema, type StoredWorkingTimeRules } from '@/lib/entry-points';
import { enterpriseEntryInputSchema, organizationEntryInputSchema } from '@/lib/server/entry-points';

// Changes made from the settings page: add (refused when the id is already configured, so an
// admin never overwrites an entry by typing an existing id), change (refused when the entry is
// gone), remove. Each returns the entry before and after, for the audit log.

export type EnterpriseSnapshot = { enterpriseId: string; displayName: string | null };
export type OrganizationSnapshot = { organizationId: string; enterpriseId: string | null; displayName: string | null; timeZone: string | null; weeklyHoursThreshold: number | null; workingTimeRules: StoredWorkingTimeRules };

const enterpriseSnapshot = (row: typeof enterpriseEntries.$inferSelect): EnterpriseSnapshot => ({
  enterpriseId: row.enterpriseId,
  displayName: row.displayName,
});

const organizationSnapshot = (row: typeof organizationEntries.$inferSelect): OrganizationSnapshot => ({
  organizationId: row.organizationId,
  enterpriseId: row.enterpriseId,
  displayName: row.displayName,
  timeZone: row.timeZone,
  weeklyHoursThreshold: minutesToHours(row.weeklyHoursThresholdMinutes),
  workingTimeRules: storedWorkingTimeRulesSchema.parse(row.workingTimeRules ?? {}),
});

function alreadyConfigured(field: string, what: string, id: string): AppError {
  const message = `${what} ${id} is already configured. Edit it in the list instead.`;
  return new AppError('conflict', message, { fieldErrors: { [field]: [message] } });
}

function gone(what: string, id: string): AppError {
  return new AppError('not_found', `${what} ${id} is no longer configured (someone may have removed it). Reload the page.`);
}

export async function saveEnterprise(db: Db, mode: SaveMode, values: EnterpriseFormValues): Promise<BeforeAfter<EnterpriseSnapshot>> {
  // Parsed again with the storage schema: whoever calls, only valid ids reach the table.
  const input = enterpriseEntryInputSchema.parse(values);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(enterpriseEntries).where(eq(enterpriseEntries.enterpriseId, input.enterpriseId)).limit(1);
    if (mode === 'create') {
      if (existing) throw alreadyConfigured('enterpriseId', 'Enterprise', input.enterpriseId);
      const [row] = await tx.insert(enterpriseEntries).values(input).onConflictDoNothing().returning();
      if (!row) throw alreadyConfigured('enterpriseId', 'Enterprise', input.enterpriseId);
      return { before: null, after: enterpriseSnapshot(row) };
    }
    if (!existing) throw gone('Enterprise', input.enterpriseId);
    const [row] = await tx
      .update(enterpriseEntries)
      .set({ displayName: input.displayName })
      .where(eq(enterpriseEntries.enterpriseId, input.enterpriseId))
      .returning();
    if (!row) throw gone('Enterprise', input.enterpriseId);
    return { before: enterpriseSnapshot(existing), after: enterpriseSnapshot(row) };
  });
}

export async function deleteEnterprise(db: Db, enterpriseId: string): Promise<BeforeAfter<EnterpriseSnapshot>> {
  const [row] = await db.delete(enterpriseEntries).where(eq(enterpriseEntries.enterpriseId, enterpriseId)).returning();
  if (!row) throw gone('Enterprise', enterpriseId);
  return { before: enterpriseSnapshot(row), after: null };
}

export async function saveOrganization(db: Db, mode: SaveMode, values: OrganizationFormValues): Promise<BeforeAfter<OrganizationSnapshot>> {
  const { weeklyHoursThreshold, minRestHours, maxShiftHours, maxDayHours, maxConsecutiveDays, maxShiftsPerDay, ...rest } = values;
  const workingTimeRules = storedRulesOf({ minRestHours, maxShiftHours, maxDayHours, maxConsecutiveDays, maxShiftsPerDay });
  const input = organizationEntryInputSchema.parse({ ...rest, weeklyHoursThresholdMinutes: hoursToMinutes(weeklyHoursThreshold), workingTimeRules });
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(organizationEntries)
      .where(eq(organizationEntries.organizationId, input.organizationId))
      .limit(1);
    // A new link must name a configured enterprise; an old link to a since-removed one may stay.
    if (input.enterpriseId && input.enterpriseId !== existing?.enterpriseId) {
      const [enterprise] = await tx.select().from(enterpriseEntries).where(eq(enterpriseEntries.enterpriseId, input.enterpriseId)).limit(1);
      if (!enterprise) {
        const message = `Enterprise ${input.enterpriseId} is not configured. Add it first, or choose another.`;
        throw new AppError('invalid_input', message, { fieldErrors: { enterpriseId: [message] } });
      }
    }
    if (mode === 'create') {
      if (existing) throw alreadyConfigured('organizationId', 'Organization', input.organizationId);
      const [row] = await tx.insert(organizationEntries).values(input).onConflictDoNothing().returning();
      if (!row) throw alreadyConfigured('organizationId', 'Organization', input.organizationId);
      return { before: null, after: organizationSnapshot(row) };
    }
    if (!existing) throw gone('Organization', input.organizationId);
    const { organizationId, ...changes } = input;
    const [row] = await tx.update(organizationEntries).set(changes).where(eq(organizationEntries.organizationId, organizationId)).returning();
    if (!row) throw gone('Organization', organizationId);
    return { before: organizationSnapshot(existing), after: organizationSnapshot(row) };
  });
}

export async function deleteOrganization(db: Db, organizationId: string): Promise<BeforeAfter<OrganizationSnapshot>> {
  const [row] = await db.delete(organizationEntries).where(eq(organizationEntries.organizationId, organizationId)).returning();
  if (!row) throw gone('Organization', organizationId);
  return { before: organizationSnapshot(row), after: null };
}
