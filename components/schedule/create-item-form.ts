import { z } from 'zod';
import { calendarItemTypes, ITEM_NAME_MAX, ITEM_NOTES_MAX } from '@/lib/contract/calendar-item';
import { ianaTimeZoneSchema, isIanaTimeZone } from '@/lib/contract/time-zone';
import type { CreateItemInput } from '@/lib/schedule/item-inputs';
import { checkWallSpan, instantsOf } from './wall-span';

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
      checkWallSpan(form, form.timeZoneName, ctx);
    },
    { when: () => true },
  )
  .transform((form) => ({
    type: form.type,
    name: form.name || undefined,
    notes: form.notes || undefined,
    timeZoneName: form.timeZoneName,
    // Checked above: both are real instants here.
    ...(instantsOf(form, form.timeZoneName) as { start: number; end: number }),
    muteAssignmentNotifications: form.muteAssignmentNotifications,
    assigneeUserId: form.assigneeUserId || undefined,
  }) satisfies Omit<CreateItemInput, 'organizationId'>)

export type CreateItemFormValues = z.input<typeof createItemFormSchema>;
export type CreateItemFormOutput = z.output<typeof createItemFormSchema>;
export const createItemFields = ['type', 'name', 'notes', 'timeZoneName', 'start', 'end', 'muteAssignmentNotifications', 'assigneeUserId'] as const;
