'use server';

import { defineAction } from '@/lib/server/app';
import { readStoredProposal } from '@/lib/auto-fill/server';
import type { ReadStoredProposal } from '@/lib/drafts/server';
import * as d from '@/lib/drafts/server/draft-actions';

// Planning in draft and publishing once (lib/drafts/server/draft-actions.ts).
export const openDraftAction = defineAction(d.openDraftDefinition, d.openDraftHandler);
export const draftCreateItemAction = defineAction(d.draftCreateDefinition, d.draftCreateHandler);
export const draftMoveItemAction = defineAction(d.draftMoveDefinition, d.draftMoveHandler);
export const draftMoveNewItemAction = defineAction(d.draftMoveNewDefinition, d.draftMoveNewHandler);
export const draftAssignAction = defineAction(d.draftAssignDefinition, d.draftAssignHandler);
export const draftUnassignAction = defineAction(d.draftUnassignDefinition, d.draftUnassignHandler);
export const draftDeleteItemAction = defineAction(d.draftDeleteDefinition, d.draftDeleteHandler);
export const copyIntoDraftAction = defineAction(d.copyIntoDraftDefinition, d.copyIntoDraftHandler);
export const removeDraftLineAction = defineAction(d.removeDraftLineDefinition, d.removeDraftLineHandler);
// Auto-fill keeps its proposals; accepting lines reads them by id.
const storedProposal: ReadStoredProposal = async (db, id) => {
  const stored = await readStoredProposal(db, id);
  return stored && { id: stored.id, organizationId: stored.organizationId, assignments: stored.proposal.assignments };
};
export const acceptAutoFillLinesAction = defineAction(d.acceptAutoFillDefinition, d.acceptAutoFillHandler(storedProposal));
export const discardDraftAction = defineAction(d.discardDraftDefinition, d.discardDraftHandler);
export const publishDraftAction = defineAction(d.publishDraftDefinition, d.publishDraftHandler);
export const undoDraftPublishAction = defineAction(d.undoPublishDefinition, d.undoPublishHandler);
