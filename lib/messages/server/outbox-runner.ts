import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { log } from '@/lib/server/log/logger';
import { resumeOutbox } from './outbox-resume';

// Outbox passes in the background (lib/server/durable/background-passes.ts), one runner per
// composition of the app: at start-up, after a lease others held runs out, and now and then from
// the history's poll.

const passesOf = perServices(({ db, upstream }) =>
  backgroundPasses({
    name: 'outbox',
    log,
    pass: async (_db, idleMs) => {
      const { nextLeaseEnd, ...counts } = await resumeOutbox({ db, client: upstream }, { idleMs });
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: resume unfinished rows in the background. Returns at once. */
export const startOutboxResume = (services: AppServices): void => passesOf(services).start(services.db);

/** From the history's poll: a pass now and then, in the background. */
export const sweepOutboxSoon = (services: AppServices, now = Date.now()): void => passesOf(services).sweepSoon(services.db, now);

/** Resolves once the pass in progress (if any) is over. */
export const outboxRunnerIdle = (services: AppServices): Promise<void> => passesOf(services).idle();
