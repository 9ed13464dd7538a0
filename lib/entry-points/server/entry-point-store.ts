import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { enterpriseEntries, organizationEntries } from '@/lib/server/db/schema';
import {
  enterpriseEntryInputSchema,
  organizationEntryInputSchema,
  type EnterpriseEntryInput,
  type OrganizationEntryInput,
} from '@/lib/settings/server/entry-schemas';

// The organization browser's entry points (the service cannot list them). Inputs are parsed again
// here so nothing but a valid int64 id and IANA zone is ever stored, whoever calls.

export type EnterpriseEntry = typeof enterpriseEntries.$inferSelect;
export type OrganizationEntry = typeof organizationEntries.$inferSelect;

export async function listEnterpriseEntries(db: Db): Promise<EnterpriseEntry[]> {
  return db.select().from(enterpriseEntries).orderBy(asc(enterpriseEntries.createdAt), asc(enterpriseEntries.enterpriseId));
}

/** Adds the entry or changes its name; returns the stored row. */
export async function upsertEnterpriseEntry(db: Db, raw: EnterpriseEntryInput): Promise<EnterpriseEntry> {
  const input = enterpriseEntryInputSchema.parse(raw);
  const [row] = await db
    .insert(enterpriseEntries)
    .values(input)
    .onConflictDoUpdate({ target: enterpriseEntries.enterpriseId, set: { displayName: input.displayName } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Removes the entry; returns whether there was one. */
export async function removeEnterpriseEntry(db: Db, enterpriseId: string): Promise<boolean> {
  const rows = await db.delete(enterpriseEntries).where(eq(enterpriseEntries.enterpriseId, enterpriseId)).returning();
  return rows.length > 0;
}

export async function listOrganizationEntries(db: Db, filter: { enterpriseId?: string } = {}): Promise<OrganizationEntry[]> {
  return db
    .select()
    .from(organizationEntries)
    .where(filter.enterpriseId ? eq(organizationEntries.enterpriseId, filter.enterpriseId) : undefined)
    .orderBy(asc(organizationEntries.createdAt), asc(organizationEntries.organizationId));
}

export async function getOrganizationEntry(db: Db, organizationId: string): Promise<OrganizationEntry | null> {
  const rows = await db.select().from(organizationEntries).where(eq(organizationEntries.organizationId, organizationId)).limit(1);
  return rows[0] ?? null;
}

/** Adds the entry or replaces its enterprise, name and time zone; returns the stored row. */
export async function upsertOrganizationEntry(db: Db, raw: OrganizationEntryInput): Promise<OrganizationEntry> {
  const input = organizationEntryInputSchema.parse(raw);
  const { organizationId: _id, ...changes } = input;
  const [row] = await db
    .insert(organizationEntries)
    .values(input)
    .onConflictDoUpdate({ target: organizationEntries.organizationId, set: changes })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function removeOrganizationEntry(db: Db, organizationId: string): Promise<boolean> {
  const rows = await db.delete(organizationEntries).where(eq(organizationEntries.organizationId, organizationId)).returning();
  return rows.length > 0;
}

export async function getEnterpriseEntry(db: Db, enterpriseId: string): Promise<EnterpriseEntry | null> {
  const rows = await db.select().from(enterpriseEntries).where(eq(enterpriseEntries.enterpriseId, enterpriseId)).limit(1);
  return rows[0] ?? null;
}
