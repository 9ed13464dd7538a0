import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { roles } from '@/lib/identity/roles';

export { roles, type Role } from '@/lib/identity/roles';

export const dashboardUsers = pgTable(
  'dashboard_users',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    // Stored lower-cased so "Ada@Example.com" and "ada@example.com" are one account.
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    // Null for accounts that sign in only through the company's OpenID provider.
    passwordHash: text('password_hash'),
    // The OpenID provider's identity (issuer + subject), set when the account was created by a
    // company sign-in: such accounts are found by it, never by email alone.
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    // Demo accounts exist only while DEMO_MODE=1; start-up disables them otherwise.
    isDemo: boolean('is_demo').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dashboard_users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('dashboard_users_role_known', sql`${t.role} in ('viewer', 'scheduler', 'admin')`),
    uniqueIndex('dashboard_users_oidc_identity_idx').on(t.oidcIssuer, t.oidcSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not let anyone sign in.
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // When the user last proved it is them again (password asked again, or a fresh company
    // sign-in): sensitive changes need this to be recent (lib/server/identity/reauthentication.ts).
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // A company sign-in's session (lib/server/oidc/): the provider's tokens, sealed (the refresh
    // token re-checks the person; the ID token is the hint of the provider's sign-out), the
    // provider's session id (back-channel logout names it), when the provider last confirmed the
    // person, and when a request took on confirming it again (one at a time). Null for passwords.
    oidcTokens: text('oidc_tokens'),
    oidcSid: text('oidc_sid'),
    oidcCheckedAt: timestamp('oidc_checked_at', { withTimezone: true }),
    oidcCheckClaimedAt: timestamp('oidc_check_claimed_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The sign-in throttle, one row per (email, client address) and one per client address alone
 * (email ''). An attempt is counted here, by one atomic upsert, before its password is checked;
 * each failure past the free ones pushes `next_attempt_at` further (lib/server/identity/throttle.ts).
 * In the database, not in memory, so the limit holds across app instances.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index('sign_in_throttle_updated_at_idx').on(t.updatedAt)],
);
