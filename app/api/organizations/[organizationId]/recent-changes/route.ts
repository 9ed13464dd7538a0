import { inOrganization } from '@/lib/server/access';
import { historyLines } from '@/lib/history/server';
import { defineRoute } from '@/lib/server/app';
import { hourCycleOfAcceptLanguage } from '@/lib/time/hour-cycle';

// The signed-in person's "Recent changes" of the organization, newest first, each in words with
// its time and whether it can be undone. Scheduler and up, as the writes it lists are.
export const GET = defineRoute<{ organizationId: string }>({ role: 'scheduler', name: 'GET recent changes', scope: inOrganization }, async (request, { params, db, user }) =>
  historyLines(db, user.id, params.organizationId, hourCycleOfAcceptLanguage(request.headers.get('accept-language'))),
);
