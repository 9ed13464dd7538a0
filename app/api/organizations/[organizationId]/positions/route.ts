import { inOrganization } from '@/lib/server/access';
import { positionsRead } from '@/lib/positions/server';
import { defineRoute } from '@/lib/server/app';

// The organization's positions, the positions its items require and its people may work (kept by
// Shiftdesk), for Settings, the item drawer, the person dialog and the picker.
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET positions', scope: inOrganization }, async (_request, { params, db }) => positionsRead(db, params.organizationId));
