import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { draftAssignInputSchema, draftCreateInputSchema, draftDeleteInputSchema, draftMoveInputSchema, draftMoveNewInputSchema, draftUnassignInputSchema, openDraftInputSchema, publishDraftInputSchema } from '@/lib/drafts/draft-input';
import { AppError } from '@/lib/errors';
import { DRAFT_ITEM_PREFIX } from '@/lib/drafts/draft-entries';
import { draftView } from '@/lib/drafts/draft-view';
import { toDraftLine } from './draft-read';
import { PUBLISH_CARD_TEMPLATE } from '@/lib/drafts/publish-card';
import { savedConversationsOf, templateIsSetUp } from '@/lib/messages/server';
import { requireOrganizationMembers } from '@/lib/people/server';
import { positionQuestions } from '@/lib/staffing/server';
import { currentItem, requireConfirmedConflicts, requireConfirmedMove } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { ruleBreakSentence, type RuleBreakOverride } from '@/lib/working-time';
import { addDraftLines, type LineInput } from './draft-line-input';
import * as store from './draft-store';
import { draftItemsView } from './draft-items-view';
import { setNewItemTimes } from './new-item-times';
import type { Draft, DraftLineRow } from './draft-store';

// A manager's commands on a draft: open one, add hand lines, remove a line, discard, publish,
// undo a publish. Hand lines pass the live actions' own checks (lib/schedule/server/conflict-check.ts:
// double bookings and working-time rules, confirmed with a reason) before they are kept; a rule
// break gone ahead with is kept in the line's reasons. The checks read the live schedule (a new
// item's move: as the draft leaves it).

type Who = { id: string; email: string };

const gone = () => new AppError('not_found', 'This draft is not in Shiftdesk (or not of this organization). Reload the page.');

/** The draft, only when it is of this organization (the scope guard checked the organization). */
export async function draftOfOrganization(db: Db, organizationId: string, draftId: string): Promise<Draft> {
  const draft = await store.getDraft(db, draftId);
  if (!draft || draft.organizationId !== organizationId) throw gone();
  return draft;
}

export async function openDraftOf(db: Db, organizationId: string, draftId: string): Promise<Draft> {
  const draft = await draftOfOrganization(db, organizationId, draftId);
  if (draft.state !== 'open') throw new AppError('conflict', draft.state === 'discarded' ? 'This draft was discarded.' : 'This draft was published: it cannot change any more.');
  return draft;
}

/** Opens a draft for the range, or answers the organization's open one that overlaps it. */
export async function openDraftFor(db: Db, input: z.output<typeof openDraftInputSchema>, who: Who): Promise<{ draft: Draft; opened: boolean }> {
  return store.openDraft(db, { id: randomUUID(), organizationId: input.organizationId, fromMs: input.from, toMs: input.to, createdById: who.id, createdByEmail: who.email });
}

const inRange = (draft: Draft, start: number) => start >= draft.fromMs && start < draft.toMs;
const outsideRange = (field: string) => new AppError('invalid_input', 'This is outside the draft’s range: open a draft for that week.', { fieldErrors: { [field]: ['Outside the draft’s range'] } });

/** The words a rule break gone ahead with leaves on the line. */
const reasonsOf = (breaks: RuleBreakOverride | null): string[] => (breaks ? [...breaks.people.map((p) => ruleBreakSentence(p.name, p.breaks)), `Gone ahead: ${breaks.reason}`] : []);

async function add(services: AppServices, draft: Draft, lines: LineInput[]): Promise<DraftLineRow[]> {
  return addDraftLines(services.upstream, services.db, draft, lines);
}

