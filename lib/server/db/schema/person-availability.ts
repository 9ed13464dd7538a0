import 'server-only';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// A person's availability and preferences (weekly unavailable windows, preferred and avoided days,
// target and maximum hours). The service has none, so Shiftdesk keeps them, per organization and
// person, as the validated value of lib/availability (read back through its schema); no row is none.
export const personAvailability = pgTable(
  'person_availability',
  {
    organizationId: text('organization_id').notNull(),
    userId: text('user_id').notNull(),
    availability: jsonb('availability').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);
