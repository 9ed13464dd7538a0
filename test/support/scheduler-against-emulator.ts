import { afterAll, beforeAll } from 'vitest';
import type { AppServices } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { appAgainstEmulator } from './app-against-emulator';
import type { EmulatorHarness } from './emulator-harness';
import { addTestUser, openTestDatabase } from './test-database';

type Entry = Omit<Parameters<typeof upsertOrganizationEntry>[1], 'organizationId'>;

/**
 * A scheduler's actions as the app runs them, for one test file: the app against `emu` over HTTP,
 * a fresh PGlite database with a scheduler (and a viewer, for refusals), and the seed's first
 * organization entered with `entry` (its zone, working-time rules); the second one's id for tests
 * of another organization. Filled in before the file's tests run.
 */
export function schedulerAgainstEmulator(emu: EmulatorHarness, entry: Entry) {
  const app = appAgainstEmulator(emu);
  const shared = {
    app,
    organizationId: '',
    otherOrganizationId: '',
    people: [] as string[],
    opened: undefined as unknown as OpenedDatabase,
    scheduler: undefined as unknown as SessionUser,
    viewer: undefined as unknown as SessionUser,
    services: undefined as unknown as AppServices,
  };
  beforeAll(async () => {
    const seed = app.seed();
    shared.organizationId = seed.organizations[0]!.id;
    shared.otherOrganizationId = seed.organizations[1]!.id;
    shared.people = seed.users.filter((u) => u.organizationIds.includes(shared.organizationId)).map((u) => u.id);
    shared.opened = await openTestDatabase();
    shared.scheduler = toSessionUser(await addTestUser(shared.opened, 'scheduler'));
    shared.viewer = toSessionUser(await addTestUser(shared.opened, 'viewer'));
    await upsertOrganizationEntry(shared.opened.db, { organizationId: shared.organizationId, ...entry });
    shared.services = { ...app.services(), db: shared.opened.db };
  });
  afterAll(async () => {
    await shared.opened?.close();
  });
  return shared;
}
