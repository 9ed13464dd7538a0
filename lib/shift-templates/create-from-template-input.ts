import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { createItemInputSchema, needsSchema } from '@/lib/schedule';
import { MAX_TEMPLATE_PEOPLE } from './shift-template';

// "Creating from a template is one action": the New item form's fields (as the manager left them
// after the template filled them), plus what the plain create has no place for: the item's
// "needs N" and the template's default people. `assigneeUserId` stays the first assignee (a roster
// row's person); `people` are added beside it.
export const createFromTemplateInputSchema = createItemInputSchema.safeExtend({
  templateId: z.string().uuid('Must be an id'),
  needs: needsSchema,
  people: z.array(int64IdSchema).max(MAX_TEMPLATE_PEOPLE, `At most ${MAX_TEMPLATE_PEOPLE} people`).default([]),
});
export type CreateFromTemplateInput = z.input<typeof createFromTemplateInputSchema>;

/** Everyone the new item is given to, each once: the first assignee, then the template's people. */
export const peopleToAssign = (input: { assigneeUserId?: string | undefined; people: readonly string[] }): string[] => [
  ...new Set([...(input.assigneeUserId ? [input.assigneeUserId] : []), ...input.people]),
];
