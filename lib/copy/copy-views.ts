// What the copy routes answer, as the dialog reads it: plain JSON.

export type CopyPreviewItem = {
  sourceItemId: string;
  type: string;
  name: string | null;
  start: number;
  end: number;
  targetStart: number;
  targetEnd: number;
  people: { userId: string; name: string }[];
  /** Items already at the target with the same type, name and start. */
  existingAtTarget: string[];
  /** With its people: who it would double-book at the target, in words (lib/copy/copy-clashes.ts). */
  doubleBookings: string[];
  /** With its people: who it would make break a working-time rule, in words with the figures (lib/copy/copy-rule-breaks.ts). */
  ruleBreaks: string[];
};

export type CopyPreview = {
  timeZone: string;
  source: { from: number; to: number };
  target: { from: number; to: number };
  items: CopyPreviewItem[];
  /** Why this copy would be refused (nothing is created), or null. */
  refusal: { field: 'targetDate' | 'itemIds'; message: string } | null;
};

export type CopyRowView = {
  id: string;
  sourceItemId: string;
  type: string;
  name: string | null;
  start: number;
  end: number;
  state: 'pending' | 'creating' | 'created' | 'assigning' | 'done' | 'failed' | 'uncertain' | 'handled';
  createdItemId: string | null;
  people: number;
  assigned: number;
  undoState: 'pending' | 'deleting' | 'deleted' | 'failed' | null;
  error: string | null;
};

export type CopyProgress = {
  id: string;
  organizationId: string;
  timeZone: string;
  state: 'running' | 'finished' | 'undoing' | 'undone';
  withPeople: boolean;
  span: 'week' | 'day';
  targetDate: string;
  total: number;
  /** Rows past the point of no work: done, failed, uncertain, handled. */
  settled: number;
  rows: CopyRowView[];
};

/** One of a person's recent copies, as the copy dialog lists them (GET /api/organizations/<id>/copies). */
export type RecentCopy = {
  id: string;
  span: 'week' | 'day';
  sourceDate: string;
  targetDate: string;
  withPeople: boolean;
  state: CopyProgress['state'];
  startedAt: number;
  /** Rows of the copy, and items it made that are still there. */
  total: number;
  made: number;
};

export const copyRowStateLabels: Record<CopyRowView['state'], string> = {
  pending: 'Waiting',
  creating: 'Creating',
  created: 'Created',
  assigning: 'Assigning people',
  done: 'Done',
  failed: 'Failed',
  uncertain: 'Uncertain',
  handled: 'Marked handled',
};
