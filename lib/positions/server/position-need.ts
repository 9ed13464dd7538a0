import 'server-only';
import type { PositionNeed } from '@/lib/positions';
import type { Db } from '@/lib/server/db/types';
import { itemPositionRow, personPositionsOf, positionsOf } from './positions-store';

/** The position the item requires and who may work it (the picker's ranking, offers), or null when it requires none. */
export async function positionNeedOf(db: Db, organizationId: string, itemId: string): Promise<PositionNeed | null> {
  const positionId = await itemPositionRow(db, organizationId, itemId);
  if (!positionId) return null;
  const [all, people] = await Promise.all([positionsOf(db, organizationId), personPositionsOf(db, organizationId)]);
  const name = all.find((p) => p.id === positionId)?.name ?? '';
  return { id: positionId, name, mayWork: (userId) => people.get(userId)?.includes(positionId) ?? false };
}
