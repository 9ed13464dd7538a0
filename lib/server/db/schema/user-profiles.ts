import 'server-only';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The service's user profiles as last read (the interface reads them one request per user): kept
// here so every instance shares them and a restart does not re-read 500 people. `fetched_at`
// decides when one is refreshed (lib/people/server/user-profiles.ts).
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id').primaryKey(),
  fullName: text('full_name'),
  avatarPublicId: text('avatar_public_id'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
});
