import { z } from 'zod';
import { entityRefReader } from './entity-ref';
import { int64IdSchema, wireEpochMsSchema, wireIdSchema } from './ids';
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

/** The calendar item record the emulator returns (the spec does not show one: DESIGN's choice). */
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

const optionalText = z.string().nullish().catch(undefined).transform((v) => v ?? undefined);

const memberReader = z
  .looseObject({
    type: z.string().catch('USER'),
    userId: wireIdSchema.nullish().catch(undefined),
    groupId: wireIdSchema.nullish().catch(undefined),
    fullName: optionalText,
    countryCode: z.union([z.string(), z.number()]).nullish().catch(undefined),
    phone: z.union([z.string(), z.number()]).nullish().catch(undefined),
    status: z.string().catch('UNKNOWN'),
    updatedAt: wireEpochMsSchema.nullish().catch(undefined),
  })
  .transform((m) => ({
    type: m.type,
    userId: m.userId ?? undefined,
    groupId: m.groupId ?? undefined,
    fullName: m.fullName,
    countryCode: m.countryCode == null ? undefined : String(m.countryCode),
    phone: m.phone == null ? undefined : String(m.phone),
    status: m.status,
    updatedAt: m.updatedAt ?? undefined,
  }));
export type CalendarItemMember = z.output<typeof memberReader>;

/** Members as an array, one object, null or absent: always read as an array. */
const membersReader = z.unknown().transform((value): CalendarItemMember[] => {
  const list = value == null ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((m) => {
    const parsed = memberReader.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
});

/**
 * Tolerant reader of a calendar item (DESIGN section 2): id under `id` or `calendarItemId`, times
 * as numbers or numeric strings, organizationId as an id or an entity reference, members in any
 * shape, deletion as a flag or a status. The whole record is kept in `raw` for the raw view.
 */
export const calendarItemReader = z
  .looseObject({
    id: wireIdSchema.optional().catch(undefined),
    calendarItemId: wireIdSchema.optional().catch(undefined),
    organizationId: entityRefReader.optional().catch(undefined),
    type: z.string().catch('UNKNOWN'),
    name: optionalText,
    notes: optionalText,
    start: wireEpochMsSchema,
    end: wireEpochMsSchema,
    timeZoneName: optionalText,
    status: optionalText,
    muteAssignmentNotifications: z.boolean().nullish().catch(undefined),
    members: membersReader,
    createdAt: wireEpochMsSchema.nullish().catch(undefined),
    updatedAt: wireEpochMsSchema.nullish().catch(undefined),
    deleted: z.boolean().nullish().catch(undefined),
    isDeleted: z.boolean().nullish().catch(undefined),
  })
  .refine((r) => r.id !== undefined || r.calendarItemId !== undefined, { message: 'No item id' })
  .transform((r) => ({
    id: (r.id ?? r.calendarItemId) as string,
    organizationId: r.organizationId?.id,
    type: r.type,
    name: r.name,
    notes: r.notes,
    start: r.start,
    end: r.end,
    timeZoneName: r.timeZoneName,
    status: r.status ?? 'UNKNOWN',
    muteAssignmentNotifications: r.muteAssignmentNotifications ?? false,
    members: r.members,
    createdAt: r.createdAt ?? undefined,
    updatedAt: r.updatedAt ?? undefined,
    deleted: r.deleted === true || r.isDeleted === true || r.status === 'DELETED',
    raw: r as Record<string, unknown>,
  }));
export type CalendarItem = z.output<typeof calendarItemReader>;
