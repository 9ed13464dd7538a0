import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { revokeSessionsOfUser } from './session-store';
import type { Role } from './types';
import { recordUserChange } from './user-audit';
import { createUserIfAbsent, findUserByEmail, normalizeEmail, updateUserCredentials } from './users';

// What `npm run admin:create` does to the database (scripts/create-admin.ts only parses and prints):
// create an account, or with `update` reset its password, name and role, end its sessions, and
// record either in the audit log, so an account made or promoted from a shell is not invisible.

export type CliUserInput = { email: string; name: string; role: Role; password: string };
export type CliUserResult = { outcome: 'created' } | { outcome: 'exists' } | { outcome: 'provider_linked' } | { outcome: 'updated'; endedSessions: number };

/**
 * `takeOverCompanyAccount`: an account linked to the company's provider (issuer + subject) is
 * updated only with this, and then becomes a password account (the link is dropped), so a shell
 * cannot quietly take over a company person's account.
 */
export async function putUserFromCli(db: Db, input: CliUserInput, options: { update: boolean; takeOverCompanyAccount?: boolean; osUser?: string }): Promise<CliUserResult> {
  const detail = options.osUser ? { osUser: options.osUser } : undefined;
  const after = { email: normalizeEmail(input.email), name: input.name.trim(), role: input.role, disabled: false };
  const createdId = await createUserIfAbsent(db, input);
  if (createdId) {
    await recordUserChange(db, { action: 'user.created', userId: createdId, via: 'cli', after, detail });
    return { outcome: 'created' };
  }
  if (!options.update) return { outcome: 'exists' };

  const before = await findUserByEmail(db, input.email);
  if (!before) return { outcome: 'exists' };
  const linked = before.oidcIssuer !== null || before.oidcSubject !== null;
  if (linked && !options.takeOverCompanyAccount) return { outcome: 'provider_linked' };
  if (!(await updateUserCredentials(db, input, { unlinkProvider: linked }))) return { outcome: 'exists' };
  const endedSessions = await revokeSessionsOfUser(db, before.id);
  await recordUserChange(db, {
    action: 'user.updated',
    userId: before.id,
    via: 'cli',
    before: { email: before.email, name: before.name, role: before.role, disabled: before.disabled },
    after,
    detail: { ...detail, passwordReset: true, endedSessions, ...(linked ? { providerUnlinked: before.oidcIssuer } : {}) },
  });
  return { outcome: 'updated', endedSessions };
}
