import 'server-only';
import { AppError } from '@/lib/errors';
import type { AppServices } from '@/lib/server/access';

/**
 * Refuses user ids that are not members of the organization before anything is written: the
 * service would answer 405 for some, but a clear message next to the person is better.
 */
export async function requireOrganizationMembers({ upstream }: Pick<AppServices, 'upstream'>, organizationId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await requireOrganization({ upstream }, organizationId, userIds);
}

/**
 * The same, and the organization must exist even when no user is named (its member list is read:
 * an unknown organization is "not found"). A create names the organization in its body, where the
 * service answers an unknown one with 405 invalid input; this asks first.
 */
export async function requireOrganization({ upstream }: Pick<AppServices, 'upstream'>, organizationId: string, userIds: readonly string[] = []): Promise<void> {
  const members = new Set((await upstream.listOrganizationMembers(organizationId)).map((m) => m.userId));
  const outsiders = userIds.filter((id) => !members.has(id));
  if (outsiders.length > 0) {
    throw new AppError('invalid_input', `Not a member of this organization: user ${outsiders.join(', ')}.`, {
      fieldErrors: { userId: [`User ${outsiders.join(', ')} is not in this organization`] },
    });
  }
}
