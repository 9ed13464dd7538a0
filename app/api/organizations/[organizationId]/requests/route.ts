import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { inboxWindowSchema } from '@/lib/requests';
import { fieldErrorsOf } from '@/lib/field-errors';
import { inOrganization } from '@/lib/server/access';
import { readRequestInbox } from '@/lib/requests/server';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { defineRoute } from '@/lib/server/app';

// The approvals inbox after the first render: requests on items starting between two days of the
// organization's zone (?from=YYYY-MM-DD&to=YYYY-MM-DD, at most 62 days), with their warnings.
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET requests', scope: inOrganization }, async (request, { params, services }) => {
  if (!isInt64Id(params.organizationId)) throw new AppError('not_found', 'No such organization.');
  const url = new URL(request.url);
  const window = inboxWindowSchema.safeParse({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  if (!window.success) throw new AppError('invalid_input', 'That range of days cannot be read.', { fieldErrors: fieldErrorsOf(window.error) });
  return readRequestInbox(services, params.organizationId, window.data, await organizationTimeZone(services.db, params.organizationId));
});
