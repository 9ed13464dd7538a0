import 'server-only';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The upstream interface cannot list the enterprises or organizations a token may read, nor does
// it give their names or time zones; admins record the entry points of the browser here.
// Ids are upstream int64 values, so they are text.

export const enterpriseEntries = pgTable('enterprise_entries', {
  enterpriseId: text('enterprise_id').primaryKey(),
  displayName: text('display_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationEntries = pgTable(
  'organization_entries',
  {
    organizationId: text('organization_id').primaryKey(),
    enterpriseId: text('enterprise_id'),
    displayName: text('display_name'),
    // IANA name (e.g. Europe/Paris) the schedule is shown in; null means the viewer's zone.
    timeZone: text('time_zone'),
    // Hours per person per week past which the roster flags someone, kept in minutes (37.5 h is
    // 2250); null means no threshold.
    weeklyHoursThresholdMinutes: integer('weekly_hours_threshold_minutes'),
    // The other working-time rules (lib/entry-points/working-time-rules.ts), each null when not set;
    // read tolerantly, so a rule added later needs no migration.
    workingTimeRules: jsonb('working_time_rules'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_entries_enterprise_id_idx').on(t.enterpriseId)],
);
