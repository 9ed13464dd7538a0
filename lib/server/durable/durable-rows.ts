import 'server-only';
import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { leaseEndIn, leaseExpiredOrNone } from '@/lib/server/db/lease';
import { cleared, heldBy, isWaiting, released, rowWithId, stateOf, stepCase, type DurableTable, type DurableTrack } from './durable-track';
import type { Problem } from './write-failure';

// The statements the core runs on any durable table, each atomic and committed on its own (no
// transaction spans an upstream call). A row is worked on only under a claim: one UPDATE ...
// WHERE state = <waiting> ... RETURNING moves it into its working state with a fresh claim id and
// a lease on the database clock, so workers on several instances agree on when it has run out.
// Every later change names that claim, so a worker that lost it (its lease ran out and the row was
// recovered) changes nothing. Two requests, two tabs or two instances on one PostgreSQL can race
// for a row: the database lets exactly one UPDATE match.

type Values = Record<string, unknown>;

// The core is written against any durable table; drizzle types each table's rows itself, so the
// kind names its row type and the values are checked by the table's own columns at run time.
const update = (db: Db, table: DurableTable, values: Values) => db.update(table).set(values as never);

/** A waiting row whose backing-off lease (if any) has run out. */
const claimable = (track: DurableTrack): SQL => and(isWaiting(track), leaseExpiredOrNone(track.table.leaseUntil), track.claimableWhen) as SQL;

/** The rows `which` names that are claimable: waiting -> working under the claim id and a lease, in one statement. */
async function claimWhere<Row>(db: Db, track: DurableTrack, which: SQL, claimId: string, leaseMs: number): Promise<Row[]> {
  const t = track.table;
  const rows = await update(db, t, {
    [track.stateKey]: stepCase(track, (step) => sql`${step.working}`),
    claimId,
    leaseUntil: leaseEndIn(leaseMs),
    attempts: sql`${t.attempts} + ${stepCase(track, (step) => sql.raw(step.countsAttempt ? '1' : '0'))}`,
    updatedAt: sql`now()`,
  })
    .where(and(which, claimable(track)))
    .returning();
  return rows as Row[];
}

/** Waiting -> working under a new claim and lease; null when the row is not waiting (or not yet due). */
export async function claimStep<Row>(db: Db, track: DurableTrack, id: string, claimId: string, leaseMs: number): Promise<Row | null> {
  const [row] = await claimWhere<Row>(db, track, rowWithId(track, id), claimId, leaseMs);
  return row ?? null;
}

/**
 * claimStep for many rows in one statement (a pass claims its next few together: one statement
 * instead of one per row), all under one claim id; each is then held and released on its own.
 * Returns the rows that were still claimable.
 */
export function claimSteps<Row>(db: Db, track: DurableTrack, ids: readonly string[], claimId: string, leaseMs: number): Promise<Row[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return claimWhere<Row>(db, track, inArray(track.table.id, [...ids]), claimId, leaseMs);
}

/** Progress within a step, committed before the next call; the claim is kept. False: the claim was lost. */
export async function commitHeld(db: Db, track: DurableTrack, id: string, claimId: string, working: string, values: Values): Promise<boolean> {
  const rows = await update(db, track.table, { ...values, updatedAt: sql`now()` })
    .where(heldBy(track, id, claimId, working))
    .returning({ id: track.table.id });
  return rows.length === 1;
}

/** working -> `to`, the claim released and the last problem cleared (unless `values` says otherwise). */
export async function finishHeld<Row>(db: Db, track: DurableTrack, id: string, claimId: string, working: string, to: string, values: Values = {}): Promise<Row | null> {
  const [row] = await update(db, track.table, { [track.stateKey]: to, ...released(), ...cleared, ...values })
    .where(heldBy(track, id, claimId, working))
    .returning();
  return (row as Row | undefined) ?? null;
}

const problemColumns = (problem: Problem | null) => ({ lastError: problem?.message ?? null, lastErrorKind: problem?.kind ?? null, lastUpstreamStatus: problem?.upstreamStatus ?? null });

/** working -> `to` (failed, uncertain...) with what went wrong. */
export function failHeld<Row>(db: Db, track: DurableTrack, id: string, claimId: string, working: string, to: string, problem: Problem | null): Promise<Row | null> {
  return finishHeld<Row>(db, track, id, claimId, working, to, problemColumns(problem));
}

/** working -> back to a waiting state, with what went wrong, not to be claimed again for `afterMs` (backoff). */
export async function retryHeldLater<Row>(db: Db, track: DurableTrack, id: string, claimId: string, working: string, to: string, problem: Problem, afterMs: number): Promise<Row | null> {
  const [row] = await update(db, track.table, { [track.stateKey]: to, ...released(), ...problemColumns(problem), leaseUntil: leaseEndIn(afterMs) })
    .where(heldBy(track, id, claimId, working))
    .returning();
  return (row as Row | undefined) ?? null;
}

/**
 * Rows whose worker is gone (lease run out, or none), put where the track says, rule by rule.
 * `where` limits it (one row: a Retry button; one copy). Returns the rows each rule moved, by working state.
 */
export async function recoverAbandoned<Row>(db: Db, track: DurableTrack, where?: SQL): Promise<Record<string, Row[]>> {
  const state = track.stateKey;
  const moved: Record<string, Row[]> = {};
  for (const rule of track.abandoned) {
    moved[rule.working] = (await update(db, track.table, { [state]: rule.to, ...released(), ...rule.set })
      .where(and(eq(stateOf(track), rule.working), leaseExpiredOrNone(track.table.leaseUntil), where))
      .returning()) as Row[];
  }
  return moved;
}

/** How many rows the recovery moved. */
export const recoveredCount = (moved: Record<string, unknown[]>) => Object.values(moved).reduce((sum, rows) => sum + rows.length, 0);

export type WaitingQuery = {
  /** Only these rows (one copy). */
  where?: SQL;
  /** Skips rows touched more recently than this: a request is about to work on them itself. */
  idleMs?: number;
  orderBy: SQL[];
  limit: number;
};

/** Rows waiting for a worker in any of these tracks of one table, in the kind's order. */
export async function waitingRows<Row>(db: Db, tracks: readonly DurableTrack[], query: WaitingQuery): Promise<Row[]> {
  const table = (tracks[0] as DurableTrack).table;
  const idle = query.idleMs ? lt(table.updatedAt, sql`now() - (${Math.round(query.idleMs)}::int * interval '1 millisecond')`) : undefined;
  const rows = await db
    .select()
    .from(table)
    .where(and(or(...tracks.map(claimable)), idle, query.where))
    .orderBy(...query.orderBy)
    .limit(query.limit);
  return rows as Row[];
}

/** When the earliest lease on the table runs out (a row held now, or one backing off), or null. */
export async function earliestLease(db: Db, table: DurableTable): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${table.leaseUntil})` })
    .from(table)
    .where(isNotNull(table.leaseUntil));
  return row?.at ? new Date(row.at) : null;
}
