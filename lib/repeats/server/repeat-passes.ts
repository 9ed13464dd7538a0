import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { log } from '@/lib/server/log/logger';
import { rollRepeats } from './roll-repeats';
import { rollSeriesChanges } from './series-changes';

// The rolling pass in the background (lib/server/durable/background-passes.ts): at start-up, then
// every ROLL_EVERY_MS while the process runs (the horizon moves with the clock, whether or not
// anyone looks), and soon after a series is created or changed. Each pass first takes up the series'
// changes a stopped process left (series-changes.ts).

export const ROLL_EVERY_MS = 10 * 60_000;

const passesOf = perServices((services) =>
  backgroundPasses({
    name: 'repeats',
    log,
    sweepEveryMs: 0,
    sweepIdleMs: 0,
    pass: async () => {
      // A change of a series first: the occurrences it removes are not made meanwhile.
      const changes = await rollSeriesChanges(services);
      const { nextLeaseEnd, ...rolled } = await rollRepeats(services);
      const counts = { ...changes, ...rolled };
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: roll every series forward in the background, now and every ROLL_EVERY_MS. Returns at once. */
export function startRepeatRoll(services: AppServices): void {
  passesOf(services).start(services.db);
  const timer = setInterval(() => passesOf(services).sweepSoon(services.db), ROLL_EVERY_MS);
  timer.unref?.();
}
/** After a series was created or changed: a pass soon. */
export const rollRepeatsSoon = (services: AppServices): void => passesOf(services).sweepSoon(services.db);
/** Resolves once the pass in progress (if any) is over. */
export const repeatRollIdle = (services: AppServices): Promise<void> => passesOf(services).idle();
