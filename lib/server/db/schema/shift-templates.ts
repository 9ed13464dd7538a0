import 'server-only';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Shift templates (lib/shift-templates): the service has none, so Shiftdesk keeps them, one row per
// template. A name is unique per organization whatever its case (the index says so too, so two
// managers adding "Front desk" at once cannot both win).
export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    needs: integer('needs').notNull(),
    notes: text('notes').notNull(),
    people: jsonb('people').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shift_templates_organization_name').on(t.organizationId, sql`lower(${t.name})`)],
);
