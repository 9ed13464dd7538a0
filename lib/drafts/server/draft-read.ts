import 'server-only';
import type { DraftLine } from '@/lib/drafts/draft-lines';
import { draftSummary, type DraftSummary } from '@/lib/drafts/draft-summary';
import type { Db } from '@/lib/server/db/types';
import { draftOverlapping, linesOfDraft, publishedUntilOf, type Draft, type DraftLineRow } from './draft-store';

// The read model a draft bar and the striped entries are drawn from: the organization's open (or
// publishing) draft over a range, its lines with their reasons, its summary and how far a publish got.

export type DraftProgress = { total: number; settled: number; done: number; skipped: number; conflicts: number; failed: number; undone: number };

export type DraftRead = {
  draft: {
    id: string;
    organizationId: string;
    from: number;
    to: number;
    state: Draft['state'];
    undoState: Draft['undoState'];
    createdByEmail: string | null;
    createdAt: string;
    publishedAt: string | null;
    publishedByEmail: string | null;
    announceConversationId: string | null;
  };
  lines: DraftLine[];
  summary: DraftSummary;
  progress: DraftProgress;
} | null;

export type DraftsAnswer = { draft: DraftRead; publishedUntil: number | null };

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
});

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
    lines: rows.map(toDraftLine),
    summary: draftSummary(rows),
    progress: progressOf(rows),
  };
}

/** The organization's draft over the range (open or publishing), and its "published until". */
export async function readDraftsOf(db: Db, organizationId: string, range: { from: number; to: number }): Promise<DraftsAnswer> {
  const draft = await draftOverlapping(db, organizationId, range);
  return { draft: draft ? await readDraft(db, draft) : null, publishedUntil: await publishedUntilOf(db, organizationId) };
}
