import 'server-only';
import type { AppServices } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import type { UpstreamClient } from '@/lib/server/upstream/client';

// What an offer's checks work with, and on whose behalf.

export type OfferClient = Pick<UpstreamClient, 'getCalendarItem' | 'addCalendarItemMember' | 'removeCalendarItemMember'>;
export type OfferDeps = {
  db: Db;
  client: OfferClient;
  /** How long one check holds the row: a read and a few member writes with their retries. */
  leaseMs: number;
};
export type OfferActor = { id?: string | null; email?: string | null; via: 'offer' | 'cancel' | 'watch' };

export const offerDepsOf = ({ db, upstream, env }: AppServices): OfferDeps => ({ db, client: upstream, leaseMs: env.copyLeaseMs });
