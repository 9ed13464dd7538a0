import 'server-only';
import type { z } from 'zod';
import {
  acceptAutoFillInputSchema,
  copyIntoDraftInputSchema,
  draftAssignInputSchema,
  draftCreateInputSchema,
  draftDeleteInputSchema,
  draftLineRefInputSchema,
  draftMoveInputSchema,
  draftMoveNewInputSchema,
  draftRefInputSchema,
  draftUnassignInputSchema,
  openDraftInputSchema,
  publishDraftInputSchema,
} from '@/lib/drafts/draft-input';
import { inOrganization, itemOfOrganization } from '@/lib/server/access/scope-declaration';
import type { ScopeTargets } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { acceptAutoFillLines, type ReadStoredProposal } from './accept-auto-fill';
import { discardDraft, draftAssign, draftCreate, draftDelete, draftMove, draftMoveNew, draftUnassign, openDraftFor, removeDraftLine, requestPublishUndo, startDraftPublish } from './draft-commands';
import { copyIntoDraft } from './copy-into-draft';
import { readDraft, toDraftLine } from './draft-read';
import { runPublishSoon } from './publish-run';

// A draft's writes (lib/drafts/actions.ts makes them server actions): scheduler and up, scoped to
// the organization (and the item a line names); a draft of another organization is "not found".
// Every one is audited with the draft's id. Publish and its Undo commit their lines and return at
// once; the lines are then written in the background (publish-run.ts) while the bar polls
// GET /api/organizations/<id>/drafts.

const who = (ctx: { user: { id: string; email: string } }) => ({ id: ctx.user.id, email: ctx.user.email });
const draftTarget = (input: { draftId: string }) => ({ type: 'draft', id: input.draftId });
/** The organization, and the live item a line names (when it names one). */
const onOrganizationItem = (input: { organizationId: string; itemId?: string | undefined }): ScopeTargets => (input.itemId ? itemOfOrganization({ organizationId: input.organizationId, itemId: input.itemId }) : inOrganization(input));

export const openDraftDefinition = {
  input: openDraftInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'draft.opened', target: (i) => ({ type: 'organization', id: i.organizationId }) },
} satisfies ActionDefinition<typeof openDraftInputSchema>;

export const openDraftHandler = (async (input, ctx) => {
  const { draft, opened } = await openDraftFor(ctx.db, input, who(ctx));
  ctx.audit({ target: { type: 'draft', id: draft.id }, detail: { organizationId: input.organizationId, from: input.from, to: input.to, opened } });
  return { ...(await readDraft(ctx.db, draft)), opened };
}) satisfies ActionHandler<typeof openDraftInputSchema, unknown>;

/** A hand line of one kind: the line(s) it added, audited with the draft's id. */
function lineDefinition<S extends typeof draftCreateInputSchema | typeof draftMoveInputSchema | typeof draftAssignInputSchema | typeof draftUnassignInputSchema | typeof draftDeleteInputSchema>(input: S) {
  return { input, role: 'scheduler', scope: onOrganizationItem, audit: { action: 'draft.line_added', target: draftTarget } } satisfies ActionDefinition<S>;
}

export const draftCreateDefinition = lineDefinition(draftCreateInputSchema);
export const draftMoveDefinition = lineDefinition(draftMoveInputSchema);
export const draftAssignDefinition = lineDefinition(draftAssignInputSchema);
export const draftUnassignDefinition = lineDefinition(draftUnassignInputSchema);
export const draftDeleteDefinition = lineDefinition(draftDeleteInputSchema);
/** Copy into the draft: lines only, so scoped to the organization (the items it reads are its own week's). */
export const copyIntoDraftDefinition = { input: copyIntoDraftInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'draft.line_added', target: draftTarget } } satisfies ActionDefinition<typeof copyIntoDraftInputSchema>;

const lineHandler =
  <S extends z.ZodType>(add: (services: Parameters<ActionHandler<S, unknown>>[1]['services'], input: z.output<S>) => Promise<Parameters<typeof toDraftLine>[0][]>): ActionHandler<S, { lines: ReturnType<typeof toDraftLine>[] }> =>
  async (input, ctx) => {
    const lines = await add(ctx.services, input);
    ctx.audit({ detail: { lines: lines.map((line) => ({ id: line.id, kind: line.kind, itemId: line.itemId, localKey: line.localKey, userId: line.userId, reasons: line.reasons })) } });
    return { lines: lines.map(toDraftLine) };
  };

