import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { availabilitySchema, NO_AVAILABILITY, type Availability, type AvailabilityByUser } from '@/lib/availability';
import { personAvailability } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where a person's availability and preferences are kept (the service has none): one row per
// organization and person, read back through the schema that let it in.

const readBack = (stored: unknown): Availability => {
  const parsed = availabilitySchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_AVAILABILITY;
};

export async function availabilityOf(db: Db, organizationId: string, userId: string): Promise<Availability> {
  const [row] = await db
    .select({ availability: personAvailability.availability })
    .from(personAvailability)
    .where(and(eq(personAvailability.organizationId, organizationId), eq(personAvailability.userId, userId)));
  return row ? readBack(row.availability) : NO_AVAILABILITY;
}

/** The people's availability, by user id; a person without a row is left out (NO_AVAILABILITY). */
export async function availabilityByUser(db: Db, organizationId: string, userIds?: readonly string[]): Promise<Map<string, Availability>> {
  const inOrganization = eq(personAvailability.organizationId, organizationId);
  const rows = await db
    .select({ userId: personAvailability.userId, availability: personAvailability.availability })
    .from(personAvailability)
    .where(userIds ? and(inOrganization, inArray(personAvailability.userId, [...userIds])) : inOrganization);
  return new Map(rows.map((r) => [r.userId, readBack(r.availability)]));
}

export async function saveAvailability(db: Db, organizationId: string, userId: string, availability: Availability): Promise<void> {
  await db
    .insert(personAvailability)
    .values({ organizationId, userId, availability })
    .onConflictDoUpdate({ target: [personAvailability.organizationId, personAvailability.userId], set: { availability, updatedAt: new Date() } });
}

/** Saves many people's availability at once, in chunks (a seed's hundreds of people). */
export async function saveManyAvailability(db: Db, organizationId: string, availabilityOf: ReadonlyMap<string, Availability>): Promise<void> {
  const rows = [...availabilityOf].map(([userId, availability]) => ({ organizationId, userId, availability }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(personAvailability).values(rows.slice(i, i + 500)).onConflictDoUpdate({ target: [personAvailability.organizationId, personAvailability.userId], set: { availability: sql`excluded.availability`, updatedAt: new Date() } });
  }
}

/** The organization's availability by user id, as the GET route answers it (people without a row are left out). */
export async function availabilityRead(db: Db, organizationId: string): Promise<AvailabilityByUser> {
  return Object.fromEntries(await availabilityByUser(db, organizationId));
}
