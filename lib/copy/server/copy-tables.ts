import 'server-only';
import { sql } from 'drizzle-orm';
import { copies, copyRows, type CopyRowState } from '@/lib/server/db/schema';

// What every statement on the copy tables shares: the row types, the tables' short names and the
// states still to be worked.

export type Copy = typeof copies.$inferSelect;
export type NewCopy = typeof copies.$inferInsert;
export type CopyRow = typeof copyRows.$inferSelect;
export type NewCopyRow = typeof copyRows.$inferInsert;

export const r = copyRows;
export const c = copies;
export const now = sql`now()`;
export const unfinished: CopyRowState[] = ['pending', 'creating', 'created', 'assigning'];
