import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { log } from '@/lib/server/log/logger';
import { processState } from '@/lib/server/process-state';
import { upstream } from '@/lib/server/service-connection';
import { resumeOutbox } from './outbox-resume';

// Outbox passes in the background of this process (lib/server/durable/background-passes.ts): at
// start-up, after a lease others held runs out, and now and then from the history's poll.

const passes = processState('outbox-runner', () =>
  backgroundPasses({
    name: 'outbox',
    log,
    pass: async (db, idleMs) => {
      const { nextLeaseEnd, ...counts } = await resumeOutbox({ db, client: upstream() }, { idleMs });
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: resume unfinished rows in the background. Returns at once. */
export const startOutboxResume = (db: Db): void => passes.start(db);

/** From the history's poll: a pass now and then, in the background. */
export const sweepOutboxSoon = (db: Db, now = Date.now()): void => passes.sweepSoon(db, now);

/** Tests: wait for the pass in progress (if any). */
export const outboxRunnerIdle = (): Promise<void> => passes.idle();
