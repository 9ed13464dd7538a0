import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { dashboardUsers } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { revokeSessionsOfUser } from '@/lib/server/identity/session-store';
import type { Role } from '@/lib/server/identity/types';
import type { DashboardUser } from '@/lib/server/identity/users';

/**
 * The provider now gives another role: it is stored (every session of the account reads it from
 * the account at its next request) and audited. `endSessions`: a sign-in also ends the sessions
 * opened under the old role; a re-check of one session keeps the others, which re-check themselves.
 */
export async function storeProviderRole(db: Db, user: DashboardUser, role: Role, context: { now: Date; detail: object; endSessions: boolean }): Promise<DashboardUser> {
  const [updated] = await db.update(dashboardUsers).set({ role }).where(eq(dashboardUsers.id, user.id)).returning();
  const ended = context.endSessions ? await revokeSessionsOfUser(db, user.id, context.now) : 0;
  await recordAudit({
    action: 'user.role_changed',
    outcome: 'success',
    actor: { id: user.id, email: user.email },
    target: { type: 'user', id: user.id },
    before: { role: user.role },
    after: { role },
    detail: { ...context.detail, endedSessions: ended },
    at: context.now,
  }, db);
  return updated ?? { ...user, role };
}
