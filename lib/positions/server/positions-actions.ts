import 'server-only';
import {
  addPositionInputSchema,
  removePositionInputSchema,
  renamePositionInputSchema,
  setItemPositionInputSchema,
  setPersonPositionsInputSchema,
  takenNameMessage,
  usageWords,
  type Position,
} from '@/lib/positions';
import { AppError, fieldRefusal } from '@/lib/errors';
import { requireOrganizationMembers } from '@/lib/people/server';
import { inOrganization, itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import type { Db } from '@/lib/server/db/types';
import {
  deletePosition,
  insertPosition,
  itemPositionRow,
  personPositionsOf,
  positionNamed,
  positionOf,
  positionsOf,
  renamePositionRow,
  saveItemPosition,
  savePersonPositions,
  usageOf,
} from './positions-store';

// Positions edited by schedulers (Settings, the item drawer, a person's dialog): Shiftdesk's own,
// so nothing is written to the service; it is asked only whether a person is a member (and, by the
// scope check, whether an item is the organization's). Each refusal names its field.


async function requireFreeName(db: Db, organizationId: string, name: string, exceptId?: string): Promise<void> {
  const taken = await positionNamed(db, organizationId, name, exceptId);
  if (taken) throw fieldRefusal('name', takenNameMessage(taken.name));
}

async function requirePosition(db: Db, organizationId: string, positionId: string, field: string): Promise<Position> {
  const position = await positionOf(db, organizationId, positionId);
  if (!position) throw fieldRefusal(field, 'Not one of this organization’s positions');
  return position;
}

const positionTarget = (input: { positionId: string }) => ({ type: 'position', id: input.positionId });

type AddInput = typeof addPositionInputSchema;
export const addPositionDefinition = {
  input: addPositionInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'position.added' },
} satisfies ActionDefinition<AddInput>;

export const addPosition = (async (input, ctx) => {
  await requireFreeName(ctx.services.db, input.organizationId, input.name);
  const position = { id: crypto.randomUUID(), name: input.name };
  if (!(await insertPosition(ctx.services.db, input.organizationId, position))) throw fieldRefusal('name', takenNameMessage(input.name));
  ctx.audit({ target: { type: 'position', id: position.id }, after: position, detail: { organizationId: input.organizationId } });
  return position;
}) satisfies ActionHandler<AddInput, Position>;

type RenameInput = typeof renamePositionInputSchema;
export const renamePositionDefinition = {
  input: renamePositionInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'position.renamed', target: positionTarget },
} satisfies ActionDefinition<RenameInput>;

export const renamePosition = (async (input, ctx) => {
  const before = await requirePosition(ctx.services.db, input.organizationId, input.positionId, 'positionId');
  await requireFreeName(ctx.services.db, input.organizationId, input.name, input.positionId);
  await renamePositionRow(ctx.services.db, input.organizationId, input.positionId, input.name);
  ctx.audit({ before: { name: before.name }, after: { name: input.name }, detail: { organizationId: input.organizationId } });
  return { id: input.positionId, name: input.name };
}) satisfies ActionHandler<RenameInput, Position>;

type RemoveInput = typeof removePositionInputSchema;
export const removePositionDefinition = {
  input: removePositionInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'position.removed', target: positionTarget },
} satisfies ActionDefinition<RemoveInput>;

/** Removing a position shifts require or people work is refused until confirmed; then the links go with it. */
export const removePosition = (async (input, ctx) => {
  const position = await requirePosition(ctx.services.db, input.organizationId, input.positionId, 'positionId');
  const usage = await usageOf(ctx.services.db, input.positionId);
  if ((usage.items > 0 || usage.people > 0) && !input.confirm)
    throw new AppError('conflict', `${position.name} is ${usageWords(usage)}. Remove it anyway? They will no longer require or have it.`);
  await deletePosition(ctx.services.db, input.organizationId, input.positionId);
  ctx.audit({ before: { ...position, ...usage }, detail: { organizationId: input.organizationId } });
  return { id: input.positionId, ...usage };
}) satisfies ActionHandler<RemoveInput, { id: string; items: number; people: number }>;

type ItemInput = typeof setItemPositionInputSchema;
export const setItemPositionDefinition = {
  input: setItemPositionInputSchema,
  role: 'scheduler',
  scope: itemOfOrganization,
  audit: { action: 'calendar_item.position_set', target: (input) => ({ type: 'calendar_item', id: input.itemId }) },
} satisfies ActionDefinition<ItemInput>;

export const setItemPosition = (async (input, ctx) => {
  if (input.positionId !== null) await requirePosition(ctx.services.db, input.organizationId, input.positionId, 'positionId');
  const before = await itemPositionRow(ctx.services.db, input.organizationId, input.itemId);
  await saveItemPosition(ctx.services.db, input.organizationId, input.itemId, input.positionId);
  ctx.audit({ before: { positionId: before }, after: { positionId: input.positionId }, detail: { organizationId: input.organizationId } });
  return { itemId: input.itemId, positionId: input.positionId };
}) satisfies ActionHandler<ItemInput, { itemId: string; positionId: string | null }>;

type PersonInput = typeof setPersonPositionsInputSchema;
export const setPersonPositionsDefinition = {
  input: setPersonPositionsInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'person.positions_set', target: (input) => ({ type: 'user', id: input.userId }) },
} satisfies ActionDefinition<PersonInput>;

export const setPersonPositions = (async (input, ctx) => {
  const known = new Set((await positionsOf(ctx.services.db, input.organizationId)).map((p) => p.id));
  const unknown = input.positionIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw fieldRefusal(`positionIds.${unknown}`, 'Not one of this organization’s positions');
  await requireOrganizationMembers(ctx.services, input.organizationId, [input.userId]);
  const before = (await personPositionsOf(ctx.services.db, input.organizationId, [input.userId])).get(input.userId) ?? [];
  await savePersonPositions(ctx.services.db, input.organizationId, input.userId, input.positionIds);
  ctx.audit({ before: { positionIds: before }, after: { positionIds: input.positionIds }, detail: { organizationId: input.organizationId } });
  return { userId: input.userId, positionIds: input.positionIds };
}) satisfies ActionHandler<PersonInput, { userId: string; positionIds: string[] }>;
