import { inOrganization } from '@/lib/server/access';
import { needsOfOrganization } from '@/lib/schedule/server';
import { defineRoute } from '@/lib/server/app';

// The organization's items that need more than one person ("needs N", kept by Shiftdesk), polled
// with the schedule and the roster so they show "1 of 2".
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET item needs', scope: inOrganization }, async (_request, { params, db }) => needsOfOrganization(db, params.organizationId));
