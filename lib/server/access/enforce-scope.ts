import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import type { AppErrorShape } from '@/lib/errors';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { SessionUser } from '@/lib/server/identity/types';
import { toErrorShape } from './error-shape';
import type { ScopeDeclaration } from './scope-declaration';
import type { AppServices } from './services';

export const OUT_OF_SCOPE_MESSAGE = 'Not found among the organizations Shiftdesk is set up for.';

type ScopeCaller = { user: SessionUser; services: Pick<AppServices, 'db' | 'scope'>; attempted: string };

/** A refusal, or the go-ahead with the item the check read (when the declaration names one). */
export type ScopeOutcome = { refusal: AppErrorShape } | { refusal: null; item?: CalendarItem };

/**
 * The scope guard, shared by actions, routes and pages: no refusal when everything the declaration
 * names is in scope; otherwise a `not_found` (recorded in the audit log as `access.out_of_scope`),
 * or the error that kept the check from deciding (the item is gone, the service did not answer).
 */
export async function enforceScope<I>(declaration: ScopeDeclaration<I>, input: I, who: ScopeCaller): Promise<ScopeOutcome> {
  if (declaration === 'none') return { refusal: null };
  try {
    const { db, scope } = who.services;
    const targets = await declaration(input, { db });
    const { outside, item } = await scope(db, targets);
    if (!outside) return { refusal: null, item };
    await recordAudit(
      {
        action: 'access.out_of_scope',
        outcome: 'refused',
        actor: who.user,
        target: outside.target,
        detail: { attempted: who.attempted, reason: outside.reason, ...(outside.organizationId ? { organizationId: outside.organizationId } : {}) },
      },
      db,
    );
    return { refusal: { kind: 'not_found', message: OUT_OF_SCOPE_MESSAGE, retryable: false } };
  } catch (error) {
    return { refusal: toErrorShape(error, who.attempted) };
  }
}

/** The guard where only the verdict matters (routes, pages): the refusal, or null. */
export async function scopeRefusal<I>(declaration: ScopeDeclaration<I>, input: I, who: ScopeCaller): Promise<AppErrorShape | null> {
  return (await enforceScope(declaration, input, who)).refusal;
}
