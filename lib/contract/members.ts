import { z } from 'zod';
import { int64IdSchema } from './ids';

export const memberStatuses = [
  'ACCEPTED',
  'ASSIGNED',
  'PENDING_RESPONSE',
  'DECLINED',
  'DELETED',
  'ADDITION_REQUESTED',
  'REPLACEMENT_REQUESTED',
  'DENIED',
] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const assigneeTypes = ['USER', 'GROUP', 'INVITE'] as const;
export type AssigneeType = (typeof assigneeTypes)[number];

/** A calendar item status: OPEN, ASSIGNED or any other status the service knows. */
export const calendarItemStatusSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,39}$/, { message: 'Must be an upper-case status such as OPEN or ASSIGNED' });

const countryCodeSchema = z.string().trim().regex(/^[0-9]{1,3}$/, { message: 'Country code: 1 to 3 digits' });
const phoneDigitsSchema = z.string().trim().regex(/^[0-9]{4,15}$/, { message: 'Phone: 4 to 15 digits' });

/**
 * One assignee (CalendarMembers). The spec does not say which fields each type needs; Shiftdesk
 * and its emulator decide: USER needs userId, GROUP needs groupId, INVITE needs fullName,
 * countryCode and phone.
 */
export const assigneeSchema = z
  .object({
    type: z.enum(assigneeTypes),
    userId: int64IdSchema.optional(),
    groupId: int64IdSchema.optional(),
    fullName: z.string().trim().min(1).max(120).optional(),
    countryCode: countryCodeSchema.optional(),
    phone: phoneDigitsSchema.optional(),
    initialStatus: z.enum(memberStatuses),
  })
  .superRefine((member, ctx) => {
    const need = (field: keyof typeof member, message: string) => {
      if (member[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (member.type === 'USER') need('userId', 'A user assignee needs a user id');
    if (member.type === 'GROUP') need('groupId', 'A group assignee needs a group id');
    if (member.type === 'INVITE') {
      need('fullName', 'An invite needs the person’s full name');
      need('countryCode', 'An invite needs a country code');
      need('phone', 'An invite needs a phone number');
    }
  });
export type Assignee = z.infer<typeof assigneeSchema>;

/** POST /connect/calendar-items/{id}/members. `members` is one object (an array is accepted upstream). */
export const addMembersBodySchema = z.object({
  newCalendarItemStatus: calendarItemStatusSchema,
  shouldReplaceMemberStatuses: z.boolean(),
  members: assigneeSchema,
});
export type AddMembersBody = z.infer<typeof addMembersBodySchema>;

/** POST /connect/calendar-items/{id}/members/{userId}: a user asks to join. */
/**
 * The statuses in which a person holds a place on an item: what a copy or a template takes along
 * and what a draft's slot counts. (Open shifts count a replacement asked for too: open-shifts.ts.)
 */
export const HOLDING: ReadonlySet<string> = new Set(['ASSIGNED', 'ACCEPTED']);

export const additionRequestedBodySchema = z.object({ status: z.literal('ADDITION_REQUESTED') });

/** PATCH /connect/calendar-items/{id}/members/{userId}: approve or decline. */
export const memberDecisionBodySchema = z.object({ status: z.enum(['ACCEPTED', 'DECLINED']) });
export type MemberDecision = z.infer<typeof memberDecisionBodySchema>['status'];
