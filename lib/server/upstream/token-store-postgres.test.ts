import 'server-only';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { openInstance } from '@/test/support/token-fixture';

// Cross-instance renewal on a real PostgreSQL server: three "app instances", each with its own
// connection pool, share one database; the advisory lock must make exactly one of them renew.
// PGlite (one connection) cannot show this, so this file runs on the throwaway PostgreSQL that
// vitest's global setup starts (or TEST_DATABASE_URL), in a database of its own.

const DAY = 86_400_000;

describe.skipIf(!postgresTestsEnabled)('token renewal across instances on PostgreSQL', () => {
  const emu = emulatorForFile('demo');
  const database = postgresDatabaseForFile('tokens');
  let seed: SeedInfo;
  const databases: OpenedDatabase[] = [];

  beforeAll(async () => {
    seed = await emu.seed();
    for (let i = 0; i < 3; i += 1) databases.push(await openDatabase({ databaseUrl: database.url }));
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });
  beforeEach(async () => {
    await databases[0]!.db.execute(sql`truncate service_token, audit_log`);
    await emu.faults({});
    await emu.resetStats();
  });

  async function dueEverywhere() {
    const env = { clientId: seed.clientId, clientSecret: seed.clientSecret };
    const instances = databases.map((d) => openInstance(d.db, emu.url, { env }));
    const { accessToken } = await emu.token(undefined, 3600);
    await instances[0]!.store.adoptToken(accessToken, { known: { expiresAt: new Date(Date.now() + 3600_000), issuedAt: new Date(Date.now() - 10 * DAY) } });
    return instances;
  }

  it('three instances, 60 concurrent calls, exactly one renewal', async () => {
    const instances = await dueEverywhere();
    await Promise.all(instances.flatMap((inst) => Array.from({ length: 20 }, () => inst.client.getEnterprise(seed.enterprise.id))));
    expect((await emu.stats()).renewals).toBe(1);
    const tokens = await Promise.all(instances.map((i) => i.store.accessToken()));
    expect(new Set(tokens).size).toBe(1);
  });

  it('with revokeOnRenewal, no request on any instance fails', async () => {
    await emu.faults({ revokeOnRenewal: true, latencyMs: { min: 5, max: 40 } });
    const instances = await dueEverywhere();
    const results = await Promise.allSettled(instances.flatMap((inst) => Array.from({ length: 20 }, () => inst.client.getUser(seed.users[2]!.id))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await emu.stats()).renewals).toBe(1);
  });
});
