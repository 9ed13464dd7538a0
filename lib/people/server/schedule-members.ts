import 'server-only';
import type { MembersRead } from '@/lib/people/member-option';
import { toErrorShape } from '@/lib/server/access/error-shape';
import { getOrganizationMembers } from '@/lib/people/server';
import { readForPage } from '@/lib/server/access/path-ids';

/**
 * An organization's members for the schedule and the roster (filters, pickers, rows). Returned,
 * not awaited: the page is sent at once and the list follows in the same response.
 */
export function scheduleMembersRead(organizationId: string): Promise<MembersRead> {
  return readForPage(() => getOrganizationMembers(organizationId)).then(
    (read) =>
      read.ok
        ? { ok: true, members: read.data.filter((m) => m.resolved).map((m) => ({ userId: m.userId, fullName: m.fullName, title: m.title ?? null, avatarUrl: m.avatarPublicId ? `/api/assets/${m.avatarPublicId}` : null })) }
        : { ok: false, message: read.error.message },
    // Not an upstream failure (those come back from readForPage): logged, and said in general terms.
    (error: unknown) => ({ ok: false, message: toErrorShape(error, 'schedule members').message }),
  );
}
