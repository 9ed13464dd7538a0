import 'server-only';
import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { ianaTimeZoneSchema } from '@/lib/contract/time-zone';
import { WEEKLY_HOURS_MAX, WEEKLY_HOURS_MIN } from '@/lib/entry-points/hours-threshold';
import { storedWorkingTimeRulesSchema } from '@/lib/entry-points/working-time-rules';

// Blank optional text means "no value" (a cleared form field), stored as null.
const optionalName = z
  .string()
  .trim()
  .max(120, 'At most 120 characters')
  .nullish()
  .transform((v) => (v ? v : null));

export const enterpriseEntryInputSchema = z.object({
  enterpriseId: int64IdSchema,
  displayName: optionalName,
});
export type EnterpriseEntryInput = z.input<typeof enterpriseEntryInputSchema>;

export const organizationEntryInputSchema = z.object({
  organizationId: int64IdSchema,
  enterpriseId: z
    .union([int64IdSchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  displayName: optionalName,
  timeZone: z
    .union([ianaTimeZoneSchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  weeklyHoursThresholdMinutes: z
    .number()
    .int()
    .min(WEEKLY_HOURS_MIN * 60)
    .max(WEEKLY_HOURS_MAX * 60)
    .nullish()
    .transform((v) => v ?? null),
  workingTimeRules: storedWorkingTimeRulesSchema.optional(),
});
export type OrganizationEntryInput = z.input<typeof organizationEntryInputSchema>;
