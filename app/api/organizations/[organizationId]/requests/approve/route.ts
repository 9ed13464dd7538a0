import { defineActionRoute } from '@/lib/server/access';
import { approveMember, approveMemberDefinition } from '@/lib/staffing/server/decision-action';

// Approve one request ({itemId, userId} in the body): a POST route, not a server action, so that
// several decisions run at once (lib/server/access/define-action-route.ts).
export const POST = defineActionRoute(approveMemberDefinition, approveMember);
