import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { AppError, type ActionResult } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { recordChange, type RememberedChange } from '@/lib/server/change-history';
import { hasRole } from '@/lib/identity/roles';
import { enforceScope } from './enforce-scope';
import { toErrorShape } from './error-shape';
import { fieldErrorsOf } from '@/lib/field-errors';
import { requireReauthentication, splitConfirmPassword } from './reauthentication-step';
import { unstorableTextErrors } from './unstorable-text';
import { userOverRateLimit } from './user-rate-limit';
import type { ActionDefinition, ActionHandler, AuditPatch, Caller, ExtraAuditEntry } from './types';

/** The name an action is logged and audited under. */
export const actionNameOf = (def: ActionDefinition<z.core.$ZodType>) => def.name ?? def.audit?.action ?? 'action';

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Sign in again.';
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';
export const INVALID_INPUT_MESSAGE = 'Some fields need attention.';

/**
 * The action pipeline, written once: who is asking -> within their rate limit -> may they -> is the input storable text and valid ->
 * is everything it names in scope -> run -> audit -> typed result. Never throws (except Next's own redirect/notFound signals).
 */
export async function runAction<S extends z.core.$ZodType, T>(
  def: ActionDefinition<S>,
  handler: ActionHandler<S, T>,
  raw: unknown,
  caller: Caller,
): Promise<ActionResult<T>> {
  const name = actionNameOf(def);
  const { user, services } = caller;
  const { db } = services;
  if (!user) return { ok: false, error: { kind: 'unauthorised', message: SIGNED_OUT_MESSAGE, retryable: false } };
  const overLimit = userOverRateLimit(services.rateLimit, user.id);
  if (overLimit) return { ok: false, error: overLimit.toShape() };

  if (!hasRole(user, def.role)) {
    // Refusals are always recorded, audited action or not: they are what an admin looks for.
    await recordAudit(
      { action: def.audit?.action ?? 'access.refused', outcome: 'refused', actor: user, detail: { attempted: name, requiredRole: def.role, role: user.role } },
      db,
    );
    return { ok: false, error: { kind: 'forbidden', message: FORBIDDEN_MESSAGE, retryable: false } };
  }

  // A sensitive change's password is taken out before the input is checked (its schema never sees it).
  const { password: confirmPassword, rest: fields } = def.reauthenticate ? splitConfirmPassword(raw) : { password: '', rest: raw };

  const unstorable = unstorableTextErrors(fields);
  if (unstorable) return { ok: false, error: { kind: 'invalid_input', message: INVALID_INPUT_MESSAGE, fieldErrors: unstorable, retryable: false } };
  // The top-level safeParse takes any zod schema, classic or zod/mini (forms shared with the browser).
  const parsed = z.safeParse(def.input, fields);
  if (!parsed.success) {
    return { ok: false, error: { kind: 'invalid_input', message: INVALID_INPUT_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), retryable: false } };
  }
  const input = parsed.data;
  const scope = await enforceScope(def.scope, input, { user, services, attempted: name });
  if (scope.refusal) return { ok: false, error: scope.refusal };
  // Only a valid change asks for the password: a typo elsewhere costs no password check.
  if (def.reauthenticate) {
    const refusal = await requireReauthentication(confirmPassword, { ...caller, user }, name);
    if (refusal) return refusal;
  }

  const patch: AuditPatch = {};
  try {
    patch.target = def.audit?.target?.(input) ?? null;
  } catch {
    patch.target = null; // a bad target function must not stop the action
  }
  const audit = (more: AuditPatch) => Object.assign(patch, more);
  const each: ExtraAuditEntry[] = [];
  const auditEach = (entry: ExtraAuditEntry) => each.push(entry);
  const remembered: RememberedChange[] = [];
  const remember = (change: RememberedChange) => remembered.push(change);
  const write = async (outcome: 'success' | 'failure', extra: { upstreamStatus?: number; detail?: unknown } = {}) => {
    if (!def.audit) return;
    if (outcome === 'success' && each.length > 0) {
      for (const entry of each) await recordAudit({ action: def.audit.action, actor: user, target: patch.target, ...entry }, db);
      return;
    }
    await recordAudit({ action: def.audit.action, outcome, actor: user, ...patch, ...extra }, db);
  };

  try {
    const data = await handler(input, { user, services, db, audit, auditEach, remember, scopedItem: scope.item });
    await write('success');
    for (const change of remembered) await recordChange(db, user.id, change);
    return { ok: true, data };
  } catch (error) {
    unstable_rethrow(error); // redirect() and notFound() are control flow, not failures
    const shape = toErrorShape(error, name);
    const upstreamStatus = error instanceof AppError ? error.upstreamStatus : undefined;
    await write('failure', { upstreamStatus, detail: { kind: shape.kind, message: shape.message, ...asObject(patch.detail) } });
    return { ok: false, error: shape };
  }
}

function asObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { note: value };
}
