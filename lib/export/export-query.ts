import { z } from 'zod';
import { isIanaTimeZone } from '@/lib/contract/iana-time-zone';
import { int64IdSchema } from '@/lib/contract/ids';
import { itemTypeFilters } from '@/lib/schedule';
import { epochMsParam } from '@/lib/schedule';
import { DAY_MS } from '@/lib/time/units';

// What an export asks for: a format, a range [from, to) in epoch ms, and the schedule's filters
// (so the buttons export what is shown). Anything else in the link is refused with a reason.

/** Two months and a bit: a payroll period with its edges, not the whole history at once. */
export const MAX_EXPORT_RANGE_MS = 62 * DAY_MS;

export const exportFormats = ['csv', 'ics'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const typesParam = z
  .string()
  .transform((text) => text.split(','))
  .pipe(z.array(z.enum(itemTypeFilters, { message: `Types must be among ${itemTypeFilters.join(', ')}` })).min(1));

export const exportQuerySchema = z
  .object({
    format: z.enum(exportFormats, { message: 'Format must be csv or ics' }),
    from: epochMsParam,
    to: epochMsParam,
    /** One person's items (the schedule's member filter; for iCalendar, their own calendar). */
    userId: int64IdSchema.optional(),
    types: typesParam.optional(),
    open: z.literal('1', { message: 'Open must be 1 when given' }).optional(),
    /** CSV: everyone on an item with their status, not only the people who hold it. */
    people: z.literal('all', { message: 'People must be all when given' }).optional(),
    /** The zone to write times in when the organization has none set. */
    tz: z.string().refine(isIanaTimeZone, 'Must be an IANA time zone').optional(),
  })
  .strict()
  .refine((q) => q.to > q.from, { path: ['to'], message: 'Must be after from' })
  .refine((q) => q.to - q.from <= MAX_EXPORT_RANGE_MS, { path: ['to'], message: 'An export may span at most 62 days' });

export type ExportQuery = z.output<typeof exportQuerySchema>;
