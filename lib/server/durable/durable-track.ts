import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

// What a kind of durable work tells the core about its table (docs/decisions/durable-work.md): the
// claim columns every durable table has (lib/server/db/schema/durable-columns.ts), the column that
// holds the state of this track of work (a table may hold two: a copy row's creation and its undo),
// which waiting state each step is claimed from and which working state it holds the row in, and
// what becomes of a row whose worker is gone (its lease ran out mid-step).

/** A table with the claim columns (claimColumns()) and an id and updatedAt. */
export type DurableTable = PgTable & {
  id: AnyPgColumn;
  claimId: AnyPgColumn;
  leaseUntil: AnyPgColumn;
  attempts: AnyPgColumn;
  lastError: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** One step: claimed from `from` into `working`, under a claim id and a lease. */
export type StepClaim = {
  from: string;
  working: string;
  /** This claim starts a new attempt (counted in `attempts`). */
  countsAttempt?: boolean;
};

/** What a row left in `working` by a worker that is gone becomes. */
export type Abandoned = {
  working: string;
  to: string;
  /** What else to set with it: what to say on the row (lastError...), what to look for next time. */
  set?: Record<string, unknown>;
};

export type DurableTrack = {
  /** For logs. */
  name: string;
  table: DurableTable;
  /** The table's property holding this track's state ('state', 'undoState'). */
  stateKey: string;
  steps: readonly StepClaim[];
  abandoned: readonly Abandoned[];
  /** An extra condition every claim of this track must meet (for example: the row's other track is idle). */
  claimableWhen?: SQL;
};

/** The columns a released claim sets. */
export const released = () => ({ claimId: null, leaseUntil: null, updatedAt: sql`now()` });
/** The columns a cleared problem sets. */
export const cleared = { lastError: null, lastErrorKind: null, lastUpstreamStatus: null } as const;

export const waitingStates = (track: DurableTrack) => track.steps.map((step) => step.from);
export const workingStates = (track: DurableTrack) => track.steps.map((step) => step.working);

/** The column of the track's state. */
export const stateOf = (track: DurableTrack): AnyPgColumn => (track.table as unknown as Record<string, AnyPgColumn>)[track.stateKey] as AnyPgColumn;

/** The row is in one of the track's waiting states. */
export const isWaiting = (track: DurableTrack): SQL => inArray(stateOf(track), waitingStates(track));

/** `state = 'a' then 'b' ...` as one CASE over the track's steps. */
export function stepCase(track: DurableTrack, pick: (step: StepClaim) => SQL): SQL {
  const whens = track.steps.map((step) => sql`when ${stateOf(track)} = ${step.from} then ${pick(step)}`);
  return sql`case ${sql.join(whens, sql` `)} end`;
}

/** The row with this id. */
export const rowWithId = (track: DurableTrack, id: string): SQL => eq(track.table.id, id);

/** Held under this claim, in this working state. */
export const heldBy = (track: DurableTrack, id: string, claimId: string, working: string): SQL =>
  and(eq(track.table.id, id), eq(track.table.claimId, claimId), eq(stateOf(track), working)) as SQL;
