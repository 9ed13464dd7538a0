import { z } from 'zod';
import { int64IdSchema } from './ids';
import { memberStatuses } from './members';
import { ianaTimeZoneSchema } from './time-zone';

export const calendarItemTypes = ['MULTI_ASSIGNEE_SHIFT', 'TIME_OFF', 'MEETING'] as const;
export type CalendarItemType = (typeof calendarItemTypes)[number];

export const ITEM_NAME_MAX = 200;
export const ITEM_NOTES_MAX = 4000;

const epochMs = z.number().int().nonnegative().max(8.64e15);
const epochMsString = z.string().regex(/^[0-9]{1,16}$/, { message: 'Must be epoch milliseconds as a string' });

/** POST /connect/calendar-items (CalendarItems). Times are epoch-ms integers here. */
export const createCalendarItemBodySchema = z
  .object({
    organizationId: int64IdSchema,
    start: epochMs,
    end: epochMs,
    timeZoneName: ianaTimeZoneSchema,
    type: z.enum(calendarItemTypes, { message: 'Type must be a shift, time off or a meeting' }),
    notes: z.string().max(ITEM_NOTES_MAX).optional(),
    muteAssignmentNotifications: z.boolean().optional(),
    members: z.object({ type: z.literal('USER'), userId: int64IdSchema }).optional(),
    name: z.string().trim().max(ITEM_NAME_MAX).optional(),
  })
  .refine((body) => body.end > body.start, { path: ['end'], message: 'End must be after start' });
export type CreateCalendarItemBody = z.infer<typeof createCalendarItemBodySchema>;

/**
 * PATCH /connect/calendar-items/{id} (PatchCalendarItems). Times are epoch-ms *strings* here.
 * null or "" unsets a field; Shiftdesk never unsets start or end, so those are never null.
 */
export const patchCalendarItemBodySchema = z.object({
  notes: z.string().max(ITEM_NOTES_MAX).nullable().optional(),
  start: epochMsString.optional(),
  end: epochMsString.optional(),
  status: z.union([z.string().max(40), z.null()]).optional(),
  muteAssignmentNotifications: z.boolean().nullable().optional(),
  name: z.string().max(ITEM_NAME_MAX).nullable().optional(),
});
export type PatchCalendarItemBody = z.infer<typeof patchCalendarItemBodySchema>;

/** The member inside a calendar item record, as the emulator writes it. */
export const calendarItemMemberRecordSchema = z.object({
  type: z.enum(['USER', 'GROUP', 'INVITE']),
  userId: z.string().optional(),
  groupId: z.string().optional(),
  fullName: z.string().optional(),
  countryCode: z.string().optional(),
  phone: z.string().optional(),
  status: z.enum(memberStatuses),
  updatedAt: z.number().int(),
});

/** The calendar item record the emulator returns (the spec does not show one: the emulator's choice, docs/decisions/spec-readings.md). */
export const calendarItemRecordSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  type: z.enum(calendarItemTypes),
  name: z.string().nullable(),
  notes: z.string().nullable(),
  start: z.number().int(),
  end: z.number().int(),
  timeZoneName: z.string(),
  status: z.string(),
  muteAssignmentNotifications: z.boolean(),
  members: z.array(calendarItemMemberRecordSchema),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  deleted: z.boolean(),
});
export type CalendarItemRecord = z.infer<typeof calendarItemRecordSchema>;

export type CalendarItemMember = {
  type: string;
  userId: string | undefined;
  groupId: string | undefined;
  fullName: string | undefined;
  countryCode: string | undefined;
  phone: string | undefined;
  status: string;
  updatedAt: number | undefined;
};

export type CalendarItem = {
  id: string;
  organizationId: string | undefined;
  type: string;
  name: string | undefined;
  notes: string | undefined;
  start: number;
  end: number;
  timeZoneName: string | undefined;
  status: string;
  muteAssignmentNotifications: boolean;
  members: CalendarItemMember[];
  createdAt: number | undefined;
  updatedAt: number | undefined;
  deleted: boolean;
  /** The record as the service sent it, for the raw view. */
  raw: Record<string, unknown>;
};

