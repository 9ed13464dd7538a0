import 'server-only';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/types';
import { LOCAL_SIGN_IN_OFF_MESSAGE, passwordSignInAllowed, type LocalSignInPolicy } from './local-sign-in';
import { decoyPasswordHash, verifyPassword } from './password';
import { recordSignInAttempt, signInBlockedUntil } from './rate-limit';
import { createSession } from './session-store';
import type { SessionUser } from './types';
import { findUserByEmail, normalizeEmail, toSessionUser } from './users';

export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is wrong.';

export type Credentials = {
  email: string;
  password: string;
  ip?: string | null;
  userAgent?: string | null;
  /** Injectable clock (tests); defaults to now. */
  now?: Date;
  /** LOCAL_SIGN_IN and the break-glass admin; absent: password sign-in is open. */
  policy?: LocalSignInPolicy;
};

export type Authenticated = { user: SessionUser; token: string; expiresAt: Date };

export type AuthenticateResult = { ok: true; value: Authenticated } | { ok: false; error: AppError };

/**
 * Checks credentials and opens a session; no cookies here, so it runs outside a request (tests).
 * Order matters: the rate limit is checked before the password, so a blocked caller learns nothing
 * even with the right password, and costs no hashing.
 */
export async function authenticate(db: Db, input: Credentials): Promise<AuthenticateResult> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const actor = { email };
  const detail = { ip: input.ip ?? null, userAgent: input.userAgent?.slice(0, 200) ?? null };

  const blockedUntil = await signInBlockedUntil(db, { email, ip: input.ip, now });
  if (blockedUntil) {
    const retryAfterMs = Math.max(blockedUntil.getTime() - now.getTime(), 1000);
    await recordAudit({ action: 'auth.sign_in_failed', outcome: 'refused', actor, detail: { ...detail, reason: 'rate_limited' }, at: now }, db);
    return { ok: false, error: rateLimited(retryAfterMs) };
  }

  const user = await findUserByEmail(db, email);
  // Always hash, even for an unknown email, so response time does not reveal which emails exist.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  const policy = input.policy ?? { enabled: true };
  const closed = !!user && !passwordSignInAllowed(policy, user);
  if (!user || !matches || user.disabled || closed) {
    await recordSignInAttempt(db, { email, ip: input.ip, now, succeeded: false });
    const reason = !user ? 'unknown_email' : !matches ? 'wrong_password' : user.disabled ? 'disabled' : 'local_sign_in_off';
    await recordAudit({ action: 'auth.sign_in_failed', outcome: 'failure', actor: { id: user?.id, email }, detail: { ...detail, reason }, at: now }, db);
    // One message for every case: never say whether the email or the password was wrong.
    return { ok: false, error: new AppError('unauthorised', policy.enabled ? WRONG_CREDENTIALS_MESSAGE : LOCAL_SIGN_IN_OFF_MESSAGE) };
  }

  await recordSignInAttempt(db, { email, ip: input.ip, now, succeeded: true });
  const session = await createSession(db, { userId: user.id, ip: input.ip, userAgent: input.userAgent, now });
  const breakGlass = !policy.enabled ? { breakGlass: true } : {};
  await recordAudit({ action: 'auth.signed_in', outcome: 'success', actor: { id: user.id, email }, detail: { ...detail, method: 'password', ...breakGlass }, at: now }, db);
  return { ok: true, value: { user: toSessionUser(user), ...session } };
}

function rateLimited(retryAfterMs: number): AppError {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  const when = minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
  return new AppError('rate_limited', `Too many sign-in attempts. Try again ${when}.`, { retryAfterMs });
}
