import 'server-only';
import { AppError } from '@/lib/errors';
import { upstream } from '@/lib/server/upstream';

/**
 * Refuses user ids that are not members of the organization before anything is written: the
 * service would answer 405 for some, but a clear message next to the person is better.
 */
export async function requireOrganizationMembers(organizationId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const members = new Set((await upstream().listOrganizationMembers(organizationId)).map((m) => m.userId));
  const outsiders = userIds.filter((id) => !members.has(id));
  if (outsiders.length > 0) {
    throw new AppError('invalid_input', `Not a member of this organization: user ${outsiders.join(', ')}.`, {
      fieldErrors: { userId: [`User ${outsiders.join(', ')} is not in this organization`] },
    });
  }
}
