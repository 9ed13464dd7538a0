import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';
import { createDirectoryService, type DirectoryService } from './directory-service';
import { databaseProfileStore } from './profile-store';

// The app's directory service: one per composition (its look-up pool and memory are shared by
// every request), on the app's service client, keeping profiles in the app's database and sharing
// member lists through the client's shared reads (dropped with the rest of the organization's).

export const directoryOf: (services: AppServices) => DirectoryService = perServices(({ upstream, db, env, shared }) =>
  createDirectoryService(upstream, { store: databaseProfileStore(async () => db), refreshAfterMs: env.profileRefreshMs, shared }),
);
