import 'server-only';
import { processState } from '@/lib/server/process-state';
import { upstream } from '@/lib/server/service-connection';
import { createKnownIds, type KnownIds } from './known-ids';

// The app-wide answers to "does the service know this id?": one per process, on the app's client.
const holder = processState<{ known?: KnownIds }>('known-ids', () => ({}));

/** Whether the service knows an organization or enterprise (see known-ids.ts). */
export function knownIds(): KnownIds {
  return (holder.known ??= createKnownIds(upstream()));
}
