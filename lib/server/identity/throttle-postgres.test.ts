import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createUserIfAbsent } from './users';
import { authenticate } from './authenticate';
import { PAIR_RULE } from './throttle';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';

// The sign-in throttle on a real PostgreSQL server with three "app instances", each with its own
// connection pool: a parallel burst spread over them still gets at most the free password checks
// (PGlite has one connection, so only PostgreSQL shows real concurrency).

describe.skipIf(!postgresTestsEnabled)('the sign-in throttle across instances on PostgreSQL', () => {
  const database = postgresDatabaseForFile('throttle');
  const instances: OpenedDatabase[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) instances.push(await openDatabase({ databaseUrl: database.url }));
    await createUserIfAbsent(instances[0]!.db, { email: 'burst@test.local', name: 'Burst', role: 'admin', password: 'the-right-password' });
  });
  afterAll(async () => {
    await Promise.all(instances.map((d) => d.close()));
  });

  it('25 guesses at once through three instances: exactly the free ones are checked', async () => {
    const now = new Date();
    const burst = 25;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) => authenticate(instances[i % 3]!.db, { email: 'burst@test.local', password: `guess-${i}`, ip: '203.0.113.77', now })),
    );
    const kinds = results.map((r) => (r.ok ? 'ok' : r.error.kind));
    expect(kinds.filter((k) => k === 'unauthorised')).toHaveLength(PAIR_RULE.free);
    expect(kinds.filter((k) => k === 'rate_limited')).toHaveLength(burst - PAIR_RULE.free);
  });
});
