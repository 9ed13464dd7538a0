import 'server-only';
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { Db } from '@/lib/server/db/types';
import { claimStep, commitHeld, failHeld, finishHeld, retryHeldLater } from './durable-rows';
import type { DurableTrack } from './durable-track';
import type { Problem } from './write-failure';

// The core's worker: takes one row through its steps, each under a claim of its own, each step's
// result committed before the next call. A kind plugs in what each step does (`run`, told which
// working state it holds the row in); the core claims, holds and releases.

/** What the core needs: the database and how long a claim holds a row (one call with its retries). */
export type DurableDeps = { db: Db; leaseMs: number };

/** A row held under a claim, and what the step may do with it. Each returns null/false when the claim was lost. */
export type Held<Row> = {
  row: Row;
  claimId: string;
  /** The working state the row is held in (which step to run). */
  working: string;
  /** Commits progress within the step (the claim is kept): one more person assigned, "it may exist". */
  commit(values: Record<string, unknown>): Promise<boolean>;
  /** Ends the step: on to `to`, the claim released, the last problem cleared. */
  finish(to: string, values?: Record<string, unknown>): Promise<Row | null>;
  /** Ends the step with a problem: `to` failed (safe to do again) or uncertain (a person decides). */
  fail(to: string, problem: Problem | null): Promise<Row | null>;
  /** Ends the step for now: back to waiting state `to`, claimable again after `afterMs` (backoff). */
  retryLater(to: string, problem: Problem, afterMs: number): Promise<Row | null>;
};

/** Does one step with the held row; true: claim the next step. */
export type RunStep<Row> = (held: Held<Row>) => Promise<boolean>;

function hold<Row>(deps: DurableDeps, track: DurableTrack, id: string, claimId: string, row: Row): Held<Row> {
  const working = (row as Record<string, unknown>)[track.stateKey] as string;
  return {
    row,
    claimId,
    working,
    commit: (values) => commitHeld(deps.db, track, id, claimId, working, values),
    finish: (to, values) => finishHeld<Row>(deps.db, track, id, claimId, working, to, values),
    fail: (to, problem) => failHeld<Row>(deps.db, track, id, claimId, working, to, problem),
    retryLater: (to, problem, afterMs) => retryHeldLater<Row>(deps.db, track, id, claimId, working, to, problem, afterMs),
  };
}

/** A row its worker already holds (claimSteps claimed it with others), and under which claim. */
export type Claimed<Row> = { row: Row; claimId: string };

/**
 * Works one row, claim after claim (at most one per step of the track), until a step says stop or
 * the row is not waiting any more (done, failed, uncertain, backing off, or another worker holds it).
 * `claimed`: the first step's claim was already taken (with other rows, in one statement).
 */
export async function workRow<Row>(deps: DurableDeps, track: DurableTrack, id: string, run: RunStep<Row>, claimed?: Claimed<Row>): Promise<void> {
  for (let step = 0; step < track.steps.length; step += 1) {
    const claimId = step === 0 && claimed ? claimed.claimId : randomUUID();
    const row = step === 0 && claimed ? claimed.row : await claimStep<Row>(deps.db, track, id, claimId, deps.leaseMs);
    if (!row) return;
    if (!(await run(hold(deps, track, id, claimId, row)))) return;
  }
}

/** Runs `work` on each item, `concurrency` at a time. */
export async function workEach<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const limit = pLimit(concurrency);
  await Promise.all(items.map((item) => limit(() => work(item))));
}
