import { inOrganization } from '@/lib/server/access';
import { defineRoute } from '@/lib/server/app';
import { weekTemplatesOf } from '@/lib/week-templates/server';

// The organization's week templates (the copy dialog's "A week template" lists them). Scheduler and
// up, as copying is.
export const GET = defineRoute<{ organizationId: string }>({ role: 'scheduler', name: 'GET week templates', scope: inOrganization }, async (_request, { params, db }) => weekTemplatesOf(db, params.organizationId));
