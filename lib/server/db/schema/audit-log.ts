import 'server-only';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const auditOutcomes = ['success', 'failure', 'refused'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    // A local sequence, read as a JS number: it would take 2^53 entries to lose a digit.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the record must outlive the account it names.
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    // Dotted verb, e.g. auth.signed_in, calendar_item.moved, token.renewed.
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome', { enum: auditOutcomes }).notNull(),
    upstreamStatus: integer('upstream_status'),
    before: jsonb('before'),
    after: jsonb('after'),
    detail: jsonb('detail'),
    // Where it came from: the client address (as the sign-in limit counts it) and the request's
    // id, which its log lines carry too. Null for work outside a request (start-up, the CLI).
    clientAddress: text('client_address'),
    requestId: text('request_id'),
    // Refusals are aggregated: one row per action, actor, target, address and minute (this key) whose count grows,
    // so a burst cannot flood the log (lib/server/audit-trail/record-audit.ts). Null for other entries.
    aggregateKey: text('aggregate_key'),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    check('audit_log_outcome_known', sql`${t.outcome} in ('success', 'failure', 'refused')`),
    index('audit_log_action_id_idx').on(t.action, t.id),
    index('audit_log_actor_email_id_idx').on(t.actorEmail, t.id),
    index('audit_log_outcome_id_idx').on(t.outcome, t.id),
    uniqueIndex('audit_log_aggregate_key_idx').on(t.aggregateKey),
  ],
);
