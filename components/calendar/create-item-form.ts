import { z } from 'zod';
import { calendarItemTypes, ITEM_NAME_MAX, ITEM_NOTES_MAX } from '@/lib/contract/calendar-item';
import { ianaTimeZoneSchema, isIanaTimeZone } from '@/lib/contract/time-zone';
import { MAX_ITEM_SPAN_MS, type CreateItemInput } from '@/lib/schedule/item-inputs';
import { fromWallTime } from './zoned-format';

// The create form: wall-clock start and end in the chosen zone (what a manager types), checked and
// turned into the instants the action takes. The action checks the same rules again.

export const createItemFormSchema = z
  .object({
    type: z.enum(calendarItemTypes, { message: 'Choose a shift, time off or a meeting' }),
    name: z.string().trim().max(ITEM_NAME_MAX, `At most ${ITEM_NAME_MAX} characters`),
    notes: z.string().max(ITEM_NOTES_MAX, `At most ${ITEM_NOTES_MAX} characters`),
    timeZoneName: ianaTimeZoneSchema,
    start: z.string().min(1, 'Choose when it starts'),
    end: z.string().min(1, 'Choose when it ends'),
    muteAssignmentNotifications: z.boolean(),
    assigneeUserId: z.string(),
  })
  // Runs even when another field is wrong, so every problem shows at once.
  .superRefine(
    (form, ctx) => {
      if (typeof form.start !== 'string' || typeof form.end !== 'string' || typeof form.timeZoneName !== 'string') return;
      if (!isIanaTimeZone(form.timeZoneName) || !form.start || !form.end) return;
      const start = fromWallTime(form.start, form.timeZoneName);
      const end = fromWallTime(form.end, form.timeZoneName);
      const skipped = 'This time does not exist in that time zone (the clocks change)';
      if (start === null) ctx.addIssue({ code: 'custom', path: ['start'], message: skipped });
      if (end === null) ctx.addIssue({ code: 'custom', path: ['end'], message: skipped });
      if (start === null || end === null) return;
      if (end < start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'End must be after start' });
      else if (end === start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'An item cannot last zero minutes' });
      else if (end - start > MAX_ITEM_SPAN_MS) ctx.addIssue({ code: 'custom', path: ['end'], message: 'An item can last at most a year' });
    },
    { when: () => true },
  )
  .transform((form) => ({
    type: form.type,
    name: form.name || undefined,
    notes: form.notes || undefined,
    timeZoneName: form.timeZoneName,
    // Checked above: both are real instants here.
    start: fromWallTime(form.start, form.timeZoneName) as number,
    end: fromWallTime(form.end, form.timeZoneName) as number,
    muteAssignmentNotifications: form.muteAssignmentNotifications,
    assigneeUserId: form.assigneeUserId || undefined,
  }) satisfies Omit<CreateItemInput, 'organizationId'>)

export type CreateItemFormValues = z.input<typeof createItemFormSchema>;
export type CreateItemFormOutput = z.output<typeof createItemFormSchema>;
export const createItemFields = ['type', 'name', 'notes', 'timeZoneName', 'start', 'end', 'muteAssignmentNotifications', 'assigneeUserId'] as const;
