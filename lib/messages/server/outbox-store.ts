import 'server-only';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { messageOutbox } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import type { DurableTrack } from '@/lib/server/durable/durable-track';

// The outbox as a kind of durable work (lib/server/durable): its track (the steps the core claims,
// and what becomes of a row abandoned mid-step), and its own statements, each atomic and committed
// on its own (no transaction spans an upstream call). Claims, leases, problems and recovery are the
// core's (lib/server/durable/durable-rows.ts).

export type OutboxRow = typeof messageOutbox.$inferSelect;
export type NewOutboxRow = typeof messageOutbox.$inferInsert;

const o = messageOutbox;

/**
 * pending --claim--> creating_card, card_created --claim--> sending (a new attempt at sending).
 * Abandoned: creating_card goes back to pending (a card nobody sent is harmless; a new one is
 * made), sending becomes uncertain (the service may have acted: never resent by itself).
 */
export const outboxTrack: DurableTrack = {
  name: 'outbox',
  table: o,
  stateKey: 'state',
  steps: [
    { from: 'pending', working: 'creating_card' },
    { from: 'card_created', working: 'sending', countsAttempt: true },
  ],
  abandoned: [
    {
      working: 'creating_card',
      to: 'pending',
      set: { lastError: 'Shiftdesk stopped while creating the card; it is created again (nothing had been sent).', lastErrorKind: null, lastUpstreamStatus: null },
    },
    { working: 'sending', to: 'uncertain', set: { lastError: 'Shiftdesk stopped while sending, before the service answered.', lastErrorKind: 'interrupted', lastUpstreamStatus: null } },
  ],
};

/** Waiting rows, oldest first, as many as one pass works. */
export const outboxQueue = { orderBy: [asc(o.createdAt), asc(o.id)], limit: 500 };

export async function getRow(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(o).where(eq(o.id, id)).limit(1);
  return row ?? null;
}

export async function rowsOfSendKey(db: Db, sendKey: string): Promise<OutboxRow[]> {
  return db.select().from(o).where(eq(o.sendKey, sendKey)).orderBy(asc(o.createdAt), asc(o.id));
}

/**
 * Writes the rows of one submit before anything is sent. Insert-or-ignore on (send key,
 * organization, conversation): a second submit with the same key writes nothing new. Returns the
 * ids of the rows this call inserted.
 */
export async function insertRows(db: Db, rows: NewOutboxRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(o)
    .values(rows)
    .onConflictDoNothing({ target: [o.sendKey, o.organizationId, o.conversationId] })
    .returning({ id: o.id });
  return inserted.map((r) => r.id);
}

/**
 * sending -> sent. Also taken when the row was meanwhile recovered as uncertain (our lease ran out
 * before the answer came) or marked as sent by hand: the answer proves it was sent.
 */
export async function recordSent(db: Db, id: string, claimId: string, cardId: string, messageId: string | null, note: string | null): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({
      state: 'sent',
      messageId: sql`coalesce(${messageId}::text, ${o.messageId})`,
      claimId: null,
      leaseUntil: null,
      lastError: note,
      lastErrorKind: null,
      lastUpstreamStatus: null,
      sentAt: sql`coalesce(${o.sentAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(o.id, id),
        or(
          and(eq(o.claimId, claimId), eq(o.state, 'sending')),
          and(isNull(o.claimId), eq(o.cardId, cardId), eq(o.state, 'uncertain')),
          and(isNull(o.claimId), eq(o.cardId, cardId), eq(o.state, 'sent'), isNull(o.messageId)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** failed -> pending (no card yet) or card_created (retry the send with the same card). */
export async function requeueFailed(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({ state: sql`case when ${o.cardId} is null then 'pending' else 'card_created' end`, updatedAt: sql`now()` })
    .where(and(eq(o.id, id), eq(o.state, 'failed')))
    .returning();
  return row ?? null;
}

/** uncertain -> card_created: an explicit "send again anyway", with the same card. */
export async function requeueUncertain(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({ state: 'card_created', updatedAt: sql`now()` })
    .where(and(eq(o.id, id), eq(o.state, 'uncertain'), isNull(o.claimId)))
    .returning();
  return row ?? null;
}

/** uncertain -> sent, by hand (someone checked the conversation). */
export async function markUncertainSent(db: Db, id: string, note: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({ state: 'sent', lastError: note, lastErrorKind: null, lastUpstreamStatus: null, sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(o.id, id), eq(o.state, 'uncertain'), isNull(o.claimId)))
    .returning();
  return row ?? null;
}

/** The history: newest first. */
export async function latestRows(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(o).orderBy(desc(o.createdAt), desc(o.id)).limit(limit);
}
