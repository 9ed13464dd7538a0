import 'server-only';
import { CONFIRM_PASSWORD_FIELD } from '@/lib/auth/confirm-password';
import { PASSWORD_MAX } from '@/lib/auth/sign-in-schema';
import type { AppErrorShape } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit/record-audit';
import { rateLimited, busy } from '@/lib/server/auth/authenticate';
import { checkPassword } from '@/lib/server/auth/password-check';
import { markReauthenticated, wasReauthenticatedWithin } from '@/lib/server/auth/reauthentication';
import type { Caller } from './types';

// The pipeline's step for a definition with `reauthenticate: true`: the change goes ahead only
// when this session was re-authenticated in the last few minutes, or when the input carries the
// user's password (CONFIRM_PASSWORD_FIELD), which is then checked (throttled like a sign-in) and
// remembered on the session. Refusals and wrong passwords come back on that field.

export const CONFIRM_NEEDED_MESSAGE = 'Enter your password to confirm this change.';
export const CONFIRM_WRONG_MESSAGE = 'That password is not right.';

type Step = { ok: true; input: unknown } | { ok: false; error: AppErrorShape };

function onField(kind: AppErrorShape['kind'], message: string, fieldMessage: string, retryable = false): Step {
  return { ok: false, error: { kind, message, fieldErrors: { [CONFIRM_PASSWORD_FIELD]: [fieldMessage] }, retryable } };
}

/** Splits the password off the raw input; the rest goes on to the definition's schema. */
function splitPassword(raw: unknown): { password: string; rest: unknown } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !(CONFIRM_PASSWORD_FIELD in raw)) return { password: '', rest: raw };
  const { [CONFIRM_PASSWORD_FIELD]: value, ...rest } = raw as Record<string, unknown>;
  return { password: typeof value === 'string' ? value : '', rest };
}

export async function requireReauthentication(raw: unknown, caller: Caller & { user: NonNullable<Caller['user']> }, attempted: string, now = new Date()): Promise<Step> {
  const { password, rest } = splitPassword(raw);
  const { user, db, session } = caller;
  if (wasReauthenticatedWithin(session, undefined, now)) return { ok: true, input: rest };

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
  return { ok: true, input: rest };
}
