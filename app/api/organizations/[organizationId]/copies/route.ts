import { inOrganization } from '@/lib/server/access';
import { recentCopiesBy } from '@/lib/copy/server';
import { defineRoute } from '@/lib/server/app';

// The signed-in person's recent copies of the organization (the copy dialog lists them, each
// openable for its result and Undo). Scheduler and up, as copying is.
export const GET = defineRoute<{ organizationId: string }>({ role: 'scheduler', name: 'GET recent copies', scope: inOrganization }, async (_request, { params, db, user }) => recentCopiesBy(db, params.organizationId, user.id));
