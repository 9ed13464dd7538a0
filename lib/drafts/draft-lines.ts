// A draft's lines as the browser and the server both see them (the rows are in
// lib/server/db/schema/drafts.ts): what each changes, where it came from and why, and how its
// publish went.

export const draftLineKinds = ['create', 'move', 'assign', 'unassign', 'delete'] as const;
export type DraftLineKind = (typeof draftLineKinds)[number];
export const draftLineSources = ['hand', 'copy', 'auto-fill', 'template'] as const;
export type DraftLineSource = (typeof draftLineSources)[number];

/** The item a create line makes. */
export type DraftNewItem = { type: string; name?: string | null; notes?: string | null; start: number; end: number; timeZoneName: string };

/** The item a line is on, as it was when the line was drafted (or as the draft makes it): a publish's skipped and conflict lines say which. */
export type LineSubject = { name: string | null; start: number; end: number };

export type DraftLine = {
  id: string;
  position: number;
  kind: DraftLineKind;
  /** The live item it changes, or null for an item the draft creates (then `localKey`). */
  itemId: string | null;
  localKey: string | null;
  /** The person of an assign or unassign. */
  userId: string | null;
  /** create: the new item; move: its new times; otherwise empty. */
  payload: Partial<DraftNewItem>;
  source: DraftLineSource;
  reasons: string[];
  /** drafted until published; then pending, writing, done, skipped, conflict, failed or uncertain. */
  state: string;
  /** Why it was skipped or is a conflict. */
  outcome: string | null;
  /** Its item (null when the draft never saw it, as for lines drafted before names were kept). */
  subject?: LineSubject | null;
};

/** The people holding an item (those a slot counts): lib/schedule's one list. */
export { HOLDING } from '@/lib/contract/members';
