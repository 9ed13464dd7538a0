import 'server-only';
import type { Logger } from 'pino';
import type { Db } from '@/lib/server/db/types';
import { errorFields, withLogger } from '@/lib/server/log/logger';

// Runs resume passes of one kind of durable work (the message outbox, copies) in the background of
// this process: one right after start-up (never delaying it), a follow-up when rows were held by a
// lease that had not run out yet (a quick restart, another instance, a row backing off), and at
// most every `sweepEveryMs` when someone looks (so rows a crashed instance left behind are picked
// up by the others). Passes never overlap in one runner; across processes the row claims keep
// them apart. The kind keeps one runner per composition of the app (perServices).

/** What a pass did: how many rows it moved on, by what (for the log), and when the earliest lease it saw runs out. */
export type PassResult = { counts: Record<string, number>; nextLeaseEnd: Date | null };
/** One pass; `idleMs` leaves alone waiting rows touched more recently (a request is about to work on them). */
export type Pass = (db: Db, idleMs: number) => Promise<PassResult>;

export type BackgroundPassesOptions = {
  /** For the log: "outbox", "copy". */
  name: string;
  pass: Pass;
  log: () => Logger;
  now?: () => number;
  sweepEveryMs?: number;
  /** Waiting rows younger than this belong to a request that is about to work on them itself. */
  sweepIdleMs?: number;
};

export type BackgroundPasses = {
  /** Start-up: resume unfinished rows in the background. Returns at once. */
  start(db: Db): void;
  /** From a poll: a pass now and then, in the background. */
  sweepSoon(db: Db, now?: number): void;
  /** Tests: wait for the pass in progress (if any). */
  idle(): Promise<void>;
};

export function backgroundPasses(options: BackgroundPassesOptions): BackgroundPasses {
  const { name, log } = options;
  const clock = options.now ?? Date.now;
  const sweepEveryMs = options.sweepEveryMs ?? 30_000;
  const sweepIdleMs = options.sweepIdleMs ?? 30_000;
  let current: Promise<void> | undefined;
  let lastSweepAt = 0;
  let followUp: ReturnType<typeof setTimeout> | undefined;

  async function pass(db: Db, idleMs: number): Promise<PassResult | undefined> {
    try {
      // Every line the pass writes, however deep, says which pass it came from.
      const result = await withLogger(log().child({ pass: name }), () => options.pass(db, idleMs));
      if (Object.values(result.counts).some((n) => n > 0)) log().info({ [name]: result.counts }, `${name} pass resumed unfinished work`);
      return result;
    } catch (error) {
      log().warn(errorFields(error), `${name} background pass failed`);
      return undefined;
    }
  }

  function schedule(db: Db, idleMs: number): Promise<void> {
    if (current) return current;
    current = pass(db, idleMs)
      .then((result) => {
        if (!result?.nextLeaseEnd) return;
        // Someone held rows when we looked: look again once their lease has run out.
        const wait = Math.max(1_000, result.nextLeaseEnd.getTime() - clock() + 1_000);
        if (followUp) clearTimeout(followUp);
        followUp = setTimeout(() => void schedule(db, 0), wait);
        followUp.unref?.();
      })
      .finally(() => {
        current = undefined;
      });
    return current;
  }

  return {
    start(db) {
      lastSweepAt = clock();
      const timer = setTimeout(() => void schedule(db, 0), 0);
      timer.unref?.();
    },
    sweepSoon(db, now = clock()) {
      if (now - lastSweepAt < sweepEveryMs) return;
      lastSweepAt = now;
      void schedule(db, sweepIdleMs);
    },
    async idle() {
      // The start-up pass begins on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 5));
      while (current) await current;
    },
  };
}
