import 'server-only';
import { and, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { signInAttempts } from '@/lib/server/db/schema';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * When sign-in for this email (or from this IP) may be tried again, or null if it may be now.
 * Counted in the database so the limit holds across app instances. A success clears the email's
 * count (a user who mistyped a few times is not locked later), but never the IP's, or one valid
 * account would let an attacker reset the counter for guessing others.
 */
export async function signInBlockedUntil(db: Db, input: { email: string; ip?: string | null; now: Date }): Promise<Date | null> {
  const since = new Date(input.now.getTime() - SIGN_IN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(signInAttempts.at) })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, input.email), eq(signInAttempts.succeeded, true)));
  const emailSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;

  const byEmail = await nthRecentFailure(db, eq(signInAttempts.email, input.email), emailSince, MAX_FAILURES_PER_EMAIL);
  const byIp = input.ip ? await nthRecentFailure(db, eq(signInAttempts.ip, input.ip), since, MAX_FAILURES_PER_IP) : null;

  // The block lifts once the oldest failure that still counts leaves the window.
  const until = [byEmail, byIp]
    .filter((at): at is Date => at !== null)
    .map((at) => at.getTime() + SIGN_IN_WINDOW_MS);
  return until.length > 0 ? new Date(Math.max(...until)) : null;
}

/** The limit-th most recent failure after `since`, or null when there are fewer than `limit`. */
async function nthRecentFailure(db: Db, who: ReturnType<typeof eq>, since: Date, limit: number): Promise<Date | null> {
  const rows = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(and(who, eq(signInAttempts.succeeded, false), gt(signInAttempts.at, since)))
    .orderBy(desc(signInAttempts.at))
    .limit(limit);
  return rows.length >= limit ? (rows[limit - 1]?.at ?? null) : null;
}

export async function recordSignInAttempt(
  db: Db,
  input: { email: string; ip?: string | null; now: Date; succeeded: boolean },
): Promise<void> {
  await db.insert(signInAttempts).values({ email: input.email, ip: input.ip ?? null, at: input.now, succeeded: input.succeeded });
}

/** Attempts older than a day no longer count for anything. */
export async function pruneSignInAttempts(db: Db, now = new Date()): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.at, new Date(now.getTime() - 24 * 3_600_000)));
}
