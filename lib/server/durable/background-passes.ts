import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { processState } from '@/lib/server/process-state';

// Runs passes of a durable worker (the message outbox, copies) in the background of this process:
// one right after start-up (never delaying it), a follow-up when rows were held by a lease that had
// not run out yet (a quick restart, or another instance), and at most every SWEEP_EVERY_MS when
// someone looks (so rows a crashed instance left behind are picked up by the others). Passes never
// overlap in one process; across processes the row claims keep them apart. One per process.

const SWEEP_EVERY_MS = 30_000;
/** Waiting rows younger than this belong to a request that is about to work on them itself. */
const SWEEP_IDLE_MS = 30_000;

/** One pass: what it returns says when the earliest lease it saw runs out (undefined: it failed). */
export type Pass = (db: Db, idleMs: number) => Promise<{ nextLeaseEnd: Date | null } | undefined>;

type Runner = { current?: Promise<void>; lastSweepAt: number; followUp?: ReturnType<typeof setTimeout> };

export function backgroundPasses(name: string, pass: Pass) {
  const runner = processState<Runner>(name, () => ({ lastSweepAt: 0 }));

  function schedule(db: Db, idleMs: number): Promise<void> {
    if (runner.current) return runner.current;
    runner.current = pass(db, idleMs)
      .then((result) => {
        if (!result?.nextLeaseEnd) return;
        // Someone held rows when we looked: look again once their lease has run out.
        const wait = Math.max(1_000, result.nextLeaseEnd.getTime() - Date.now() + 1_000);
        if (runner.followUp) clearTimeout(runner.followUp);
        runner.followUp = setTimeout(() => void schedule(db, 0), wait);
        runner.followUp.unref?.();
      })
      .finally(() => {
        runner.current = undefined;
      });
    return runner.current;
  }

  return {
    /** Start-up: resume unfinished rows in the background. Returns at once. */
    start(db: Db): void {
      runner.lastSweepAt = Date.now();
      const timer = setTimeout(() => void schedule(db, 0), 0);
      timer.unref?.();
    },
    /** From a poll: a pass now and then, in the background. */
    sweepSoon(db: Db, now = Date.now()): void {
      if (now - runner.lastSweepAt < SWEEP_EVERY_MS) return;
      runner.lastSweepAt = now;
      void schedule(db, SWEEP_IDLE_MS);
    },
    /** Tests: wait for the pass in progress (if any). */
    async idle(): Promise<void> {
      // The start-up pass begins on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 5));
      while (runner.current) await runner.current;
    },
  };
}
