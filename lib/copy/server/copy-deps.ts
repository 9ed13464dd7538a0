import 'server-only';
import { DEFAULT_COPY_LEASE_SECONDS } from '@/lib/env';
import type { Db } from '@/lib/server/db/types';
import type { UpstreamClient } from '@/lib/server/upstream/client';

// What the copy's steps work with, and on whose behalf.

/** Long enough for one create or one person's assignment with its 429 retries (COPY_LEASE_SECONDS sets it). */
export const DEFAULT_LEASE_MS = DEFAULT_COPY_LEASE_SECONDS * 1000;
export type CopyClient = Pick<UpstreamClient, 'createCalendarItem' | 'listCalendarItems' | 'getCalendarItem' | 'addCalendarItemMember' | 'deleteCalendarItem'>;
export type CopyDeps = {
  db: Db;
  client: CopyClient;
  /** Whether the organization is still in the configured entry points (the app's scope check). */
  inScope: (organizationId: string) => Promise<boolean>;
  leaseMs?: number;
};
export type CopyActor = { id?: string | null; email?: string | null; via: 'copy' | 'retry' | 'create_anyway' | 'resume' | 'undo' };
