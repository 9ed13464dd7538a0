'use server';

import { defineAction } from '@/lib/server/app';
import { noStoredProposals } from '@/lib/drafts/server/accept-auto-fill';
import * as d from '@/lib/drafts/server/draft-actions';

// Planning in draft and publishing once (lib/drafts/server/draft-actions.ts).
export const openDraftAction = defineAction(d.openDraftDefinition, d.openDraftHandler);
export const draftCreateItemAction = defineAction(d.draftCreateDefinition, d.draftCreateHandler);
export const draftMoveItemAction = defineAction(d.draftMoveDefinition, d.draftMoveHandler);
export const draftAssignAction = defineAction(d.draftAssignDefinition, d.draftAssignHandler);
export const draftUnassignAction = defineAction(d.draftUnassignDefinition, d.draftUnassignHandler);
export const draftDeleteItemAction = defineAction(d.draftDeleteDefinition, d.draftDeleteHandler);
export const removeDraftLineAction = defineAction(d.removeDraftLineDefinition, d.removeDraftLineHandler);
// The lead wires the auto-fill service's `readStoredProposal` here once its proposals are stored.
export const acceptAutoFillLinesAction = defineAction(d.acceptAutoFillDefinition, d.acceptAutoFillHandler(noStoredProposals));
export const discardDraftAction = defineAction(d.discardDraftDefinition, d.discardDraftHandler);
export const publishDraftAction = defineAction(d.publishDraftDefinition, d.publishDraftHandler);
export const undoDraftPublishAction = defineAction(d.undoPublishDefinition, d.undoPublishHandler);
