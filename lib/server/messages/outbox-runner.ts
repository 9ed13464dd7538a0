import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { processState } from '@/lib/server/process-state';
import { upstream } from '@/lib/server/service-connection';
import { resumeOutbox, type ResumeResult } from './outbox-resume';
import { errorFields, log } from '@/lib/server/log/logger';

// Runs outbox passes in the background of this process: one right after start-up (never delaying
// it), a follow-up when rows were held by a lease that had not run out yet (a quick restart, or
// another instance), and at most every SWEEP_EVERY_MS when someone looks at the history (so rows a
// crashed instance left behind are picked up by the others). Passes never overlap in one process;
// across processes the row claims keep them apart. One runner per process, like the database.

const SWEEP_EVERY_MS = 30_000;
/** Waiting rows younger than this belong to a request that is about to work on them itself. */
const SWEEP_IDLE_MS = 30_000;

type Runner = { current?: Promise<void>; lastSweepAt: number; followUp?: ReturnType<typeof setTimeout> };
const runner = processState<Runner>('outbox-runner', () => ({ lastSweepAt: 0 }));

async function pass(db: Db, idleMs: number): Promise<ResumeResult | undefined> {
  try {
    const result = await resumeOutbox({ db, client: upstream() }, { idleMs });
    if (result.requeued + result.uncertain + result.resumed > 0) {
      log().info({ outbox: { resumed: result.resumed, requeued: result.requeued, uncertain: result.uncertain } }, 'outbox pass resumed unfinished messages');
    }
    return result;
  } catch (error) {
    log().warn(errorFields(error), 'outbox background pass failed');
    return undefined;
  }
}

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

/** Start-up: resume unfinished rows in the background. Returns at once. */
export function startOutboxResume(db: Db): void {
  runner.lastSweepAt = Date.now();
  const timer = setTimeout(() => void schedule(db, 0), 0);
  timer.unref?.();
}

/** From the history's poll: a pass now and then, in the background. */
export function sweepOutboxSoon(db: Db, now = Date.now()): void {
  if (now - runner.lastSweepAt < SWEEP_EVERY_MS) return;
  runner.lastSweepAt = now;
  void schedule(db, SWEEP_IDLE_MS);
}

/** Tests: wait for the pass in progress (if any). */
export async function outboxRunnerIdle(): Promise<void> {
  // The start-up pass begins on the next tick.
  await new Promise((resolve) => setTimeout(resolve, 5));
  while (runner.current) await runner.current;
}
