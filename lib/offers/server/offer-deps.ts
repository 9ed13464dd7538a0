import 'server-only';
import type { AppServices } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { completeCover } from '@/lib/staffing/server';

// What an offer's checks work with, and on whose behalf.

export type OfferClient = Pick<UpstreamClient, 'getCalendarItem' | 'addCalendarItemMember' | 'removeCalendarItemMember' | 'createCard' | 'sendMessage'>;
export type OfferDeps = {
  db: Db;
  client: OfferClient;
  /** How long one check holds the row: a read and a few member writes with their retries. */
  leaseMs: number;
  /** An offer finding a cover: takes the requester off once the cover is read back holding the shift (lib/staffing/server/answer-replacement.ts). */
  completeCover: (organizationId: string, itemId: string, requesterId: string, coverId: string) => Promise<{ result: string }>;
};
export type OfferActor = { id?: string | null; email?: string | null; via: 'offer' | 'cancel' | 'watch' };

export const offerDepsOf = (services: AppServices): OfferDeps => ({
  db: services.db,
  client: services.upstream,
  leaseMs: services.env.copyLeaseMs,
  completeCover: (organizationId, itemId, requesterId, coverId) => completeCover(services, organizationId, itemId, requesterId, coverId),
});
