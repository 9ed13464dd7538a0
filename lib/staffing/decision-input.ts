import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { ruleBreakReasonField } from '@/lib/working-time';

/**
 * The input of approve and decline: one member (by user id) of one item of one organization.
 * `confirmConflicts`: the manager said yes to the double booking approving a request to join makes.
 */
export const memberDecisionInputSchema = z.object({
  organizationId: int64IdSchema,
  itemId: int64IdSchema,
  userId: int64IdSchema,
  confirmConflicts: z.boolean().default(false),
  /** Why the manager goes ahead despite the working-time rules it breaks (lib/working-time). */
  ruleBreakReason: ruleBreakReasonField,
});
export type MemberDecisionInput = z.infer<typeof memberDecisionInputSchema>;
