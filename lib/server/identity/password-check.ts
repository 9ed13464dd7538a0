import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dashboardUsers } from '@/lib/server/db/schema';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { passwordGateIsFull } from './password-gate';
import { claimSignInAttempt, recordSignInFailure, releaseSignInAttempt } from './throttle';
import { findUserByEmail, type DashboardUser } from './users';
import { errorFields, log } from '@/lib/server/log/logger';

// One password check, as sign-in and re-authentication both need it: refuse when the server is
// busy or the caller must wait, count the attempt (before hashing anything), check, count a
// failure on the address, or on success release the count and bring an old hash up to today's cost.

export type PasswordCheck =
  | { kind: 'ok'; user: DashboardUser }
  | { kind: 'busy' }
  | { kind: 'throttled'; until: Date }
  | { kind: 'wrong'; reason: 'unknown_email' | 'wrong_password' | 'disabled'; user: DashboardUser | null };

/** Without an address, attempts still count, under one shared key. */
export const UNKNOWN_CLIENT = 'unknown';

/** `device`: this browser's device id for the email (a valid device cookie), counted instead of the address (throttle.ts). */
export async function checkPassword(db: Db, input: { email: string; password: string; client?: string | null; device?: string | null; now: Date }): Promise<PasswordCheck> {
  if (passwordGateIsFull()) return { kind: 'busy' };
  const attempt = { email: input.email, client: input.client || UNKNOWN_CLIENT, device: input.device, now: input.now };
  const until = await claimSignInAttempt(db, attempt);
  if (until) return { kind: 'throttled', until };

  const user = await findUserByEmail(db, input.email);
  // Always hash, even for an unknown email, so response time does not reveal which emails exist.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !matches || user.disabled) {
    await recordSignInFailure(db, attempt);
    return { kind: 'wrong', reason: !user ? 'unknown_email' : !matches ? 'wrong_password' : 'disabled', user };
  }
  await releaseSignInAttempt(db, attempt);
  if (user.passwordHash && needsRehash(user.passwordHash)) await upgradeHash(db, user, input.password);
  return { kind: 'ok', user };
}

/** The password is known to be right here: store it again at today's cost. Never fails a sign-in. */
async function upgradeHash(db: Db, user: DashboardUser, password: string): Promise<void> {
  try {
    await db.update(dashboardUsers).set({ passwordHash: await hashPassword(password) }).where(eq(dashboardUsers.id, user.id));
  } catch (error) {
    log().warn({ userId: user.id, ...errorFields(error) }, 'could not upgrade a password hash');
  }
}
