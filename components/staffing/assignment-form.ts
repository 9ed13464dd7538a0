import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { calendarItemStatusSchema } from '@/lib/contract/members';
import { addStatusSchema } from '@/lib/staffing/add-statuses';
import { MAX_ASSIGNEES, memberAssigneeSchema, type AssignMembersInput } from '@/lib/staffing/member-inputs';

// The assignment panel's form: people picked from the organization, a group, or an invite by
// phone, with the statuses to set. It resolves to the assign action's input (one assignee per
// person), checked with the same assignee rules as the action.

export const assignModes = ['USER', 'GROUP', 'INVITE'] as const;
export type AssignMode = (typeof assignModes)[number];

export const assignmentFormSchema = z
  .object({
    mode: z.enum(assignModes),
    userIds: z.array(int64IdSchema).max(MAX_ASSIGNEES, `At most ${MAX_ASSIGNEES} at a time`),
    groupId: z.string().trim(),
    fullName: z.string().trim().max(120, 'At most 120 characters'),
    countryCode: z.string().trim(),
    phone: z.string().trim(),
    initialStatus: addStatusSchema,
    newCalendarItemStatus: calendarItemStatusSchema,
    shouldReplaceMemberStatuses: z.boolean(),
  })
  .transform((form, ctx) => {
    const base = { initialStatus: form.initialStatus };
    const digits = (value: string) => value.replace(/[\s().+-]/g, '');
    const candidates =
      form.mode === 'USER'
        ? form.userIds.map((userId) => ({ ...base, type: 'USER' as const, userId }))
        : form.mode === 'GROUP'
          ? [{ ...base, type: 'GROUP' as const, groupId: form.groupId || undefined }]
          : [{ ...base, type: 'INVITE' as const, fullName: form.fullName || undefined, countryCode: digits(form.countryCode) || undefined, phone: digits(form.phone) || undefined }];
    if (form.mode === 'USER' && candidates.length === 0) ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'Choose at least one person' });
    const field: Record<string, string> = { groupId: 'groupId', fullName: 'fullName', countryCode: 'countryCode', phone: 'phone', userId: 'userIds' };
    for (const candidate of candidates) {
      const parsed = memberAssigneeSchema.safeParse(candidate);
      for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: [field[String(issue.path[0])] ?? 'mode'], message: issue.message });
    }
    return {
      assignees: candidates,
      initialStatus: form.initialStatus,
      newCalendarItemStatus: form.newCalendarItemStatus,
      shouldReplaceMemberStatuses: form.shouldReplaceMemberStatuses,
    } satisfies Omit<AssignMembersInput, 'organizationId' | 'itemId'>;
  });

export type AssignmentFormValues = z.input<typeof assignmentFormSchema>;
export type AssignmentFormOutput = z.output<typeof assignmentFormSchema>;

/** The action's field paths (per assignee) onto the form's fields. */
export const assignmentFieldAliases = {
  'assignees.0.groupId': 'groupId',
  'assignees.0.fullName': 'fullName',
  'assignees.0.countryCode': 'countryCode',
  'assignees.0.phone': 'phone',
  userId: 'userIds',
  assignees: 'userIds',
} as const;

/** The form's fields, for the server's refusals to land next to (applyServerErrors). */
export const assignmentFields = ['mode', 'userIds', 'groupId', 'fullName', 'countryCode', 'phone', 'initialStatus', 'newCalendarItemStatus', 'shouldReplaceMemberStatuses'] as const;

export const assignmentDefaults: AssignmentFormValues = { mode: 'USER', userIds: [], groupId: '', fullName: '', countryCode: '', phone: '', initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false };
