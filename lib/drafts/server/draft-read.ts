import 'server-only';
import type { DraftLine, LineSubject } from '@/lib/drafts/draft-lines';
import { draftSummary } from '@/lib/drafts/draft-summary';
import type { DraftProgress, DraftRead, DraftsAnswer } from '@/lib/drafts/draft-answer';
import type { Db } from '@/lib/server/db/types';
import { draftOverlapping, getDraft, linesOfDraft, publishedUntilOf, type Draft, type DraftLineRow } from './draft-store';

export type { DraftProgress, DraftRead, DraftsAnswer };

// The read model a draft bar and the striped entries are drawn from: the organization's open (or
// publishing) draft over a range, its lines with their reasons, its summary and how far a publish got.

/** A line's item from the row alone: a new item's own payload, or what a line on a live item saw of it. */
function subjectOf(row: DraftLineRow): LineSubject | null {
  if (row.kind === 'create') {
    const made = row.payload as { name?: string | null; start: number; end: number };
    return { name: made.name ?? null, start: made.start, end: made.end };
  }
  return row.seenStart !== null && row.seenEnd !== null ? { name: row.seenName, start: row.seenStart, end: row.seenEnd } : null;
}

export const toDraftLine = (row: DraftLineRow): DraftLine => ({
  id: row.id,
  position: row.position,
  kind: row.kind,
  itemId: row.itemId,
  localKey: row.localKey,
  userId: row.userId,
  payload: row.payload as DraftLine['payload'],
  source: row.source,
  reasons: row.reasons,
  state: row.state,
  outcome: row.outcome ?? (row.state === 'failed' || row.state === 'uncertain' ? row.lastError : null),
  subject: subjectOf(row),
});

/** The draft's lines, those on an item the draft creates named after its create line. */
function linesNamed(rows: DraftLineRow[]): DraftLine[] {
  const lines = rows.map(toDraftLine);
  const made = new Map(lines.flatMap((line) => (line.kind === 'create' && line.localKey ? [[line.localKey, line.subject] as const] : [])));
  return lines.map((line) => (line.subject || !line.localKey ? line : { ...line, subject: made.get(line.localKey) ?? null }));
}

const count = (lines: DraftLineRow[], test: (line: DraftLineRow) => boolean) => lines.filter(test).length;

export function progressOf(lines: DraftLineRow[]): DraftProgress {
  const settledStates = new Set(['done', 'skipped', 'conflict', 'failed', 'uncertain']);
  return {
    total: lines.length,
    settled: count(lines, (l) => settledStates.has(l.state)),
    done: count(lines, (l) => l.state === 'done'),
    skipped: count(lines, (l) => l.state === 'skipped'),
    conflicts: count(lines, (l) => l.state === 'conflict'),
    failed: count(lines, (l) => l.state === 'failed' || l.state === 'uncertain'),
    undone: count(lines, (l) => l.undoState === 'undone'),
  };
}

export async function readDraft(db: Db, draft: Draft): Promise<NonNullable<DraftRead>> {
  const rows = await linesOfDraft(db, draft.id);
  return {
    draft: {
      id: draft.id,
      organizationId: draft.organizationId,
      from: draft.fromMs,
      to: draft.toMs,
      state: draft.state,
      undoState: draft.undoState,
      createdByEmail: draft.createdByEmail,
      createdAt: draft.createdAt.toISOString(),
      publishedAt: draft.publishedAt?.toISOString() ?? null,
      publishedByEmail: draft.publishedByEmail,
      announceConversationId: draft.announceConversationId,
    },
    lines: linesNamed(rows),
    summary: draftSummary(rows),
    progress: progressOf(rows),
  };
}

/** The organization's draft over the range (open or publishing), and its "published until". */
export async function readDraftsOf(db: Db, organizationId: string, range: { from: number; to: number }): Promise<DraftsAnswer> {
  const draft = await draftOverlapping(db, organizationId, range);
  return { draft: draft ? await readDraft(db, draft) : null, publishedUntil: await publishedUntilOf(db, organizationId) };
}

/** One draft of the organization by id, whatever its state: a publish's progress and its Undo are read after it left "open". */
export async function readDraftById(db: Db, organizationId: string, draftId: string): Promise<DraftsAnswer> {
  const draft = await getDraft(db, draftId);
  const mine = draft && draft.organizationId === organizationId ? draft : null;
  return { draft: mine ? await readDraft(db, mine) : null, publishedUntil: await publishedUntilOf(db, organizationId) };
}
