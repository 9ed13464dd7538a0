import 'server-only';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

// Columns every durable work table has (the message outbox, copy rows): the claim a worker holds
// a row under and until when (database clock), and what went wrong last.

export const claimColumns = () => ({
  // Who holds the row while a step runs, and until when. A row is only worked on under a claim
  // taken by one atomic UPDATE ... WHERE state = ... RETURNING.
  claimId: text('claim_id'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lastErrorKind: text('last_error_kind'),
  lastUpstreamStatus: integer('last_upstream_status'),
});

/** Who asked for it, and when it was made and last changed. */
export const authorAndTimes = () => ({
  createdById: text('created_by_id'),
  createdByEmail: text('created_by_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
