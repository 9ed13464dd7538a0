import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { assigneeSchema, calendarItemStatusSchema, memberStatuses } from '@/lib/contract/members';

// What the member actions take from a browser: the contract's assignee rules, plus a phone number
// that is a real one for its country (not only 4 to 15 digits). Shared by the assignment form and
// the actions, so the message next to the field is the one the server would give.

/** True when +countryCode phone is a number that can exist (full metadata, not only its length). */
export function isRealPhoneNumber(countryCode: string, phone: string): boolean {
  return parsePhoneNumberFromString(`+${countryCode}${phone}`)?.isValid() ?? false;
}

export const memberAssigneeSchema = assigneeSchema.superRefine((member, ctx) => {
  if (member.type === 'INVITE' && member.countryCode && member.phone && !isRealPhoneNumber(member.countryCode, member.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Not a valid phone number for that country code' });
  }
});

/** At most this many people in one go: each is its own request to the service. */
export const MAX_ASSIGNEES = 25;

export const assignMembersInputSchema = z.object({
  organizationId: int64IdSchema,
  itemId: int64IdSchema,
  assignees: z.array(memberAssigneeSchema).min(1, 'Choose at least one person').max(MAX_ASSIGNEES, `At most ${MAX_ASSIGNEES} at a time`),
  initialStatus: z.enum(memberStatuses, { message: 'Choose a member status' }),
  newCalendarItemStatus: calendarItemStatusSchema,
  shouldReplaceMemberStatuses: z.boolean(),
});
export type AssignMembersInput = z.input<typeof assignMembersInputSchema>;

export const memberRefInputSchema = z.object({ organizationId: int64IdSchema, itemId: int64IdSchema, userId: int64IdSchema });
export type MemberRefInput = z.input<typeof memberRefInputSchema>;

/** The item status that goes with a member status by default: assigning makes the item ASSIGNED. */
export function defaultItemStatusFor(initialStatus: string): 'ASSIGNED' | 'OPEN' {
  return initialStatus === 'ASSIGNED' || initialStatus === 'ACCEPTED' ? 'ASSIGNED' : 'OPEN';
}
