import 'server-only';
import { asc } from 'drizzle-orm';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { offers } from '@/lib/server/db/schema';
import { backgroundPasses } from '@/lib/server/durable/background-passes';
import { earliestLease, recoverAbandoned, recoveredCount, waitingRows } from '@/lib/server/durable/durable-rows';
import { workEach } from '@/lib/server/durable/durable-worker';
import { log } from '@/lib/server/log/logger';
import { offerDepsOf, type OfferDeps } from './offer-deps';
import { checkOffer } from './offer-engine';
import type { Offer } from './offer-store';
import { offerTrack } from './offer-track';

// Watching running offers: a pass recovers checks a stopped process left (back to open), then
// checks every open offer once (reads its item, carries out the verdict). Passes run at start-up
// and, at most every WATCH_EVERY_MS, when someone polls (the drawer's offer state, Today).

export const WATCH_EVERY_MS = 5_000;

export type OfferWatchResult = { recovered: number; checked: number; nextLeaseEnd: Date | null };

export async function watchOffers(deps: OfferDeps): Promise<OfferWatchResult> {
  const recovered = recoveredCount(await recoverAbandoned(deps.db, offerTrack));
  const open = await waitingRows<Offer>(deps.db, [offerTrack], { orderBy: [asc(offers.createdAt)], limit: 500 });
  await workEach(open, 4, (offer) => checkOffer(deps, offer.id, { id: offer.createdById, email: offer.createdByEmail, via: 'watch' }));
  return { recovered, checked: open.length, nextLeaseEnd: await earliestLease(deps.db, offers) };
}

const passesOf = perServices((services) =>
  backgroundPasses({
    name: 'offers',
    log,
    sweepEveryMs: WATCH_EVERY_MS,
    sweepIdleMs: 0,
    pass: async () => {
      const { nextLeaseEnd, ...counts } = await watchOffers(offerDepsOf(services));
      return { counts, nextLeaseEnd };
    },
  }),
);

/** Start-up: check running offers in the background. Returns at once. */
export const startOfferWatch = (services: AppServices): void => passesOf(services).start(services.db);
/** From a poll: a pass now and then. */
export const watchOffersSoon = (services: AppServices): void => passesOf(services).sweepSoon(services.db);
/** Resolves once the pass in progress (if any) is over. */
export const offerWatchIdle = (services: AppServices): Promise<void> => passesOf(services).idle();
