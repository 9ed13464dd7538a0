import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { log } from '@/lib/server/log/logger';
import { resumePublishes } from './publish-recovery';
import { publishDepsOf } from './publish-run';

// Publishes a stopped process (or another instance) left unfinished, resumed in the background
// (lib/server/durable/background-passes.ts): one runner per composition of the app, on its services.

const passesOf = perServices((services) =>
  backgroundPasses({
    name: 'draft publish',
    log,
    pass: async (_db, idleMs) => {
      const { nextLeaseEnd, ...counts } = await resumePublishes(publishDepsOf(services), { idleMs });
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: resume unfinished publishes in the background. Returns at once. */
export const startPublishResume = (services: AppServices): void => passesOf(services).start(services.db);
/** From the read model's poll: a pass now and then (lines a stopped instance left behind). */
export const sweepPublishesSoon = (services: AppServices): void => passesOf(services).sweepSoon(services.db);