/** A new item (and its first assignee, checked as the live create checks). */
export async function draftCreate(services: AppServices, input: z.output<typeof draftCreateInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  if (!inRange(draft, input.start)) throw outsideRange('start');
  const userId = input.assigneeUserId || null;
  if (userId) await requireOrganizationMembers(services, input.organizationId, [userId]);
  const breaks = userId ? await requireConfirmedConflicts(services, input.organizationId, { id: '', type: input.type, status: 'ASSIGNED', start: input.start, end: input.end }, [userId], input) : null;
  const localKey = input.localKey ?? randomUUID();
  const payload = { type: input.type, name: input.name ?? null, notes: input.notes ?? null, start: input.start, end: input.end, timeZoneName: input.timeZoneName };
  return add(services, draft, [{ kind: 'create', localKey, payload }, ...(userId ? [{ kind: 'assign' as const, localKey, userId, reasons: reasonsOf(breaks) }] : [])]);
}

/** A live item at new times, its people asked about as a live move asks. */
export async function draftMove(services: AppServices, input: z.output<typeof draftMoveInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const item = await currentItem(services, input.organizationId, input.itemId);
  if (!inRange(draft, item.start) || !inRange(draft, input.start)) throw outsideRange('start');
  const breaks = await requireConfirmedMove(services, input.organizationId, item, input, input);
  return add(services, draft, [{ kind: 'move', itemId: item.id, payload: { start: input.start, end: input.end }, reasons: reasonsOf(breaks) }]);
}

const notInDraft = () => new AppError('not_found', 'This new item is not in the draft any more. Reload the page.', { fieldErrors: { itemId: ['Not in the draft'] } });

/** The create line of an item the draft makes, by its local key. */
async function createLineOf(db: Db, draft: Draft, localKey: string | undefined) {
  const lines = await store.linesOfDraft(db, draft.id);
  const create = lines.find((line) => line.kind === 'create' && line.localKey === localKey);
  if (!create) throw notInDraft();
  return { create, lines };
}

/** The span of the item a line names: live, or one the draft creates. */
async function spanOf(services: AppServices, draft: Draft, target: { itemId?: string | undefined; localKey?: string | undefined }) {
  if (target.itemId) return currentItem(services, draft.organizationId, target.itemId);
  const p = (await createLineOf(services.db, draft, target.localKey)).create.payload as { type: string; start: number; end: number };
  return { id: '', type: p.type, status: 'ASSIGNED', start: p.start, end: p.end, members: [] };
}

/**
 * An item new in the draft at new times: the people its lines put on it are asked about as a live
 * move asks (requireConfirmedMove: double bookings, working-time rules with a reason), over the
 * schedule as the draft leaves it (draft-items-view.ts), then its create line takes the times
 * (new-item-times.ts).
 */
export async function draftMoveNew(services: AppServices, input: z.output<typeof draftMoveNewInputSchema>): Promise<{ line: DraftLineRow; from: { start: number; end: number } }> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const { create, lines } = await createLineOf(services.db, draft, input.localKey);
  if (!inRange(draft, input.start)) throw outsideRange('start');
  const entry = draftView([], lines.map(toDraftLine)).find((e) => e.key === input.localKey);
  const p = create.payload as { type: string; start: number; end: number };
  // Its id in the draft's view, so its own old times are not a clash with itself.
  const item = { id: `${DRAFT_ITEM_PREFIX}${input.localKey}`, type: p.type, status: 'ASSIGNED', start: p.start, end: p.end, members: (entry?.holders ?? []).map((userId) => ({ userId, status: 'ASSIGNED' })) };
  const breaks = await requireConfirmedMove(services, input.organizationId, item, input, input, draftItemsView(lines));
  const changed = await setNewItemTimes(services.db, draft.id, input.localKey, input, reasonsOf(breaks));
  if (!changed) throw notInDraft();
  return { line: changed, from: { start: p.start, end: p.end } };
}