export const draftCreateHandler = lineHandler<typeof draftCreateInputSchema>(draftCreate);
export const draftMoveHandler = lineHandler<typeof draftMoveInputSchema>(draftMove);
export const draftAssignHandler = lineHandler<typeof draftAssignInputSchema>(draftAssign);
export const draftUnassignHandler = lineHandler<typeof draftUnassignInputSchema>(draftUnassign);
export const draftDeleteHandler = lineHandler<typeof draftDeleteInputSchema>(draftDelete);
export const copyIntoDraftHandler = lineHandler<typeof copyIntoDraftInputSchema>(copyIntoDraft);

/** A new item of the draft at new times: its create line changes (no line is added), audited as such. */
export const draftMoveNewDefinition = { input: draftMoveNewInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'draft.new_item_moved', target: draftTarget } } satisfies ActionDefinition<typeof draftMoveNewInputSchema>;
export const draftMoveNewHandler = (async (input, ctx) => {
  const { line, from } = await draftMoveNew(ctx.services, input);
  ctx.audit({ detail: { lineId: line.id, localKey: line.localKey, from, to: { start: input.start, end: input.end }, reasons: line.reasons } });
  return { lines: [toDraftLine(line)] };
}) satisfies ActionHandler<typeof draftMoveNewInputSchema, { lines: ReturnType<typeof toDraftLine>[] }>;

export const removeDraftLineDefinition = {
  input: draftLineRefInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'draft.line_removed', target: draftTarget },
} satisfies ActionDefinition<typeof draftLineRefInputSchema>;

export const removeDraftLineHandler = (async (input, ctx) => {
  const removed = await removeDraftLine(ctx.db, input.organizationId, input.draftId, input.lineId);
  ctx.audit({ detail: { lineId: input.lineId, removed } });
  return { removed };
}) satisfies ActionHandler<typeof draftLineRefInputSchema, unknown>;

export const acceptAutoFillDefinition = {
  input: acceptAutoFillInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'draft.auto_fill_accepted', target: draftTarget },
} satisfies ActionDefinition<typeof acceptAutoFillInputSchema>;

/** Needs the auto-fill service's reader of stored proposals (wired in lib/drafts/actions.ts). */
export const acceptAutoFillHandler =
  (readProposal: ReadStoredProposal): ActionHandler<typeof acceptAutoFillInputSchema, { lines: ReturnType<typeof toDraftLine>[] }> =>
  async (input, ctx) => {
    const lines = await acceptAutoFillLines(ctx.services, input, readProposal);
    ctx.audit({ detail: { proposalId: input.proposalId, accepted: lines.length } });
    return { lines: lines.map(toDraftLine) };
  };

export const discardDraftDefinition = { input: draftRefInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'draft.discarded', target: draftTarget } } satisfies ActionDefinition<typeof draftRefInputSchema>;

export const discardDraftHandler = (async (input, ctx) => {
  const draft = await discardDraft(ctx.db, input.organizationId, input.draftId);
  return { state: draft.state };
}) satisfies ActionHandler<typeof draftRefInputSchema, unknown>;

export const publishDraftDefinition = {
  input: publishDraftInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'draft.publish_started', target: draftTarget },
} satisfies ActionDefinition<typeof publishDraftInputSchema>;

export const publishDraftHandler = (async (input, ctx) => {
  const { draft, lines } = await startDraftPublish(ctx.db, input, who(ctx));
  ctx.audit({ detail: { lines, announceConversationId: draft.announceConversationId } });
  runPublishSoon(ctx.services, draft.id, { ...who(ctx), via: 'publish' });
  return { state: draft.state, lines };
}) satisfies ActionHandler<typeof publishDraftInputSchema, unknown>;

export const undoPublishDefinition = { input: draftRefInputSchema, role: 'scheduler', scope: inOrganization, audit: { action: 'draft.undo_requested', target: draftTarget } } satisfies ActionDefinition<typeof draftRefInputSchema>;

export const undoPublishHandler = (async (input, ctx) => {
  const draft = await requestPublishUndo(ctx.db, input.organizationId, input.draftId);
  runPublishSoon(ctx.services, draft.id, { ...who(ctx), via: 'undo' });
  return { undoState: draft.undoState };
}) satisfies ActionHandler<typeof draftRefInputSchema, unknown>;
