import 'server-only';
import { sql } from 'drizzle-orm';
import { positions } from './positions';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Week templates (lib/week-templates, docs/decisions/week-templates.md): a saved week, applied to any
// week through the copy (a template is a copy source). Times are wall-clock ("HH:MM") on a day of the
// week, not instants, so 07:00 stays 07:00 in whatever week and DST it lands. A name is unique per
// organization whatever its case (the index says so too: two managers saving at once cannot both win).
export const weekTemplates = pgTable(
  'week_templates',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    name: text('name').notNull(),
    withPeople: boolean('with_people').notNull(),
    createdById: text('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('week_templates_organization_name').on(t.organizationId, sql`lower(${t.name})`)],
);

/** One item of a week template: on day `dayOffset` (0 = the week's first day), from `startTime` to `endTime` (an end before the start is the next day). */
export const weekTemplateItems = pgTable(
  'week_template_items',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => weekTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dayOffset: integer('day_offset').notNull(),
    /** Days from the start's day to the end's: 0 the same day, 1 a night shift, more for a long time off. */
    endDays: integer('end_days').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    type: text('type').notNull(),
    name: text('name'),
    notes: text('notes'),
    muteAssignmentNotifications: boolean('mute_assignment_notifications').notNull(),
    needs: integer('needs').notNull(),
    /** The position the item required when saved (positions are Shiftdesk's own); removing the position clears it. */
    positionId: text('position_id').references(() => positions.id, { onDelete: 'set null' }),
    /** The people held on the item when saved (id and the name shown then), empty for a template without people. */
    people: jsonb('people').$type<{ userId: string; name: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('week_template_items_template_position').on(t.templateId, t.position),
    check('week_template_items_day_in_week', sql`${t.dayOffset} between 0 and 6 and ${t.endDays} >= 0`),
  ],
);