/** A person put on an item, checked as a live assignment is. */
export async function draftAssign(services: AppServices, input: z.output<typeof draftAssignInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const item = await spanOf(services, draft, input);
  if (!inRange(draft, item.start)) throw outsideRange('itemId');
  if (item.members.some((m) => m.userId === input.userId)) throw new AppError('invalid_input', 'This person is already on the item.', { fieldErrors: { userId: ['Already on the item'] } });
  await requireOrganizationMembers(services, input.organizationId, [input.userId]);
  // A live item's position is asked about as a live assignment asks (a new item of the draft requires none yet).
  const notPosition = input.itemId ? await positionQuestions(services, input.organizationId, input.itemId, [input.userId]) : [];
  const breaks = await requireConfirmedConflicts(services, input.organizationId, item, [input.userId], input, notPosition);
  return add(services, draft, [{ kind: 'assign', itemId: input.itemId ?? null, localKey: input.localKey ?? null, userId: input.userId, reasons: reasonsOf(breaks) }]);
}

export async function draftUnassign(services: AppServices, input: z.output<typeof draftUnassignInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const item = await spanOf(services, draft, input);
  if (input.itemId && !item.members.some((m) => m.userId === input.userId)) throw new AppError('invalid_input', 'This person is not on the item.', { fieldErrors: { userId: ['Not on the item'] } });
  return add(services, draft, [{ kind: 'unassign', itemId: input.itemId ?? null, localKey: input.localKey ?? null, userId: input.userId }]);
}

export async function draftDelete(services: AppServices, input: z.output<typeof draftDeleteInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const item = await currentItem(services, input.organizationId, input.itemId);
  if (!inRange(draft, item.start)) throw outsideRange('itemId');
  return add(services, draft, [{ kind: 'delete', itemId: item.id }]);
}

/** Takes a line (and, for a new item, the lines on it) out of an open draft. */
export async function removeDraftLine(db: Db, organizationId: string, draftId: string, lineId: string): Promise<number> {
  const draft = await openDraftOf(db, organizationId, draftId);
  const line = await store.getLine(db, lineId);
  if (!line || line.draftId !== draft.id) throw new AppError('not_found', 'This line is not in the draft any more. Reload the page.', { fieldErrors: { lineId: ['Not in the draft'] } });
  return store.deleteLine(db, draft, line);
}

export async function discardDraft(db: Db, organizationId: string, draftId: string): Promise<Draft> {
  return store.discardDraft(db, await draftOfOrganization(db, organizationId, draftId));
}

/** Commits every line as pending (nothing is written yet); a draft with no line is refused. */
export async function startDraftPublish(db: Db, input: z.output<typeof publishDraftInputSchema>, who: Who): Promise<{ draft: Draft; lines: number }> {
  const draft = await openDraftOf(db, input.organizationId, input.draftId);
  if ((await store.linesOfDraft(db, draft.id)).length === 0) throw new AppError('invalid_input', 'This draft has no change to publish.', { fieldErrors: { draftId: ['Nothing to publish'] } });
  if (input.announceConversationId) await requireAnnounceable(db, input.organizationId, input.announceConversationId);
  return store.startPublish(db, draft, who, input.announceConversationId || null);
}

/** The announcement goes to one of the organization's saved conversations, with the card template set up. */
async function requireAnnounceable(db: Db, organizationId: string, conversationId: string): Promise<void> {
  const refuse = (message: string) => new AppError('invalid_input', message, { fieldErrors: { announceConversationId: [message] } });
  if (!(await savedConversationsOf(db, organizationId)).some((c) => c.conversationId === conversationId)) throw refuse('Not a saved conversation of this organization');
  if (!(await templateIsSetUp(db, PUBLISH_CARD_TEMPLATE))) throw refuse(`The “${PUBLISH_CARD_TEMPLATE}” card template is not set up in Messages`);
}

/** A published draft -> undoing: exactly the lines it wrote wait to be undone. */
export async function requestPublishUndo(db: Db, organizationId: string, draftId: string): Promise<Draft> {
  const draft = await draftOfOrganization(db, organizationId, draftId);
  if (draft.state === 'publishing') throw new AppError('conflict', 'This draft is still being published: wait until it has finished, then undo it.');
  if (draft.state !== 'published') throw new AppError('conflict', 'Only a published draft can be undone.');
  const undoing = await store.requestUndo(db, draft);
  if (!undoing) throw new AppError('conflict', 'This publish was already undone.');
  return undoing;
}
