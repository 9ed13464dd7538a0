import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { sessions } from '@/lib/server/db/schema';
import { CONFIRMATION_MINUTES } from '@/lib/auth/confirm-password';

// Sensitive changes (the service connection, a user's role) need the user to have proved it is
// them again shortly before: a borrowed or stolen session alone cannot make them. The proof is
// remembered on the session for a few minutes, so several changes in a row ask once. Anything
// that proves it (the password asked again, a fresh company sign-in) calls markReauthenticated.

export const REAUTH_WINDOW_MS = CONFIRMATION_MINUTES * 60_000;

/** The one question every sensitive change asks: was this session re-authenticated lately? */
export function wasReauthenticatedWithin(
  session: { reauthenticatedAt: Date | null } | null | undefined,
  windowMs = REAUTH_WINDOW_MS,
  now = new Date(),
): boolean {
  const at = session?.reauthenticatedAt?.getTime();
  return at !== undefined && at <= now.getTime() && now.getTime() - at < windowMs;
}

/** Records that the user of this session just proved it is them. */
export async function markReauthenticated(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
}
