import 'server-only';
import type { Db } from '@/lib/server/db/types';
import type { UpstreamClient } from '@/lib/server/upstream/client';

// What a publish's steps work with, and on whose behalf.

/** Long enough for one write with its 429 retries. */
export const DEFAULT_PUBLISH_LEASE_MS = 60_000;
export type PublishClient = Pick<
  UpstreamClient,
  // The last two post the announcement card through the message outbox.
  'createCalendarItem' | 'listCalendarItems' | 'getCalendarItem' | 'patchCalendarItem' | 'deleteCalendarItem' | 'addCalendarItemMember' | 'removeCalendarItemMember' | 'createCard' | 'sendMessage'
>;
export type PublishDeps = {
  db: Db;
  client: PublishClient;
  /** Whether the organization is still in the configured entry points (the app's scope check). */
  inScope: (organizationId: string) => Promise<boolean>;
  /** How many people an item needs ("needs N", kept by Shiftdesk: lib/schedule). */
  needsOf: (organizationId: string, itemId: string) => Promise<number>;
  /** A member's name, for the words of a skipped line ("Filled meanwhile by Ana Lopez"). */
  namesOf: (organizationId: string) => Promise<ReadonlyMap<string, string>>;
  leaseMs?: number;
};
export type PublishActor = { id?: string | null; email?: string | null; via: 'publish' | 'resume' | 'undo' };
