import 'server-only';
import { eq } from 'drizzle-orm';
import { waitingRows } from '@/lib/server/durable/durable-rows';
import { workEach, workRow, type DurableDeps } from '@/lib/server/durable/durable-worker';
import { scopeProblem } from '@/lib/server/durable/scope-problem';
import type { Held } from '@/lib/server/durable/durable-worker';
import { auditLineProblem } from './publish-audit';
import { DEFAULT_PUBLISH_LEASE_MS, type PublishActor, type PublishDeps } from './publish-deps';
import { publishLine } from './publish-step';
import { getDraft, getLine, linesOfDraft, settleDraft, type Draft, type DraftLineRow } from './draft-store';
import { announcePublish } from './publish-announce';
import { l } from './draft-tables';
import { draftQueue, draftTracks, publishTrack, undoTrack } from './draft-tracks';
import { undoLine } from './undo-step';

// A draft's publish (and its undo) on the durable core (lib/server/durable), as a copy's rows are
// worked (lib/copy/server/copy-engine.ts): every line was committed as pending before this runs;
// each line is claimed, re-checked and written once (publish-step.ts), its outcome committed before
// the next call. The items the draft creates are made first; then the lines of each item in their
// order (a move before an assignment on the same item), items side by side.

export type { PublishActor, PublishDeps } from './publish-deps';

/** Items worked at once: the service takes one write at a time per item, many items side by side. */
const CONCURRENCY = 8;

const durableDeps = (deps: PublishDeps): DurableDeps => ({ db: deps.db, leaseMs: deps.leaseMs ?? DEFAULT_PUBLISH_LEASE_MS });

export const outOfScopeMessage = (organizationId: string) =>
  `Stopped: organization ${organizationId} is no longer in Shiftdesk's entry points, so nothing more is written into it. Add it again, or undo what was published.`;

/** Before each write: is the organization still in scope? Fails the line with why (fail closed). */
async function stillInScope(deps: PublishDeps, held: Held<DraftLineRow>, organizationId: string, actor: PublishActor, step: 'publish' | 'undo'): Promise<boolean> {
  const problem = await scopeProblem(deps.inScope, organizationId, outOfScopeMessage(organizationId));
  if (!problem) return true;
  const failed = await held.fail('failed', problem);
  if (failed) await auditLineProblem(deps.db, failed, actor, step);
  return false;
}

/** Publishes one line until it is settled, or until another worker holds it. */
export async function processLine(deps: PublishDeps, lineId: string, organizationId: string, actor: PublishActor): Promise<DraftLineRow | null> {
  await workRow<DraftLineRow>(durableDeps(deps), publishTrack, lineId, async (held) => {
    if (await stillInScope(deps, held, organizationId, actor, 'publish')) await publishLine(deps, held, organizationId, actor);
    return false;
  });
  return getLine(deps.db, lineId);
}

/** Undoes one written line. */
export async function undoOneLine(deps: PublishDeps, lineId: string, organizationId: string, actor: PublishActor): Promise<DraftLineRow | null> {
  await workRow<DraftLineRow>(durableDeps(deps), undoTrack, lineId, async (held) => {
    if (await stillInScope(deps, held, organizationId, actor, 'undo')) await undoLine(deps, held, organizationId, actor);
    return false;
  });
  return getLine(deps.db, lineId);
}

/** Lines waiting for a worker (to write or to undo); `draftId` limits to one draft. */
export const waitingLines = (deps: PublishDeps, options: { draftId?: string; idleMs?: number } = {}) =>
  waitingRows<DraftLineRow>(deps.db, draftTracks, { ...draftQueue, idleMs: options.idleMs, where: options.draftId ? eq(l.draftId, options.draftId) : undefined });

const itemKey = (line: DraftLineRow) => line.itemId ?? `local:${line.localKey}`;

/** Lines grouped by item, each group in position order (reversed for an undo). */
function byItem(lines: DraftLineRow[], reverse: boolean): DraftLineRow[][] {
  const groups = new Map<string, DraftLineRow[]>();
  for (const line of [...lines].sort((a, b) => (reverse ? b.position - a.position : a.position - b.position))) groups.set(itemKey(line), [...(groups.get(itemKey(line)) ?? []), line]);
  return [...groups.values()];
}

/** Once every line of a publishing draft is settled: its announcement (if asked for), before it is marked published. */
async function announceWhenSettled(deps: PublishDeps, draftId: string): Promise<void> {
  const draft = await getDraft(deps.db, draftId);
  if (draft?.state !== 'publishing' || !draft.announceConversationId) return;
  const lines = await linesOfDraft(deps.db, draftId);
  if (lines.every((line) => line.state !== 'pending' && line.state !== 'writing')) await announcePublish(deps, draft, lines);
}

/** Works the given waiting lines of one draft, then settles its state. */
export async function processDraftLines(deps: PublishDeps, draft: Pick<Draft, 'id' | 'organizationId'>, lines: DraftLineRow[], actor: PublishActor): Promise<void> {
  const toUndo = lines.filter((line) => line.undoState === 'pending');
  const toWrite = lines.filter((line) => line.state === 'pending');
  // Publish: new items first, then each item's lines in order.
  const creates = toWrite.filter((line) => line.kind === 'create');
  await workEach(creates, CONCURRENCY, (line) => processLine(deps, line.id, draft.organizationId, actor));
  await workEach(byItem(toWrite.filter((line) => line.kind !== 'create'), false), CONCURRENCY, async (group) => {
    for (const line of group) await processLine(deps, line.id, draft.organizationId, actor);
  });
  // Undo: the other way round (the lines on new items before the items go).
  await workEach(byItem(toUndo.filter((line) => line.kind !== 'create'), true), CONCURRENCY, async (group) => {
    for (const line of group) await undoOneLine(deps, line.id, draft.organizationId, actor);
  });
  await workEach(toUndo.filter((line) => line.kind === 'create'), CONCURRENCY, (line) => undoOneLine(deps, line.id, draft.organizationId, actor));
  await announceWhenSettled(deps, draft.id);
  await settleDraft(deps.db, draft.id);
}
