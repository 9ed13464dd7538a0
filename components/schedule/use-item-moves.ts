'use client';

import type { DraftEditing } from '@/components/drafts';
import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';
import { editFollowingAction, editOccurrenceAction, editSeriesAction } from '@/lib/repeats/actions';
import { moveCalendarItemAction } from '@/lib/schedule/actions';
import { useItemMovesWith, type LiveMoves } from './item-moves';

// The boards' moves with the server actions wired (item-moves.ts takes them as a seam, so a
// component test drives the same path with recording stand-ins).
export { UNDO_MS, type MoveConflict, type MoveItem, type MoveResult } from './item-moves';

const LIVE: LiveMoves = { move: moveCalendarItemAction, editOccurrence: editOccurrenceAction, editFollowing: editFollowingAction, editSeries: editSeriesAction };

export function useItemMoves(organizationId: string, timeZone: string | null, askWithReason: (question: ConflictQuestion) => Promise<ConflictYes | false>, draft: DraftEditing | null = null) {
  return useItemMovesWith(LIVE, organizationId, timeZone, askWithReason, draft);
}
