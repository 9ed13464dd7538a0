import { defineActionRoute } from '@/lib/server/access';
import { declineMember, declineMemberDefinition } from '@/lib/staffing/server/decision-action';

// Decline one request ({itemId, userId} in the body): a POST route, not a server action, so that
// several decisions run at once (lib/server/access/define-action-route.ts).
export const POST = defineActionRoute(declineMemberDefinition, declineMember);
