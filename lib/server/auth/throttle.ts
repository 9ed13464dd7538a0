import 'server-only';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { signInThrottle } from '@/lib/server/db/schema';

// The sign-in throttle: growing delays, never a lock. It counts per (email, client address), so a
// stranger guessing the admin's password slows only themselves, never the admin at their own
// desk; and per client address alone (any email), so one address cannot spray a password across
// every account. An attempt is counted by one atomic upsert BEFORE its password is checked: a
// parallel burst gets at most the free attempts, however it interleaves.

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
const keysOf = (email: string, client: string): [Key, ThrottleRule][] => [
  [{ email, client }, PAIR_RULE],
  [{ email: ANY_EMAIL, client }, CLIENT_RULE],
];

/** Counts one attempt on a key if it may be tried now; false when it must wait. */
async function claim(db: Db, key: Key, rule: ThrottleRule, now: Date): Promise<boolean> {
  const resetBefore = new Date(now.getTime() - THROTTLE_RESET_MS);
  const failures = sql`(case when ${signInThrottle.updatedAt} < ${resetBefore.toISOString()}::timestamptz then 1 else ${signInThrottle.failures} + 1 end)`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(signInThrottle)
    .values({ ...key, failures: 1, nextAttemptAt: new Date(now.getTime() + throttleDelayMs(1, rule)), updatedAt: now })
    .onConflictDoUpdate({
      target: [signInThrottle.email, signInThrottle.client],
      set: { failures: sql`${failures}`, nextAttemptAt: sql`${nowSql} + ${delaySql(failures, rule)}`, updatedAt: now },
      // Checked on the row as it is after any concurrent claim committed (Postgres re-reads it).
      setWhere: sql`${signInThrottle.nextAttemptAt} <= ${nowSql}`,
    })
    .returning({ failures: signInThrottle.failures });
  return rows.length > 0;
}

class Throttled extends Error {}

/**
 * Counts this attempt (as a failure, until released) on both keys, or on neither: null when it
 * may go on, else when it may be tried again.
 */
export async function claimSignInAttempt(db: Db, input: { email: string; client: string; now: Date }): Promise<Date | null> {
  const keys = keysOf(input.email, input.client);
  try {
    await db.transaction(async (tx) => {
      // Always the pair first, then the client: one order, so two claims never deadlock.
      for (const [key, rule] of keys) {
        if (!(await claim(tx, key, rule, input.now))) throw new Throttled();
      }
    });
    return null;
  } catch (error) {
    if (!(error instanceof Throttled)) throw error;
  }
  const rows = await db
    .select({ at: signInThrottle.nextAttemptAt })
    .from(signInThrottle)
    .where(and(eq(signInThrottle.client, input.client), inArray(signInThrottle.email, [input.email, ANY_EMAIL])));
  const latest = Math.max(input.now.getTime() + 1000, ...rows.map((r) => r.at.getTime()));
  return new Date(latest);
}

/**
 * After a right password: the pair starts again from zero (earlier typos do not slow the user
 * later) and the client's count loses this attempt, so an office behind one address is not slowed
 * by its colleagues' sign-ins. Failures elsewhere are kept: one valid account must not reset
 * the count of guesses against others.
 */
export async function releaseSignInAttempt(db: Db, input: { email: string; client: string; now: Date }): Promise<void> {
  await db.delete(signInThrottle).where(and(eq(signInThrottle.email, input.email), eq(signInThrottle.client, input.client)));
  const failures = sql`greatest(${signInThrottle.failures} - 1, 0)`;
  await db
    .update(signInThrottle)
    .set({ failures, nextAttemptAt: sql`least(${signInThrottle.nextAttemptAt}, ${input.now.toISOString()}::timestamptz + ${delaySql(failures, CLIENT_RULE)})` })
    .where(and(eq(signInThrottle.email, ANY_EMAIL), eq(signInThrottle.client, input.client)));
}

/** Keys untouched for a day count for nothing any more (housekeeping at start-up). */
export async function pruneSignInThrottle(db: Db, now = new Date()): Promise<void> {
  await db.delete(signInThrottle).where(lt(signInThrottle.updatedAt, new Date(now.getTime() - THROTTLE_RESET_MS)));
}
