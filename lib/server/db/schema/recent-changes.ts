import 'server-only';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A manager's own recent writes, per user and organization, kept so "Recent changes" can say what
// each did and undo it after a closed toast or a reload (lib/history). `change` is what the words
// and the Undo need, kept at write time (the item's name, the times or people before); the audit
// log keeps the full before/after. `afterVersion` is the item's version right after the write:
// an Undo on an item that has moved on since asks first.
export const recentChanges = pgTable(
  'recent_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').notNull(),
    organizationId: text('organization_id').notNull(),
    itemId: text('item_id'),
    kind: text('kind').notNull(),
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    afterVersion: text('after_version'),
    // An Undo is a change too: its row names the change it undid, which is marked undone.
    undoOf: bigint('undo_of', { mode: 'number' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('recent_changes_user_org_id_idx').on(t.userId, t.organizationId, t.id), index('recent_changes_item_idx').on(t.itemId, t.id)],
);
