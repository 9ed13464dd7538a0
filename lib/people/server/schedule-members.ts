import 'server-only';
import type { MembersRead } from '@/lib/people/member-option';
import { toErrorShape } from '@/lib/server/access/error-shape';
import type { AppServices } from '@/lib/server/access';
import { directoryOf } from './directory-of';
import { readForPage } from '@/lib/server/access/path-ids';

/**
 * An organization's members for the schedule and the roster (filters, pickers, rows). Returned,
 * not awaited: the page is sent at once and the list follows in the same response.
 */
export function scheduleMembersRead(services: AppServices, organizationId: string): Promise<MembersRead> {
  return readForPage(() => directoryOf(services).getOrganizationMembers(organizationId)).then(
    (read) =>
      read.ok
        ? { ok: true, members: read.data.filter((m) => m.resolved).map((m) => ({ userId: m.userId, fullName: m.fullName, title: m.title ?? null, avatarUrl: m.avatarPublicId ? `/api/assets/${m.avatarPublicId}` : null })) }
        : { ok: false, message: read.error.message },
    // Not an upstream failure (those come back from readForPage): logged, and said in general terms.
    (error: unknown) => ({ ok: false, message: toErrorShape(error, 'schedule members').message }),
  );
}
