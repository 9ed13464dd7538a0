import { inOrganization } from '@/lib/server/access';
import { availabilityRead } from '@/lib/availability/server';
import { defineRoute } from '@/lib/server/app';

// The organization's people's availability and preferences (kept by Shiftdesk), for the form on
// the roster and the Members page.
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET availability', scope: inOrganization }, async (_request, { params, db }) => availabilityRead(db, params.organizationId));
