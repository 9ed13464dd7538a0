import { useMemo } from 'react';
import { acceptAutoFillLinesAction, copyIntoDraftAction, draftAssignAction, draftCreateItemAction, draftDeleteItemAction, draftMoveItemAction, draftMoveNewItemAction, draftUnassignAction, removeDraftLineAction } from '@/lib/drafts/actions';
import type { DraftEditing, DraftWrites } from './edit-target';

const writes: DraftWrites = { create: draftCreateItemAction, move: draftMoveItemAction, moveNew: draftMoveNewItemAction, assign: draftAssignAction, unassign: draftUnassignAction, remove: draftDeleteItemAction, removeLine: removeDraftLineAction, copyInto: copyIntoDraftAction, acceptAutoFill: acceptAutoFillLinesAction };

/** A board's edit target: its open draft (by id) with the actions that write into it, or null (live). */
export function useBoardDraftEditing(organizationId: string, draftId: string | undefined): DraftEditing | null {
  return useMemo(() => (draftId ? { target: { organizationId, draftId }, writes } : null), [organizationId, draftId]);
}
