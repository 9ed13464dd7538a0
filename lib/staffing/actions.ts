'use server';

import { defineAction } from '@/lib/server/app';
import {
  assignItemMembers,
  assignMembersDefinition,
  reassignItemMember,
  reassignMemberDefinition,
  removeItemMember,
  removeMemberDefinition,
  requestAdditionDefinition,
  requestItemAddition,
} from '@/lib/staffing/server/staffing-actions';

// Staffing one item (lib/staffing/server/staffing-actions.ts).
export const assignItemMembersAction = defineAction(assignMembersDefinition, assignItemMembers);
export const requestItemAdditionAction = defineAction(requestAdditionDefinition, requestItemAddition);
export const removeItemMemberAction = defineAction(removeMemberDefinition, removeItemMember);
export const reassignItemMemberAction = defineAction(reassignMemberDefinition, reassignItemMember);
