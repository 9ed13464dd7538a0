import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { inOrganization } from '@/lib/server/access';
import { countOpenRequests } from '@/lib/requests/server';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { defineRoute } from '@/lib/server/app';

/** How many requests wait for a manager in the next 14 days: the badge on the Requests tab. */
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET requests count', scope: inOrganization }, async (_request, { params, services }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  return countOpenRequests(services, params.organizationId, await organizationTimeZone(services.db, params.organizationId));
});
