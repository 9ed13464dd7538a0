import 'server-only';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Each auto-fill proposal as it was answered (GET /api/organizations/:id/auto-fill), so that
// applying it (accepting some or all of its lines) names the proposal by id rather than sending
// it back. The range is epoch ms, half-open; the proposal is lib/auto-fill's AutoFillProposal.
export const autoFillProposals = pgTable(
  'auto_fill_proposals',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    rangeFrom: bigint('range_from', { mode: 'number' }).notNull(),
    rangeTo: bigint('range_to', { mode: 'number' }).notNull(),
    createdById: text('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    proposal: jsonb('proposal').notNull(),
  },
  (t) => [index('auto_fill_proposals_organization_idx').on(t.organizationId, t.createdAt)],
);
