import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { defineRoute, inOrganization } from '@/lib/server/access';
import { countOpenRequests } from '@/lib/requests/server/inbox-service';
import { organizationTimeZone } from '@/lib/entry-points/server/organization-zone';

/** How many requests wait for a manager in the next 14 days: the badge on the Requests tab. */
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET requests count', scope: inOrganization }, async (_request, { params }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  return countOpenRequests(params.organizationId, await organizationTimeZone(params.organizationId));
});
