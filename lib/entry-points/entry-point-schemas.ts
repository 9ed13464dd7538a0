import { z } from 'zod';
import { INT64_ID_MESSAGE, int64IdSchema, isInt64Id } from '@/lib/contract/ids';
import { ianaTimeZoneSchema } from '@/lib/contract/time-zone';
import { weeklyHoursThresholdField } from '@/lib/entry-points/hours-threshold';
import { workingTimeRuleFields } from '@/lib/entry-points/working-time-rules';
import { PASSWORD_MAX } from '@/lib/identity/sign-in-schema';

// The entry-point forms on the settings page (enterprises and organizations the service cannot
// list), shared by the browser forms and the server actions. Ids stay strings end to end: they are
// int64 upstream and must never go through Number.

export const DISPLAY_NAME_MAX = 120;

const displayName = z
  .string('Enter a display name.')
  .trim()
  .min(1, 'Enter a display name.')
  .max(DISPLAY_NAME_MAX, `At most ${DISPLAY_NAME_MAX} characters.`);

// The admin's password, asked again before any entry-point change (lib/identity/confirm-password.ts):
// the action pipeline checks and removes it before these schemas run on the server; in the browser
// they only bound what is typed.
const confirmPassword = z.string().max(PASSWORD_MAX, 'That password is too long.').optional();

const id = (what: string) => z.string(`Enter the ${what} id.`).trim().min(1, `Enter the ${what} id.`).pipe(int64IdSchema);

/** Add a new entry, or change an existing one (its id cannot change: remove it and add another). */
export const saveModes = ['create', 'update'] as const;
export type SaveMode = (typeof saveModes)[number];

export const enterpriseFormSchema = z.object({
  enterpriseId: id('enterprise'),
  displayName,
  confirmPassword,
});
export type EnterpriseFormInput = z.input<typeof enterpriseFormSchema>;
export type EnterpriseFormValues = z.output<typeof enterpriseFormSchema>;

export const organizationFormSchema = z.object({
  organizationId: id('organization'),
  /** '' = not linked to a configured enterprise. */
  enterpriseId: z
    .string()
    .trim()
    .refine((v) => v === '' || isInt64Id(v), INT64_ID_MESSAGE)
    .optional()
    .transform((v) => (v ? v : null)),
  displayName,
  timeZone: z.string('Choose a time zone.').trim().min(1, 'Choose a time zone.').pipe(ianaTimeZoneSchema),
  /** Hours per person per week the roster flags; '' = none. */
  weeklyHoursThreshold: weeklyHoursThresholdField,
  /** The other working-time rules; '' = none. */
  ...workingTimeRuleFields,
  confirmPassword,
});
export type OrganizationFormInput = z.input<typeof organizationFormSchema>;
export type OrganizationFormValues = z.output<typeof organizationFormSchema>;

export const saveEnterpriseSchema = enterpriseFormSchema.extend({ mode: z.enum(saveModes) });
export const saveOrganizationSchema = organizationFormSchema.extend({ mode: z.enum(saveModes) });
export const removeEnterpriseSchema = z.object({ enterpriseId: int64IdSchema });
export const removeOrganizationSchema = z.object({ organizationId: int64IdSchema });

export type SaveEnterpriseInput = z.input<typeof saveEnterpriseSchema>;
export type SaveOrganizationInput = z.input<typeof saveOrganizationSchema>;
