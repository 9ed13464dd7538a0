import 'server-only';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import { LOCAL_SIGN_IN_OFF_MESSAGE, passwordSignInAllowed, type LocalSignInPolicy } from './local-sign-in';
import { checkPassword } from './password-check';
import { createSession } from './session-store';
import type { SessionUser } from './types';
import { normalizeEmail, toSessionUser } from './users';

export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is wrong.';

export type Credentials = {
  email: string;
  password: string;
  ip?: string | null;
  userAgent?: string | null;
  /** This browser's device id for the email, from a valid device cookie (lib/auth/server/device-cookie.ts). */
  device?: string | null;
  /** Injectable clock (tests); defaults to now. */
  now?: Date;
  /** LOCAL_SIGN_IN and the break-glass admin; absent: password sign-in is open. */
  policy?: LocalSignInPolicy;
};

export type Authenticated = { user: SessionUser; token: string; sessionId: string; expiresAt: Date };

export type AuthenticateResult = { ok: true; value: Authenticated } | { ok: false; error: AppError };

/**
 * Checks credentials and opens a session; no cookies here, so it runs outside a request (tests).
 * The throttle counts the attempt before the password is checked (checkPassword), so a caller
 * who must wait learns nothing even with the right password, and costs no hashing.
 */
export async function authenticate(db: Db, input: Credentials): Promise<AuthenticateResult> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const detail = { ip: input.ip ?? null, userAgent: input.userAgent?.slice(0, 200) ?? null, knownDevice: Boolean(input.device) };
  const policy = input.policy ?? { enabled: true };
  const client = input.ip ?? null;
  const refusal = (reason: string, userId?: string) => recordAudit({ action: 'auth.sign_in_failed', outcome: 'failure', actor: { id: userId, email }, detail: { ...detail, reason }, client, at: now }, db);

  // Password sign-in off and not the break-glass email: no password is checked, and the throttle
  // is neither counted nor reset (a right password must not clear a guesser's count).
  if (!policy.enabled && email !== policy.breakGlassAdminEmail) {
    await refusal('local_sign_in_off');
    return { ok: false, error: new AppError('unauthorised', LOCAL_SIGN_IN_OFF_MESSAGE) };
  }

  const check = await checkPassword(db, { email, password: input.password, client: input.ip, device: input.device, now });
  if (check.kind === 'busy' || check.kind === 'throttled') {
    const reason = check.kind === 'busy' ? 'busy' : 'rate_limited';
    // A refusal: aggregated per email, address and minute, so a burst is one row with a count.
    await recordAudit({ action: 'auth.sign_in_failed', outcome: 'refused', actor: { email }, detail: { ...detail, reason }, client, at: now }, db);
    return { ok: false, error: check.kind === 'busy' ? busy() : rateLimited(check.until.getTime() - now.getTime()) };
  }
  // A right password for an account that may not use one (LOCAL_SIGN_IN=0) fails like a wrong one.
  if (check.kind === 'wrong' || !passwordSignInAllowed(policy, check.user)) {
    await refusal(check.kind === 'wrong' ? check.reason : 'local_sign_in_off', check.user?.id ?? undefined);
    // One message for every case: never say whether the email or the password was wrong.
    return { ok: false, error: new AppError('unauthorised', policy.enabled ? WRONG_CREDENTIALS_MESSAGE : LOCAL_SIGN_IN_OFF_MESSAGE) };
  }

  const { user } = check;
  const session = await createSession(db, { userId: user.id, role: user.role, ip: input.ip, userAgent: input.userAgent, now });
  const breakGlass = !policy.enabled ? { breakGlass: true } : {};
  await recordAudit({ action: 'auth.signed_in', outcome: 'success', actor: { id: user.id, email }, detail: { ...detail, method: 'password', ...breakGlass }, client, at: now }, db);
  return { ok: true, value: { user: toSessionUser(user), ...session } };
}

export function rateLimited(retryAfterMs: number): AppError {
  const ms = Math.max(retryAfterMs, 1000);
  const seconds = Math.ceil(ms / 1000);
  const when = seconds < 60 ? `in ${seconds} seconds` : seconds < 120 ? 'in a minute' : `in ${Math.ceil(seconds / 60)} minutes`;
  return new AppError('rate_limited', `Too many sign-in attempts. Try again ${when}.`, { retryAfterMs: ms });
}

export function busy(): AppError {
  return new AppError('rate_limited', 'Sign-in is busy right now. Try again in a few seconds.', { retryAfterMs: 5000 });
}
