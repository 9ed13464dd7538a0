import 'server-only';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Positions (issue 26, point 1): what a shift requires (front desk, nurse, kitchen…) and who may
// work it. The service has no such field, so Shiftdesk keeps them per organization: the names
// (unique per organization whatever their case), the position each item requires (one at most),
// and the positions each person may work. Removing a position removes its links with it.
export const positions = pgTable(
  'positions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('positions_organization_name_idx').on(t.organizationId, sql`lower(${t.name})`)],
);

export const itemPositions = pgTable(
  'item_positions',
  {
    organizationId: text('organization_id').notNull(),
    itemId: text('item_id').notNull(),
    positionId: text('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.itemId] }), index('item_positions_position_idx').on(t.positionId)],
);

export const personPositions = pgTable(
  'person_positions',
  {
    organizationId: text('organization_id').notNull(),
    userId: text('user_id').notNull(),
    positionId: text('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.positionId] }), index('person_positions_position_idx').on(t.positionId)],
);
