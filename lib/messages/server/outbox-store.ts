import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { messageOutbox, type OutboxState } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { leaseEndIn, leaseExpiredOrNone } from '@/lib/server/db/lease';
import type { Problem } from '@/lib/server/durable/write-failure';

// The outbox table's statements, each one atomic and committed on its own (no transaction spans
// an upstream call). A row is worked on only under a claim: one UPDATE ... WHERE state = <expected>
// ... RETURNING moves it into creating_card or sending with a fresh claim id and a lease (database
// clock). Every later transition names that claim id, so a worker that lost its claim (its lease
// ran out and the row was recovered) changes nothing. Two requests, two tabs or two app instances
// on one PostgreSQL can race for a row: the database lets exactly one UPDATE match.

export type OutboxRow = typeof messageOutbox.$inferSelect;
export type NewOutboxRow = typeof messageOutbox.$inferInsert;

const o = messageOutbox;
const expiredOrNone = () => leaseExpiredOrNone(o.leaseUntil);

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

/** pending -> creating_card, or card_created -> sending, under a new claim and lease. */
export async function claim(db: Db, id: string, claimId: string, leaseMs: number): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({
      state: sql`case when ${o.state} = 'pending' then 'creating_card' else 'sending' end`,
      claimId,
      leaseUntil: leaseEndIn(leaseMs),
      attempts: sql`${o.attempts} + case when ${o.state} = 'card_created' then 1 else 0 end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(o.id, id), inArray(o.state, ['pending', 'card_created'])))
    .returning();
  return row ?? null;
}

/** creating_card -> card_created with the card id, committed before the send step is claimed. */
export async function recordCard(db: Db, id: string, claimId: string, cardId: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({ state: 'card_created', cardId, claimId: null, leaseUntil: null, lastError: null, lastErrorKind: null, lastUpstreamStatus: null, updatedAt: sql`now()` })
    .where(and(eq(o.id, id), eq(o.claimId, claimId), eq(o.state, 'creating_card')))
    .returning();
  return row ?? null;
}

export type { Problem };

/** creating_card or sending -> failed / uncertain, with what went wrong. The card id stays. */
export async function recordProblem(db: Db, id: string, claimId: string, from: OutboxState, to: 'failed' | 'uncertain', problem: Problem): Promise<OutboxRow | null> {
  const [row] = await db
    .update(o)
    .set({
      state: to,
      claimId: null,
      leaseUntil: null,
      lastError: problem.message,
      lastErrorKind: problem.kind,
      lastUpstreamStatus: problem.upstreamStatus,
      updatedAt: sql`now()`,
    })
    .where(and(eq(o.id, id), eq(o.claimId, claimId), eq(o.state, from)))
    .returning();
  return row ?? null;
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

/**
 * Rows whose worker is gone (lease run out, or none): creating_card goes back to pending (a card
 * nobody sent is harmless; a new one is made), sending becomes uncertain (the service may have
 * acted). `onlyId` limits it to one row (the Retry button).
 */
export async function recoverAbandoned(db: Db, onlyId?: string): Promise<{ requeued: OutboxRow[]; uncertain: OutboxRow[] }> {
  const one = onlyId ? eq(o.id, onlyId) : undefined;
  const requeued = await db
    .update(o)
    .set({
      state: 'pending',
      claimId: null,
      leaseUntil: null,
      lastError: 'Shiftdesk stopped while creating the card; it is created again (nothing had been sent).',
      lastErrorKind: null,
      lastUpstreamStatus: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(o.state, 'creating_card'), expiredOrNone(), one))
    .returning();
  const uncertain = await db
    .update(o)
    .set({
      state: 'uncertain',
      claimId: null,
      leaseUntil: null,
      lastError: 'Shiftdesk stopped while sending, before the service answered.',
      lastErrorKind: 'interrupted',
      lastUpstreamStatus: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(o.state, 'sending'), expiredOrNone(), one))
    .returning();
  return { requeued, uncertain };
}

/** Rows waiting for a worker (pending or card_created), oldest first; `idleMs` skips fresh ones. */
export async function resumableRows(db: Db, options: { idleMs?: number; limit?: number } = {}): Promise<OutboxRow[]> {
  const idle = options.idleMs ? lt(o.updatedAt, sql`now() - (${Math.round(options.idleMs)}::int * interval '1 millisecond')`) : undefined;
  return db
    .select()
    .from(o)
    .where(and(inArray(o.state, ['pending', 'card_created']), idle))
    .orderBy(asc(o.createdAt), asc(o.id))
    .limit(options.limit ?? 500);
}

/** When the earliest live lease runs out (rows some worker holds right now), or null. */
export async function earliestLease(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${o.leaseUntil})` })
    .from(o)
    .where(inArray(o.state, ['creating_card', 'sending']));
  return row?.at ? new Date(row.at) : null;
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
