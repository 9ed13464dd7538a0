import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { createKnownIds, type KnownIds } from './known-ids';

/** Whether the service knows an organization or enterprise (see known-ids.ts): one memory per composition, on its client. */
export const knownIdsOf: (services: AppServices) => KnownIds = perServices(({ upstream }) => createKnownIds(upstream));
