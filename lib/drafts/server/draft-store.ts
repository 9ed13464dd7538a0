import 'server-only';
import { and, asc, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import type { Db } from '@/lib/server/db/types';
import { publishedUntil } from '@/lib/server/db/schema';
import { d, l, now, unpublished, type Draft, type DraftLineRow, type NewDraft, type NewDraftLineRow } from './draft-tables';

export type { Draft, DraftLineRow } from './draft-tables';

// The draft tables' own statements. Claims, leases and step results are the durable core's
// (lib/server/durable/durable-rows.ts), on the tracks of draft-tracks.ts.

export async function getDraft(db: Db, id: string): Promise<Draft | null> {
  const [draft] = await db.select().from(d).where(eq(d.id, id)).limit(1);
  return draft ?? null;
}

export async function getLine(db: Db, id: string): Promise<DraftLineRow | null> {
  const [line] = await db.select().from(l).where(eq(l.id, id)).limit(1);
  return line ?? null;
}

export function linesOfDraft(db: Db, draftId: string): Promise<DraftLineRow[]> {
  return db.select().from(l).where(eq(l.draftId, draftId)).orderBy(asc(l.position));
}

/** The organization's open (or publishing) draft overlapping [from, to), if any. */
export async function draftOverlapping(db: Db, organizationId: string, range: { from: number; to: number }): Promise<Draft | null> {
  const [draft] = await db
    .select()
    .from(d)
    .where(and(eq(d.organizationId, organizationId), inArray(d.state, ['open', 'publishing']), lt(d.fromMs, range.to), gt(d.toMs, range.from)))
    .orderBy(desc(d.createdAt))
    .limit(1);
  return draft ?? null;
}

/**
 * Opens a draft, unless the organization has one open over an overlapping range: then that one is
 * the answer (`opened: false`). The organization's lock keeps two requests from both opening one.
 */
export async function openDraft(db: Db, draft: NewDraft & { fromMs: number; toMs: number }): Promise<{ draft: Draft; opened: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`drafts:${draft.organizationId}`}))`);
    const existing = await draftOverlapping(tx as unknown as Db, draft.organizationId, { from: draft.fromMs, to: draft.toMs });
    if (existing) return { draft: existing, opened: false };
    const [made] = await tx.insert(d).values(draft).returning();
    return { draft: made as Draft, opened: true };
  });
}

const notOpen = (draft: Draft) => new AppError('conflict', draft.state === 'discarded' ? 'This draft was discarded.' : 'This draft was published: it cannot change any more.');

/** Appends lines to an open draft, in order, after its last one. */
export async function appendLines(db: Db, draftId: string, lines: Omit<NewDraftLineRow, 'draftId' | 'position'>[]): Promise<DraftLineRow[]> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(d).where(eq(d.id, draftId)).for('update');
    if (!draft || draft.state !== 'open') throw notOpen(draft as Draft);
    const [last] = await tx.select({ position: max(l.position) }).from(l).where(eq(l.draftId, draftId));
    const first = (last?.position ?? -1) + 1;
    if (lines.length === 0) return [];
    const made = await tx
      .insert(l)
      .values(lines.map((line, i) => ({ ...line, draftId, position: first + i })))
      .returning();
    await tx.update(d).set({ updatedAt: now }).where(eq(d.id, draftId));
    return made;
  });
}

/** Removes a line of an open draft (and, for a create, the lines on the item it would make). */
export async function deleteLine(db: Db, draft: Draft, line: DraftLineRow): Promise<number> {
  if (draft.state !== 'open') throw notOpen(draft);
  const onMade = line.kind === 'create' && line.localKey ? eq(l.localKey, line.localKey) : eq(l.id, line.id);
  const gone = await db.delete(l).where(and(eq(l.draftId, draft.id), eq(l.state, 'drafted'), onMade)).returning({ id: l.id });
  return gone.length;
}

/** open -> discarded. */
export async function discardDraft(db: Db, draft: Draft): Promise<Draft> {
  const [done] = await db.update(d).set({ state: 'discarded', updatedAt: now }).where(and(eq(d.id, draft.id), eq(d.state, 'open'))).returning();
  if (!done) throw notOpen(draft);
  return done;
}

/**
 * open -> publishing, and every drafted line -> pending, in one transaction: the lines are
 * committed before any call, so a stop at any point resumes from them.
 */
export async function startPublish(db: Db, draft: Draft, who: { id: string; email: string }, announceConversationId: string | null): Promise<{ draft: Draft; lines: number }> {
  return db.transaction(async (tx) => {
    const [publishing] = await tx
      .update(d)
      .set({ state: 'publishing', publishedById: who.id, publishedByEmail: who.email, announceConversationId, updatedAt: now })
      .where(and(eq(d.id, draft.id), eq(d.state, 'open')))
      .returning();
    if (!publishing) throw notOpen(draft);
    const pending = await tx.update(l).set({ state: 'pending', updatedAt: now }).where(and(eq(l.draftId, draft.id), eq(l.state, 'drafted'))).returning({ id: l.id });
    return { draft: publishing, lines: pending.length };
  });
}

/**
 * publishing -> published once no line is left to write (and the organization's "published until"
 * moves to the draft's end if later); undoing -> undone once every undo is over.
 */
export async function settleDraft(db: Db, draftId: string): Promise<void> {
  const [published] = await db
    .update(d)
    .set({ state: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(d.id, draftId), eq(d.state, 'publishing'), sql`not exists (select 1 from ${l} where ${l.draftId} = ${draftId} and ${inArray(l.state, unpublished)})`))
    .returning();
  if (published) await movePublishedUntil(db, published.organizationId, published.toMs);
  await db
    .update(d)
    .set({ undoState: 'undone', updatedAt: now })
    .where(and(eq(d.id, draftId), eq(d.undoState, 'undoing'), sql`not exists (select 1 from ${l} where ${l.draftId} = ${draftId} and ${l.undoState} in ('pending', 'undoing'))`));
}

/** published -> undoing: every line the publish wrote waits to be undone (only those). */
export async function requestUndo(db: Db, draft: Draft): Promise<Draft | null> {
  return db.transaction(async (tx) => {
    const [undoing] = await tx.update(d).set({ undoState: 'undoing', updatedAt: now }).where(and(eq(d.id, draft.id), eq(d.state, 'published'), sql`${d.undoState} is null`)).returning();
    if (!undoing) return null;
    await tx.update(l).set({ undoState: 'pending', updatedAt: now }).where(and(eq(l.draftId, draft.id), eq(l.state, 'done')));
    return undoing;
  });
}

/** The item a create line of the draft made for this local key, or null (not made yet, or failed). */
export async function madeItemOf(db: Db, draftId: string, localKey: string): Promise<string | null> {
  const [made] = await db
    .select({ id: l.writtenItemId })
    .from(l)
    .where(and(eq(l.draftId, draftId), eq(l.kind, 'create'), eq(l.localKey, localKey)))
    .limit(1);
  return made?.id ?? null;
}

/** The times the item has once the draft's earlier moves of it are written: the last done move before `position`, if any. */
export async function timesAfterEarlierMoves(db: Db, line: DraftLineRow): Promise<{ start: number; end: number } | null> {
  const key = line.itemId ? eq(l.itemId, line.itemId) : eq(l.localKey, line.localKey as string);
  const [move] = await db
    .select({ payload: l.payload })
    .from(l)
    .where(and(eq(l.draftId, line.draftId), key, eq(l.kind, 'move'), eq(l.state, 'done'), lt(l.position, line.position)))
    .orderBy(desc(l.position))
    .limit(1);
  return (move?.payload as { start: number; end: number } | undefined) ?? null;
}

async function movePublishedUntil(db: Db, organizationId: string, untilMs: number): Promise<void> {
  await db
    .insert(publishedUntil)
    .values({ organizationId, untilMs })
    .onConflictDoUpdate({ target: publishedUntil.organizationId, set: { untilMs: sql`greatest(${publishedUntil.untilMs}, excluded.until_ms)`, updatedAt: now } });
}

/** Weeks before this instant were published: auto-fill never re-plans them. Null: nothing published yet. */
export async function publishedUntilOf(db: Db, organizationId: string): Promise<number | null> {
  const [row] = await db.select({ untilMs: publishedUntil.untilMs }).from(publishedUntil).where(eq(publishedUntil.organizationId, organizationId));
  return row?.untilMs ?? null;
}

/** Drafts that may have something left to settle (for the resume pass). */
export async function unsettledDrafts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: d.id })
    .from(d)
    .where(sql`${d.state} = 'publishing' or ${d.undoState} = 'undoing'`);
  return rows.map((row) => row.id);
}
