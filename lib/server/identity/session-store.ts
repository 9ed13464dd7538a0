import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dashboardUsers, sessions } from '@/lib/server/db/schema';
import type { Role, SessionUser } from './types';
import { toSessionUser } from './users';

const HOUR = 3_600_000;
/** Idle lifetime: each use pushes expiry this far ahead (sliding). */
export const SESSION_IDLE_MS = 12 * HOUR;
/** An admin wields the service connection and every account: their sessions die sooner. */
export const ADMIN_SESSION_IDLE_MS = 1 * HOUR;

export function idleLimitOf(role: Role): number {
  return role === 'admin' ? ADMIN_SESSION_IDLE_MS : SESSION_IDLE_MS;
}
/** Hard cap from sign-in, however active the session: a stolen cookie does not live for ever. */
export const SESSION_MAX_AGE_MS = 7 * 24 * HOUR;
// Sliding expiry without a write on every request: only touch a session this stale.
const TOUCH_AFTER_MS = 5 * 60_000;

/** The database keeps only this digest of the cookie token, so its rows cannot be replayed. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A company sign-in's session: the provider's tokens (sealed by the caller) and its session id. */
export type CompanySessionStart = { sealedTokens: string; sid: string | null };

export type NewSession = { userId: string; role: Role; ip?: string | null; userAgent?: string | null; company?: CompanySessionStart; now?: Date };

export async function createSession(db: Db, input: NewSession): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + idleLimitOf(input.role));
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId: input.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 400) ?? null,
    ...(input.company ? { oidcTokens: input.company.sealedTokens, oidcSid: input.company.sid, oidcCheckedAt: now } : {}),
  });
  return { token, sessionId: sessionIdOf(token), expiresAt };
}

export type FoundSession = {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
  /** When the user last proved it is them again (see reauthentication.ts), or null. */
  reauthenticatedAt: Date | null;
  /** A company sign-in's session: when the provider last confirmed the person; null for passwords. */
  companyCheckedAt: Date | null;
};

/** The live session of a cookie token, or null (unknown, expired, revoked, or account disabled). */
export async function lookupSession(db: Db, token: string, now = new Date()): Promise<FoundSession | null> {
  if (!token || token.length > 200) return null;
  const id = sessionIdOf(token);
  const rows = await db
    .select({ session: sessions, user: dashboardUsers })
    .from(sessions)
    .innerJoin(dashboardUsers, eq(dashboardUsers.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(dashboardUsers.disabled, false)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const idle = idleLimitOf(row.user.role);
  // Also checked here, not only through expiresAt: a session opened before the role's limit was
  // shortened (or before a promotion) ends by today's rule.
  if (now.getTime() - row.session.lastSeenAt.getTime() >= idle) return null;

  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    const cap = row.session.createdAt.getTime() + SESSION_MAX_AGE_MS;
    expiresAt = new Date(Math.min(now.getTime() + idle, cap));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  }
  return { sessionId: id, user: toSessionUser(row.user), expiresAt, reauthenticatedAt: row.session.reauthenticatedAt, companyCheckedAt: row.session.oidcCheckedAt };
}

export async function revokeSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionIdOf(token)), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere (role change, disabling, password reset); returns how many ended. */
export async function revokeSessionsOfUser(db: Db, userId: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes sessions that ended more than a day ago (housekeeping at start-up). */
export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
