import 'server-only';
import { CONFIRM_PASSWORD_FIELD } from '@/lib/identity/confirm-password';
import { PASSWORD_MAX } from '@/lib/identity/sign-in-schema';
import type { AppErrorShape } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { rateLimited, busy } from '@/lib/server/identity/authenticate';
import { checkPassword } from '@/lib/server/identity/password-check';
import { markReauthenticated, wasReauthenticatedWithin } from '@/lib/server/identity/reauthentication';
import type { Caller } from './types';

// The pipeline's steps for a definition with `reauthenticate: true`. The password field
// (CONFIRM_PASSWORD_FIELD) is split off the raw input first, so the definition's schema never sees
// it; once the rest is valid, the change goes ahead only when this session was re-authenticated in
// the last few minutes, or the password is right (checked and throttled like a sign-in, then
// remembered on the session). Refusals and wrong passwords come back on that field.

export const CONFIRM_NEEDED_MESSAGE = 'Enter your password to confirm this change.';
export const CONFIRM_WRONG_MESSAGE = 'That password is not right.';

type Refusal = { ok: false; error: AppErrorShape };

function onField(kind: AppErrorShape['kind'], message: string, fieldMessage: string, retryable = false): Refusal {
  return { ok: false, error: { kind, message, fieldErrors: { [CONFIRM_PASSWORD_FIELD]: [fieldMessage] }, retryable } };
}

/** Splits the password off the raw input; the rest goes on to the definition's schema. */
export function splitConfirmPassword(raw: unknown): { password: string; rest: unknown } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !(CONFIRM_PASSWORD_FIELD in raw)) return { password: '', rest: raw };
  const { [CONFIRM_PASSWORD_FIELD]: value, ...rest } = raw as Record<string, unknown>;
  return { password: typeof value === 'string' ? value : '', rest };
}

/** Null when the change may go ahead, else the refusal to answer. */
export async function requireReauthentication(password: string, caller: Caller & { user: NonNullable<Caller['user']> }, attempted: string, now = new Date()): Promise<Refusal | null> {
  const { user, session } = caller;
  const { db } = caller.services;
  if (wasReauthenticatedWithin(session, undefined, now)) return null;

  const refuse = async (reason: string) =>
    recordAudit({ action: 'auth.reauthentication_refused', outcome: 'refused', actor: user, detail: { attempted, reason } }, db);
  if (!password || password.length > PASSWORD_MAX || !session) {
    await refuse('no_password');
    return onField('unauthorised', 'This change needs your password again.', CONFIRM_NEEDED_MESSAGE);
  }
  const check = await checkPassword(db, { email: user.email, password, client: caller.client, now });
  if (check.kind === 'busy' || check.kind === 'throttled') {
    await refuse(check.kind === 'busy' ? 'busy' : 'rate_limited');
    const error = check.kind === 'busy' ? busy() : rateLimited(check.until.getTime() - now.getTime());
    return onField('rate_limited', error.message, error.message, true);
  }
  if (check.kind === 'wrong' || check.user.id !== user.id) {
    await recordAudit({ action: 'auth.reauthenticated', outcome: 'failure', actor: user, detail: { attempted, ip: caller.client ?? null } }, db);
    return onField('unauthorised', 'Nothing was changed: the password was not right.', CONFIRM_WRONG_MESSAGE);
  }
  await markReauthenticated(db, session.id, now);
  await recordAudit({ action: 'auth.reauthenticated', outcome: 'success', actor: user, detail: { attempted, ip: caller.client ?? null } }, db);
  return null;
}
