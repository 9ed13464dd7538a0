import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { upstream } from '@/lib/server/service-connection';
import { resumeOutbox } from './outbox-resume';
import { errorFields, log } from '@/lib/server/log/logger';

// Outbox passes in the background of this process (lib/server/durable/background-passes.ts): at
// start-up, after a lease others held runs out, and now and then from the history's poll.

const passes = backgroundPasses('outbox-runner', async (db: Db, idleMs: number) => {
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
});

/** Start-up: resume unfinished rows in the background. Returns at once. */
export const startOutboxResume = (db: Db): void => passes.start(db);

/** From the history's poll: a pass now and then, in the background. */
export const sweepOutboxSoon = (db: Db, now = Date.now()): void => passes.sweepSoon(db, now);

/** Tests: wait for the pass in progress (if any). */
export const outboxRunnerIdle = (): Promise<void> => passes.idle();
