'use server';

import { defineAction } from '@/lib/server/access';
import { approveMember, approveMemberDefinition, declineMember, declineMemberDefinition } from '@/lib/server/members/decision-action';

// Answers to requests (asked to join, asked for cover): lib/server/members/decision-action.ts.
export const approveMemberAction = defineAction(approveMemberDefinition, approveMember);
export const declineMemberAction = defineAction(declineMemberDefinition, declineMember);
