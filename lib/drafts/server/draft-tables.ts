import 'server-only';
import { sql } from 'drizzle-orm';
import { draftLines, drafts, type DraftLineState } from '@/lib/server/db/schema';

// What every statement on the draft tables shares: the row types, short names, the states still to be worked.

export type Draft = typeof drafts.$inferSelect;
export type NewDraft = typeof drafts.$inferInsert;
export type DraftLineRow = typeof draftLines.$inferSelect;
export type NewDraftLineRow = typeof draftLines.$inferInsert;

export const d = drafts;
export const l = draftLines;
export const now = sql`now()`;
/** A line still to be written by a publish. */
export const unpublished: DraftLineState[] = ['pending', 'writing'];
