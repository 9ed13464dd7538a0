import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { nameKey, type ShiftTemplate, type TemplateFields } from '@/lib/shift-templates';
import { shiftTemplates } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where an organization's shift templates are kept (the service has none).

const columns = {
  id: shiftTemplates.id,
  name: shiftTemplates.name,
  type: shiftTemplates.type,
  startTime: shiftTemplates.startTime,
  endTime: shiftTemplates.endTime,
  needs: shiftTemplates.needs,
  notes: shiftTemplates.notes,
  people: shiftTemplates.people,
};

const inOrganization = (organizationId: string) => eq(shiftTemplates.organizationId, organizationId);

/** The organization's templates, by name. */
export async function templatesOf(db: Db, organizationId: string): Promise<ShiftTemplate[]> {
  const rows = await db.select(columns).from(shiftTemplates).where(inOrganization(organizationId)).orderBy(asc(sql`lower(${shiftTemplates.name})`));
  return rows as ShiftTemplate[];
}

export async function templateById(db: Db, organizationId: string, id: string): Promise<ShiftTemplate | null> {
  const [row] = await db.select(columns).from(shiftTemplates).where(and(inOrganization(organizationId), eq(shiftTemplates.id, id)));
  return (row as ShiftTemplate | undefined) ?? null;
}

/** Whether another template of the organization has this name, whatever its case. */
export async function nameTaken(db: Db, organizationId: string, name: string, exceptId?: string): Promise<boolean> {
  const sameName = eq(sql`lower(${shiftTemplates.name})`, nameKey(name));
  const [row] = await db
    .select({ id: shiftTemplates.id })
    .from(shiftTemplates)
    .where(and(inOrganization(organizationId), sameName, exceptId ? ne(shiftTemplates.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertTemplate(db: Db, organizationId: string, fields: TemplateFields): Promise<ShiftTemplate> {
  const id = crypto.randomUUID();
  await db.insert(shiftTemplates).values({ id, organizationId, ...fields });
  return { id, ...fields };
}

export async function updateTemplate(db: Db, organizationId: string, id: string, fields: TemplateFields): Promise<void> {
  await db.update(shiftTemplates).set({ ...fields, updatedAt: new Date() }).where(and(inOrganization(organizationId), eq(shiftTemplates.id, id)));
}

export async function deleteTemplate(db: Db, organizationId: string, id: string): Promise<void> {
  await db.delete(shiftTemplates).where(and(inOrganization(organizationId), eq(shiftTemplates.id, id)));
}
