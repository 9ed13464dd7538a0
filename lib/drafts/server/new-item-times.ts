import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { d, l, now, type DraftLineRow } from './draft-tables';

// A new item's times are its create line's: moving it in the draft changes that line, so a
// publish creates it where it was moved to (one write, no move after it) and the draft still says
// "1 new item". The draft is locked while the line changes, so a publish starting meanwhile
// either sees the new times or refuses the move.

/** Sets the create line's start and end (and adds reasons); null when the draft is not open or the line is no longer a drafted create. */
export async function setNewItemTimes(db: Db, draftId: string, localKey: string, times: { start: number; end: number }, reasons: readonly string[]): Promise<DraftLineRow | null> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select({ state: d.state }).from(d).where(eq(d.id, draftId)).for('update');
    if (draft?.state !== 'open') return null;
    const onLine = and(eq(l.draftId, draftId), eq(l.kind, 'create'), eq(l.localKey, localKey), eq(l.state, 'drafted'));
    const [line] = await tx.select().from(l).where(onLine).for('update');
    if (!line) return null;
    const [changed] = await tx
      .update(l)
      .set({ payload: { ...line.payload, start: times.start, end: times.end }, reasons: [...line.reasons, ...reasons], updatedAt: now })
      .where(eq(l.id, line.id))
      .returning();
    await tx.update(d).set({ updatedAt: now }).where(eq(d.id, draftId));
    return changed ?? null;
  });
}
