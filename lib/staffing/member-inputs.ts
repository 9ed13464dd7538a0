import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { assigneeSchema, calendarItemStatusSchema } from '@/lib/contract/members';
import { isNoLongerOn } from '@/lib/schedule';
import { ruleBreakReasonField } from '@/lib/working-time';
import { addStatusSchema } from './add-statuses';

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
  initialStatus: addStatusSchema,
  newCalendarItemStatus: calendarItemStatusSchema,
  shouldReplaceMemberStatuses: z.boolean(),
  /** The manager saw the double bookings this makes and said yes (lib/schedule/server/conflict-check.ts). */
  confirmConflicts: z.boolean().default(false),
  /** Why the manager goes ahead despite the working-time rules it breaks (lib/working-time). */
  ruleBreakReason: ruleBreakReasonField,
});
export type AssignMembersInput = z.input<typeof assignMembersInputSchema>;

/** The roster's reassignment: one person on instead of another, as one change (one line in the history, one Undo). */
export const reassignMemberInputSchema = z.object({
  organizationId: int64IdSchema,
  itemId: int64IdSchema,
  fromUserId: int64IdSchema,
  toUserId: int64IdSchema,
  initialStatus: addStatusSchema,
  newCalendarItemStatus: calendarItemStatusSchema,
  /** The manager said yes to the double booking this makes for the target person. */
  confirmConflicts: z.boolean().default(false),
  /** Why the manager goes ahead despite the working-time rules it breaks (lib/working-time). */
  ruleBreakReason: ruleBreakReasonField,
});
export type ReassignMemberInput = z.input<typeof reassignMemberInputSchema>;

export const memberRefInputSchema = z.object({ organizationId: int64IdSchema, itemId: int64IdSchema, userId: int64IdSchema });
export type MemberRefInput = z.input<typeof memberRefInputSchema>;

/** The person a time off belongs to: the first member still on it (not removed, declined or denied). */
export function timeOffHolder<M extends { status: string }>(item: { type: string; members: readonly M[] }): M | null {
  return item.type === 'TIME_OFF' ? (item.members.find((m) => !isNoLongerOn(m.status)) ?? null) : null;
}

/**
 * Time off is one person's: why these assignees cannot be added to the item, or null. Judged on
 * the item as the server read it (the browser's copy may be stale), and shown by the panel first.
 */
export function timeOffStaffingProblem(item: { type: string; members: readonly { status: string; displayName: string }[] }, assignees: readonly { type: string }[]): string | null {
  if (item.type !== 'TIME_OFF') return null;
  const holder = timeOffHolder(item);
  if (holder) return `Time off is for one person, and ${holder.displayName} is on it: remove them first to give it to someone else.`;
  if (assignees.length > 1) return 'Time off is for one person: choose only one.';
  if (assignees.some((a) => a.type !== 'USER')) return 'Time off is for one person of the organization, not a group or an invite.';
  return null;
}
