import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';

/** The input of approve and decline: one member (by user id) of one item of one organization. */
export const memberDecisionInputSchema = z.object({
  organizationId: int64IdSchema,
  itemId: int64IdSchema,
  userId: int64IdSchema,
});
export type MemberDecisionInput = z.infer<typeof memberDecisionInputSchema>;
