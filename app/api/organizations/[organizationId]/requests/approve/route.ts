import { defineActionRoute } from '@/lib/server/app';
import { approveMember, approveMemberDefinition } from '@/lib/staffing/server';

// Approve one request ({itemId, userId} in the body): a POST route, not a server action, so that
// several decisions run at once (lib/server/app/define-action-route.ts).
export const POST = defineActionRoute(approveMemberDefinition, approveMember);
