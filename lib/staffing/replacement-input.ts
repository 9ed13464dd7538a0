import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { ruleBreakReasonField } from '@/lib/working-time';
import { replacementChoices } from './replacement-plan';

/**
 * The answer to one replacement request: the requester (userId) of one item, the choice, and for
 * a cover (picked, or the colleague who asked) who it is. `confirmConflicts`: the manager said yes
 * to the double booking putting the cover on makes.
 */
export const replacementInputSchema = z
  .object({
    organizationId: int64IdSchema,
    itemId: int64IdSchema,
    userId: int64IdSchema,
    choice: z.enum(replacementChoices),
    coverUserId: int64IdSchema.nullable().default(null),
    confirmConflicts: z.boolean().default(false),
    /** Why the manager goes ahead despite the working-time rules putting the cover on breaks. */
    ruleBreakReason: ruleBreakReasonField,
  })
  .superRefine((input, ctx) => {
    const needsCover = input.choice === 'cover' || input.choice === 'colleague';
    if (needsCover && input.coverUserId === null) ctx.addIssue({ code: 'custom', path: ['coverUserId'], message: 'Choose who covers the shift' });
    if (!needsCover && input.coverUserId !== null) ctx.addIssue({ code: 'custom', path: ['coverUserId'], message: 'Only a cover names someone' });
    if (input.coverUserId === input.userId) ctx.addIssue({ code: 'custom', path: ['coverUserId'], message: 'Choose someone other than the person asking to be replaced' });
  });
export type ReplacementInput = z.input<typeof replacementInputSchema>;
