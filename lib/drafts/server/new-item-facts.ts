import 'server-only';
import type { DraftNewItem } from '@/lib/drafts/draft-lines';
import { saveItemPosition } from '@/lib/positions/server';
import { saveNeeds } from '@/lib/schedule/server';
import type { Db } from '@/lib/server/db/types';

// What Shiftdesk keeps about an item the service does not ("needs N", the position it requires),
// written for the item a create line made. Before the line is marked done, so the draft's assign
// lines on it count against its needs (publish-step.ts skips a filled slot) and a stop in between
// writes the same values again on the next pass.

export async function keepNewItemFacts(db: Db, organizationId: string, payload: DraftNewItem, itemId: string): Promise<void> {
  if (payload.needs !== undefined) await saveNeeds(db, organizationId, itemId, payload.needs);
  if (payload.positionId) await saveItemPosition(db, organizationId, itemId, payload.positionId);
}
