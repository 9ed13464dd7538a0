import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { ruleBreakReasonField } from '@/lib/working-time';

// What a copy asks for, shared by the dialog (its form resolves with it) and the server (the
// preview route and the start action parse with it): a week or a day of an organization, or
// chosen items of it, to another week or day, with or without their people.

export const COPY_MAX_ITEMS = 2_000;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a date' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { message: 'Not a date' });

export const copySpans = ['week', 'day'] as const;
/** What happens to items already at the target (same type, name and start): skipped unless a person chooses to copy them too. */
export const alreadyThereChoices = ['skip', 'copy'] as const;
export type AlreadyThere = (typeof alreadyThereChoices)[number];
export type CopySpan = (typeof copySpans)[number];

export const copyRequestSchema = z.object({
  organizationId: int64IdSchema,
  span: z.enum(copySpans, { message: 'Choose a week or a day' }),
  /** The first day of the source (a Monday for a week), in the organization's zone. */
  sourceDate: isoDate,
  /** The first day of the target (a Monday for a week). */
  targetDate: isoDate,
  withPeople: z.boolean(),
  alreadyThere: z.enum(alreadyThereChoices, { message: 'Choose what happens to the items already there' }).default('skip'),
  /** Only these items of the source (chosen in the preview); absent: all of them. */
  itemIds: z.array(int64IdSchema).min(1, { message: 'Choose at least one item' }).max(COPY_MAX_ITEMS * 2).optional(),
  /** The source is this week template (lib/week-templates) laid on the target week; sourceDate is then the target's. */
  templateId: z.uuid({ message: 'Choose a week template' }).optional(),
});
export type CopyRequest = z.infer<typeof copyRequestSchema>;

/** The start action: the request plus a key made when the dialog opened (a double submit starts one copy). */
export const startCopyInputSchema = copyRequestSchema.extend({
  copyKey: z.uuid(),
  /** The yes to the rule breaks the copy's people would make, and why (lib/copy/server/copy-break-reason.ts). */
  confirmConflicts: z.boolean().optional(),
  ruleBreakReason: ruleBreakReasonField,
});

export const copyRowCommandSchema = z.object({ organizationId: int64IdSchema, copyId: z.uuid(), rowId: z.uuid() });
export const undoCopyInputSchema = z.object({
  organizationId: int64IdSchema,
  copyId: z.uuid(),
  confirm: z.literal(true, { message: 'Confirm that the copied items are to be removed' }),
});
