import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { itemPositionsOf, personPositionsOf } from './positions-store';

/** Positions as a planner needs them: an item's required position and a person's positions (position ids). */
export type PlanningPositions = {
  /** Every item id asked about -> the position it requires, or null. */
  slots: ReadonlyMap<string, string | null>;
  /** User id -> the positions they may work (a person not in the map may work none). */
  people: ReadonlyMap<string, readonly string[]>;
};

/** For auto-fill's adapter: the items' required positions (without ids: every item that requires one) and the organization's people's positions, two reads. */
export async function planningPositions(db: Db, organizationId: string, itemIds?: readonly string[]): Promise<PlanningPositions> {
  const [items, people] = await Promise.all([itemPositionsOf(db, organizationId, itemIds), personPositionsOf(db, organizationId)]);
  return { slots: itemIds ? new Map(itemIds.map((id) => [id, items.get(id) ?? null])) : items, people };
}
