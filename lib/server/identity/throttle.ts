import 'server-only';
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { signInThrottle } from '@/lib/server/db/schema';

// The sign-in throttle: growing delays, never a lock. It counts per (email, client address), so a
// stranger guessing the admin's password slows only themselves, never the admin at their own
// desk; and per client address alone (any email), so one address cannot spray a password across
// every account. On the pair, an attempt is counted by one atomic upsert BEFORE its password is
// checked: a parallel burst gets at most the free attempts, however it interleaves. The address
// counts failures only, once known (an office signing in together at nine is not slowed); a
// parallel spray can overshoot it by the password checks already waiting (password-gate.ts).
//
// A browser that signed in to an account before carries a device cookie for it (OWASP "slow down
// online guessing with device cookies"; lib/auth/server/device-cookie.ts). Its attempts are
// counted on (email, that device) instead, and neither the address nor its failures count: a
// spray from the same office address cannot keep a known browser out, and a stolen device cookie
// slows only itself.

export type ThrottleRule = { free: number };
/** Attempts per (email, client) before the delays start. */
export const PAIR_RULE: ThrottleRule = { free: 5 };
/** Attempts per client address (all emails) before the delays start. */
export const CLIENT_RULE: ThrottleRule = { free: 20 };
/** The first delay; each further failure doubles it, up to the cap. */
export const FIRST_DELAY_MS = 15_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A key left alone this long starts again from zero. */
export const THROTTLE_RESET_MS = 24 * 3_600_000;

const ANY_EMAIL = '';

/** How long to wait after the `failures`-th failure (0 while still within the free attempts). */
export function throttleDelayMs(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - rule.free));
}

function delaySql(failures: SQL, rule: ThrottleRule): SQL {
  return sql`(case when ${failures} < ${rule.free} then 0 else least(${MAX_DELAY_MS}, ${FIRST_DELAY_MS} * power(2, ${failures} - ${rule.free})) end) * interval '1 millisecond'`;
}

type Key = { email: string; client: string };
const clientKey = (client: string): Key => ({ email: ANY_EMAIL, client });

/** One sign-in attempt: the email, the client address, and the browser's device id for that email, if any. */
export type SignInAttempt = { email: string; client: string; device?: string | null; now: Date };
/** The key an attempt counts on: (email, device) for a known browser, else (email, address). */
const attemptKey = (attempt: SignInAttempt): Key => ({ email: attempt.email, client: attempt.device ? `device:${attempt.device}` : attempt.client });

/**
 * Counts one attempt (or failure) on a key and pushes its next attempt out by the rule. With
 * `onlyIfDue`, only when the key may be tried now: false when it must wait (nothing counted).
 */
async function count(db: Db, key: Key, rule: ThrottleRule, now: Date, onlyIfDue: boolean): Promise<boolean> {
  const resetBefore = new Date(now.getTime() - THROTTLE_RESET_MS);
  const failures = sql`(case when ${signInThrottle.updatedAt} < ${resetBefore.toISOString()}::timestamptz then 1 else ${signInThrottle.failures} + 1 end)`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(signInThrottle)
    .values({ ...key, failures: 1, nextAttemptAt: new Date(now.getTime() + throttleDelayMs(1, rule)), updatedAt: now })
    .onConflictDoUpdate({
      target: [signInThrottle.email, signInThrottle.client],
      set: { failures: sql`${failures}`, nextAttemptAt: sql`greatest(${signInThrottle.nextAttemptAt}, ${nowSql} + ${delaySql(failures, rule)})`, updatedAt: now },
      // Checked on the row as it is after any concurrent claim committed (Postgres re-reads it).
      setWhere: onlyIfDue ? sql`${signInThrottle.nextAttemptAt} <= ${nowSql}` : undefined,
    })
    .returning({ failures: signInThrottle.failures });
  return rows.length > 0;
}

class Throttled extends Error {}

/**
 * Counts this attempt on its key (as a failure, until released) if neither the key nor (for an
 * unknown browser) the address must wait: null when it may go on, else when it may be tried again.
 */
export async function claimSignInAttempt(db: Db, attempt: SignInAttempt): Promise<Date | null> {
  const key = attemptKey(attempt);
  const keys = attempt.device ? [key] : [key, clientKey(attempt.client)];
  try {
    await db.transaction(async (tx) => {
      if (!(await count(tx, key, PAIR_RULE, attempt.now, true))) throw new Throttled();
      if (attempt.device) return; // a known browser: the address's rule is not its
      const [address] = await tx.select({ at: signInThrottle.nextAttemptAt }).from(signInThrottle).where(keyIs(clientKey(attempt.client)));
      if (address && address.at > attempt.now) throw new Throttled(); // and the pair's count is rolled back
    });
    return null;
  } catch (error) {
    if (!(error instanceof Throttled)) throw error;
  }
  const rows = await db
    .select({ at: signInThrottle.nextAttemptAt })
    .from(signInThrottle)
    .where(or(...keys.map(keyIs)));
  return new Date(Math.max(attempt.now.getTime() + 1000, ...rows.map((r) => r.at.getTime())));
}

/** A wrong password (or unknown email) from an unknown browser: the address's count of failures grows. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt): Promise<void> {
  if (attempt.device) return; // counted on the device's own key already
  await count(db, clientKey(attempt.client), CLIENT_RULE, attempt.now, false);
}

/** After a right password the key starts again from zero: earlier typos do not slow the user later. */
export async function releaseSignInAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInThrottle).where(keyIs(attemptKey(attempt)));
}

function keyIs(key: Key): SQL | undefined {
  return and(eq(signInThrottle.email, key.email), eq(signInThrottle.client, key.client));
}

/** Keys untouched for a day count for nothing any more (housekeeping at start-up). */
export async function pruneSignInThrottle(db: Db, now = new Date()): Promise<void> {
  await db.delete(signInThrottle).where(lt(signInThrottle.updatedAt, new Date(now.getTime() - THROTTLE_RESET_MS)));
}
