import type { DraftLine } from './draft-lines';
import type { DraftSummary } from './draft-summary';

// What GET /api/organizations/<id>/drafts answers (lib/drafts/server/draft-read.ts makes it): the
// draft over a range, its lines with their reasons, its summary and how far a publish got. Pure
// types, so the draft bar in the browser reads the same shape the server writes.

export type DraftProgress = { total: number; settled: number; done: number; skipped: number; conflicts: number; failed: number; undone: number };

export type DraftRead = {
  draft: {
    id: string;
    organizationId: string;
    from: number;
    to: number;
    state: 'open' | 'publishing' | 'published' | 'discarded';
    undoState: 'undoing' | 'undone' | null;
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

