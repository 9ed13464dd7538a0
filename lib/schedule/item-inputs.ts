import { z } from 'zod';
import { calendarItemTypes, ITEM_NAME_MAX, ITEM_NOTES_MAX } from '@/lib/contract/calendar-item';
import { int64IdSchema } from '@/lib/contract/ids';
import { calendarItemStatusSchema } from '@/lib/contract/members';
import { ianaTimeZoneSchema } from '@/lib/contract/time-zone';
import { MAX_ITEM_SPAN_MS } from '@/lib/schedule/item-span-limit';
import { ruleBreakReasonField } from '@/lib/working-time';

// What the schedule's server actions take from a browser. Forms resolve with the same rules, so a
// message shows next to the field before anything is sent, and the action checks it all again.

const epochMs = z.number({ message: 'Must be a time' }).int('Must be a time').min(0, 'Must be a time').max(8.64e15, 'Must be a time');
/** The item's version as the browser last saw it: a change upstream since then is a conflict. */
const versionSchema = z.string().min(1).max(32);
const nameSchema = z.string().trim().max(ITEM_NAME_MAX, `At most ${ITEM_NAME_MAX} characters`);
const notesSchema = z.string().max(ITEM_NOTES_MAX, `At most ${ITEM_NOTES_MAX} characters`);
/** A status to set, or "" for none (the product then derives it from the people). */
const statusSchema = z.union([calendarItemStatusSchema, z.literal('')]);

/** The editable fields' rules, for forms that edit them one by one. */
export const itemFieldSchemas = { name: nameSchema, notes: notesSchema, status: statusSchema };


/** An item's span rules (end after start, at most a year): every write of an item's times checks them. */
export function checkSpan(value: { start: number; end: number }, ctx: z.RefinementCtx) {
  if (value.end < value.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'End must be after start' });
  else if (value.end === value.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'An item cannot last zero minutes' });
  else if (value.end - value.start > MAX_ITEM_SPAN_MS) ctx.addIssue({ code: 'custom', path: ['end'], message: 'An item can last at most a year' });
}

export const createItemInputSchema = z
  .object({
    organizationId: int64IdSchema,
    type: z.enum(calendarItemTypes, { message: 'Choose a shift, time off or a meeting' }),
    name: nameSchema.optional(),
    notes: notesSchema.optional(),
    timeZoneName: ianaTimeZoneSchema,
    start: epochMs,
    end: epochMs,
    muteAssignmentNotifications: z.boolean().default(false),
    assigneeUserId: z.union([int64IdSchema, z.literal('')]).optional(),
    /** The manager said yes to the first assignee's double booking (lib/schedule/server/conflict-check.ts). */
    confirmConflicts: z.boolean().default(false),
    /** Why the manager goes ahead despite the working-time rules it breaks (lib/working-time). */
    ruleBreakReason: ruleBreakReasonField,
  })
  .superRefine(checkSpan);
export type CreateItemInput = z.input<typeof createItemInputSchema>;

const itemRef = { organizationId: int64IdSchema, itemId: int64IdSchema, expectedVersion: versionSchema, force: z.boolean().default(false) };

/** A move asks like an assignment: the people on the item at its new times (lib/schedule/server/conflict-check.ts). */
const conflictAnswer = { confirmConflicts: z.boolean().default(false), ruleBreakReason: ruleBreakReasonField };

export const moveItemInputSchema = z.object({ ...itemRef, start: epochMs, end: epochMs, ...conflictAnswer }).superRefine(checkSpan);
export type MoveItemInput = z.input<typeof moveItemInputSchema>;

/** Only the fields given change; null or "" clears one (the service unsets it). */
export const updateItemInputSchema = z.object({
  ...itemRef,
  name: nameSchema.nullable().optional(),
  notes: notesSchema.nullable().optional(),
  status: statusSchema.nullable().optional(),
  muteAssignmentNotifications: z.boolean().optional(),
});
export type UpdateItemInput = z.input<typeof updateItemInputSchema>;

export const deleteItemInputSchema = z.object(itemRef);
export type DeleteItemInput = z.input<typeof deleteItemInputSchema>;
