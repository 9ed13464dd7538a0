import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dashboardUsers, type Role } from '@/lib/server/db/schema';
import { hashPassword } from './password';
import type { SessionUser } from './types';

export type DashboardUser = typeof dashboardUsers.$inferSelect;

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toSessionUser(user: Pick<DashboardUser, 'id' | 'email' | 'name' | 'role'>): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export async function findUserByEmail(db: Db, email: string): Promise<DashboardUser | null> {
  const rows = await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, normalizeEmail(email))).limit(1);
  return rows[0] ?? null;
}

export type NewUser = { email: string; name: string; role: Role; password: string; isDemo?: boolean };

/**
 * Creates an account unless one with that email exists; returns its id, or null when it existed.
 * `on conflict do nothing` keeps two instances starting together from failing on each other.
 */
export async function createUserIfAbsent(db: Db, user: NewUser): Promise<string | null> {
  const rows = await db
    .insert(dashboardUsers)
    .values({
      email: normalizeEmail(user.email),
      name: user.name.trim(),
      role: user.role,
      passwordHash: await hashPassword(user.password),
      isDemo: user.isDemo ?? false,
    })
    .onConflictDoNothing({ target: dashboardUsers.email })
    .returning({ id: dashboardUsers.id });
  return rows[0]?.id ?? null;
}

/** Sets a new password, name and role on an existing account and enables it (the admin CLI). */
export async function updateUserCredentials(db: Db, user: Omit<NewUser, 'isDemo'>, options: { unlinkProvider?: boolean } = {}): Promise<boolean> {
  const unlink = options.unlinkProvider ? { oidcIssuer: null, oidcSubject: null } : {};
  const rows = await db
    .update(dashboardUsers)
    .set({ name: user.name.trim(), role: user.role, passwordHash: await hashPassword(user.password), disabled: false, ...unlink })
    .where(eq(dashboardUsers.email, normalizeEmail(user.email)))
    .returning({ id: dashboardUsers.id });
  return rows.length > 0;
}
