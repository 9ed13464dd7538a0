import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dashboardUsers, sessions } from '@/lib/server/db/schema';
import type { Role } from './types';
import { recordUserChange } from './user-audit';
import { createUserIfAbsent } from './users';

// The demo accounts (also shown on the sign-in page in demo mode and in the README).
export const DEMO_PASSWORD = 'shiftdesk-demo';
export const demoUsers: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
  { email: 'scheduler@example.com', name: 'Sam Scheduler', role: 'scheduler' },
  { email: 'viewer@example.com', name: 'Vic Viewer', role: 'viewer' },
];

/**
 * In demo mode, makes sure the demo accounts exist and may sign in. Outside it, disables every demo
 * account and ends its sessions, so a database that once ran a demo has no known password left.
 * An existing real account with a demo email is never touched.
 */
export async function syncDemoUsers(db: Db, options: { enabled: boolean; now?: Date }): Promise<void> {
  if (!options.enabled) {
    const disabled = await db
      .update(dashboardUsers)
      .set({ disabled: true })
      .where(and(eq(dashboardUsers.isDemo, true), eq(dashboardUsers.disabled, false)))
      .returning({ id: dashboardUsers.id });
    if (disabled.length > 0) {
      await db
        .update(sessions)
        .set({ revokedAt: options.now ?? new Date() })
        .where(inArray(sessions.userId, disabled.map((u) => u.id)));
    }
    return;
  }
  for (const user of demoUsers) {
    await createUserIfAbsent(db, { ...user, password: DEMO_PASSWORD, isDemo: true });
  }
  await db
    .update(dashboardUsers)
    .set({ disabled: false })
    .where(and(eq(dashboardUsers.isDemo, true), eq(dashboardUsers.disabled, true)));
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: the first admin of a real deployment, created once if absent and
 * recorded in the audit log (nobody is signed in: the actor is the start-up itself).
 */
export async function ensureFirstAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  const user = { email: admin.email, name: 'Administrator', role: 'admin' as const };
  const id = await createUserIfAbsent(db, { ...user, password: admin.password });
  if (id) await recordUserChange(db, { action: 'user.created', userId: id, via: 'bootstrap', after: user });
  return id !== null;
}
