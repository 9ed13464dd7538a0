import { asc, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { claimColumns } from '@/lib/server/db/schema/durable-columns';
import type { Db } from '@/lib/server/db/types';
import type { DurableTrack } from '@/lib/server/durable/durable-track';

// A kind of durable work of its own for the core's test and benchmark (never in the app's schema):
// a throwaway table with the claim columns, one step, and what an abandoned row becomes.

export const testJobs = pgTable('durable_core_test_jobs', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  result: text('result'),
  ...claimColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TestJob = typeof testJobs.$inferSelect;

/** waiting --claim--> working --> done; a worker gone mid-step leaves the row to be taken again. */
export const testTrack: DurableTrack = {
  name: 'test',
  table: testJobs,
  stateKey: 'state',
  steps: [{ from: 'waiting', working: 'working', countsAttempt: true }],
  abandoned: [{ working: 'working', to: 'waiting', set: { lastError: 'stopped mid-step' } }],
};
export const testQueue = { orderBy: [asc(testJobs.createdAt), asc(testJobs.id)], limit: 100_000 };

export async function createTestJobsTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists durable_core_test_jobs (
    id text primary key, state text not null, result text,
    claim_id text, lease_until timestamptz, attempts integer not null default 0,
    last_error text, last_error_kind text, last_upstream_status integer,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
}
