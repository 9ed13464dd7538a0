import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { weekTemplateNameKey, type WeekTemplate, type WeekTemplateItem } from '@/lib/week-templates';
import { weekTemplateItems, weekTemplates } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where an organization's week templates are kept (the service has none).

const t = weekTemplateItems;
const itemColumns = {
  id: t.id,
  dayOffset: t.dayOffset,
  endDays: t.endDays,
  startTime: t.startTime,
  endTime: t.endTime,
  type: t.type,
  name: t.name,
  notes: t.notes,
  muteAssignmentNotifications: t.muteAssignmentNotifications,
  needs: t.needs,
  positionId: t.positionId,
  people: t.people,
};

const inOrganization = (organizationId: string) => eq(weekTemplates.organizationId, organizationId);

/** The organization's week templates, by name, with how many items each holds. */
export async function weekTemplatesOf(db: Db, organizationId: string): Promise<WeekTemplate[]> {
  return db
    .select({ id: weekTemplates.id, name: weekTemplates.name, withPeople: weekTemplates.withPeople, itemCount: count(weekTemplateItems.id) })
    .from(weekTemplates)
    .leftJoin(weekTemplateItems, eq(weekTemplateItems.templateId, weekTemplates.id))
    .where(inOrganization(organizationId))
    .groupBy(weekTemplates.id)
    .orderBy(asc(sql`lower(${weekTemplates.name})`));
}

/** A template of the organization with its items in order, or null (another organization's is not found). */
export async function weekTemplateWithItems(db: Db, organizationId: string, id: string): Promise<(WeekTemplate & { items: WeekTemplateItem[] }) | null> {
  const [template] = await db
    .select({ id: weekTemplates.id, name: weekTemplates.name, withPeople: weekTemplates.withPeople })
    .from(weekTemplates)
    .where(and(inOrganization(organizationId), eq(weekTemplates.id, id)));
  if (!template) return null;
  const items = await db.select(itemColumns).from(weekTemplateItems).where(eq(weekTemplateItems.templateId, id)).orderBy(asc(weekTemplateItems.position));
  return { ...template, itemCount: items.length, items };
}

/** Whether another template of the organization has this name, whatever its case. */
export async function weekTemplateNameTaken(db: Db, organizationId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: weekTemplates.id })
    .from(weekTemplates)
    .where(and(inOrganization(organizationId), eq(sql`lower(${weekTemplates.name})`, weekTemplateNameKey(name))));
  return row !== undefined;
}

/** The template and its items in one transaction. Null when the name was taken meanwhile (the unique index decides). */
export async function insertWeekTemplate(
  db: Db,
  template: { organizationId: string; name: string; withPeople: boolean; createdById: string },
  items: Omit<WeekTemplateItem, 'id'>[],
): Promise<WeekTemplate | null> {
  return db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const [made] = await tx.insert(weekTemplates).values({ id, ...template }).onConflictDoNothing().returning({ id: weekTemplates.id });
    if (!made) return null;
    if (items.length > 0) await tx.insert(weekTemplateItems).values(items.map((item, position) => ({ ...item, id: crypto.randomUUID(), templateId: id, position })));
    return { id, name: template.name, withPeople: template.withPeople, itemCount: items.length };
  });
}

/** Removes the template and its items; copies made from it keep their own rows (and Undo). */
export async function deleteWeekTemplate(db: Db, organizationId: string, id: string): Promise<boolean> {
  const gone = await db.delete(weekTemplates).where(and(inOrganization(organizationId), eq(weekTemplates.id, id))).returning({ id: weekTemplates.id });
  return gone.length > 0;
}
