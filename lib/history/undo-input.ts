import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { ruleBreakReasonField } from '@/lib/working-time';

/** An Undo from the history: the change, and the manager's "undo anyway" after being told the item changed since or that it double-books someone. */
export const undoChangeInputSchema = z.object({
  organizationId: int64IdSchema,
  changeId: z.coerce.number().int().positive(),
  overwrite: z.boolean().default(false),
  /** The manager said yes to the double booking that putting someone back would make. */
  confirmConflicts: z.boolean().default(false),
  /** Why the manager goes ahead despite the working-time rules it breaks (lib/working-time). */
  ruleBreakReason: ruleBreakReasonField,
});
