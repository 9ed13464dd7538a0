import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { storedTemplateSchema, type StoredTemplateInput } from '@/lib/messages/template-schema';
import type { TemplateView } from '@/lib/messages/types';
import { cardTemplates } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Card templates as admins record them: the service's template id, a name, and its content keys.
// Whoever calls, the input is parsed again with the form's schema before it is stored.

export type Change<T> = { before: T | null; after: T | null };

const view = (row: typeof cardTemplates.$inferSelect): TemplateView => ({
  templateId: row.templateId,
  displayName: row.displayName,
  keys: row.keys.map((k) => ({ key: k.key, label: k.label, required: k.required, maxLength: k.maxLength ?? null })),
});

export async function listTemplates(db: Db): Promise<TemplateView[]> {
  const rows = await db.select().from(cardTemplates).orderBy(asc(cardTemplates.displayName), asc(cardTemplates.templateId));
  return rows.map(view);
}

export async function getTemplate(db: Db, templateId: string): Promise<TemplateView | null> {
  const [row] = await db.select().from(cardTemplates).where(eq(cardTemplates.templateId, templateId)).limit(1);
  return row ? view(row) : null;
}

export async function countTemplates(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cardTemplates);
  return row?.n ?? 0;
}

/** Adds (refused when the id exists: an admin never overwrites by typing an existing id) or changes one. */
export async function saveTemplate(db: Db, mode: 'create' | 'update', raw: StoredTemplateInput): Promise<Change<TemplateView>> {
  // Parsed again with the storage rules: whoever calls, only valid keys reach the table.
  const input = storedTemplateSchema.parse(raw);
  const values = { templateId: input.templateId, displayName: input.displayName, keys: input.keys };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(cardTemplates).where(eq(cardTemplates.templateId, input.templateId)).limit(1);
    if (mode === 'create') {
      const taken = () => {
        const message = `Template ${input.templateId} is already set up. Edit it in the list instead.`;
        return new AppError('conflict', message, { fieldErrors: { templateId: [message] } });
      };
      if (existing) throw taken();
      const [row] = await tx.insert(cardTemplates).values(values).onConflictDoNothing().returning();
      if (!row) throw taken();
      return { before: null, after: view(row) };
    }
    if (!existing) throw new AppError('not_found', `Template ${input.templateId} is no longer set up (someone may have removed it). Reload the page.`);
    const [row] = await tx
      .update(cardTemplates)
      .set({ displayName: values.displayName, keys: values.keys, updatedAt: sql`now()` })
      .where(eq(cardTemplates.templateId, input.templateId))
      .returning();
    if (!row) throw new AppError('not_found', `Template ${input.templateId} is no longer set up. Reload the page.`);
    return { before: view(existing), after: view(row) };
  });
}

export async function deleteTemplate(db: Db, templateId: string): Promise<Change<TemplateView>> {
  const [row] = await db.delete(cardTemplates).where(eq(cardTemplates.templateId, templateId)).returning();
  if (!row) throw new AppError('not_found', `Template ${templateId} is no longer set up. Reload the page.`);
  return { before: view(row), after: null };
}

/** Demo seeding: stores templates as given (already valid), skipping ids that exist. */
export async function insertTemplatesIfAbsent(db: Db, templates: TemplateView[]): Promise<number> {
  if (templates.length === 0) return 0;
  const rows = await db
    .insert(cardTemplates)
    .values(templates.map((t) => ({ templateId: t.templateId, displayName: t.displayName, keys: t.keys })))
    .onConflictDoNothing()
    .returning({ id: cardTemplates.templateId });
  return rows.length;
}
