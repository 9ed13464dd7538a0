import 'server-only';
import { setItemNeedsInputSchema } from '@/lib/schedule/item-needs';
import { itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { needsOfItem, saveNeeds } from './item-needs-store';

// "Needs N" from the drawer: Shiftdesk's own figure, so nothing is written to the service; the
// scope check still reads the item, so only an item of an organization in scope gets one.

type Input = typeof setItemNeedsInputSchema;
export const setItemNeedsDefinition = {
  input: setItemNeedsInputSchema,
  role: 'scheduler',
  scope: itemOfOrganization,
  audit: { action: 'calendar_item.needs_set', target: (input) => ({ type: 'calendar_item', id: input.itemId }) },
} satisfies ActionDefinition<Input>;

export const setItemNeeds = (async (input, ctx) => {
  const before = await needsOfItem(ctx.services.db, input.organizationId, input.itemId);
  await saveNeeds(ctx.services.db, input.organizationId, input.itemId, input.needs);
  ctx.audit({ before: { needs: before }, after: { needs: input.needs } });
  return { itemId: input.itemId, needs: input.needs };
}) satisfies ActionHandler<Input, unknown>;
