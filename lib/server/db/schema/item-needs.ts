import 'server-only';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// How many people each calendar item needs ("needs 2": shown as "1 of 2"). The service has no such
// field, so Shiftdesk keeps it, per organization and item; an item without a row needs 1
// (lib/schedule/item-needs.ts). Copies carry the source's row to the item they make.
export const itemNeeds = pgTable(
  'item_needs',
  {
    organizationId: text('organization_id').notNull(),
    itemId: text('item_id').notNull(),
    needs: integer('needs').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.itemId] })],
);
