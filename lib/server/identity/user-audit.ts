import 'server-only';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import type { Role } from './types';
import { normalizeEmail } from './users';

/** Account changes made outside the dashboard: the admin CLI, or the first-admin bootstrap at start-up. */
export type UserChangeSource = 'cli' | 'bootstrap';

type UserFields = { email: string; name: string; role: Role; disabled?: boolean };

/**
 * Writes an account change that no signed-in user made. The actor is left empty and `detail.via`
 * says where it came from; the target is the account, before/after its name, role and state (never
 * the password).
 */
export async function recordUserChange(
  db: Db,
  change: { action: 'user.created' | 'user.updated'; userId: string; via: UserChangeSource; before?: UserFields; after: UserFields; detail?: Record<string, unknown> },
): Promise<void> {
  const shown = (fields: UserFields | undefined) => fields && { ...fields, email: normalizeEmail(fields.email) };
  await recordAudit(
    {
      action: change.action,
      outcome: 'success',
      actor: null,
      target: { type: 'user', id: change.userId },
      before: shown(change.before),
      after: shown(change.after),
      detail: { via: change.via, ...change.detail },
    },
    db,
  );
}
