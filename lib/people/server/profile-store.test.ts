import 'server-only';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';
import { openTestDatabase } from '@/test/support/test-database';
import { databaseProfileStore } from './profile-store';

// The kept profiles on both drivers: read back as written, many at once, and a late older read
// never overwrites a newer one (two instances refreshing the same person).

const drivers: { name: string; skip: boolean; open: () => Promise<OpenedDatabase> }[] = [
  { name: 'PGlite', skip: false, open: openTestDatabase },
  { name: 'PostgreSQL', skip: !postgresTestsEnabled, open: () => openDatabase({ databaseUrl: postgres.url }) },
];
const postgres = postgresDatabaseForFile('profiles');

for (const driver of drivers) {
  describe.skipIf(driver.skip)(`kept profiles on ${driver.name}`, () => {
    let opened: OpenedDatabase;
    beforeAll(async () => {
      opened = await driver.open();
    });
    afterAll(async () => opened.close());

    it('reads back what was written, 2,500 at once, and a late older read loses to a newer one', async () => {
      const store = databaseProfileStore(async () => opened.db);
      const many = Array.from({ length: 2_500 }, (_, i) => ({ userId: `7${String(i).padStart(18, '0')}`, fullName: `Person ${i}`, avatarPublicId: i % 2 ? `8${String(i).padStart(18, '0')}` : undefined, fetchedAt: 1_000 }));
      await store.write(many);
      const read = await store.read(many.map((p) => p.userId));
      expect(read.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(many);

      const id = many[0]!.userId;
      await store.write([{ userId: id, fullName: 'Renamed', avatarPublicId: undefined, fetchedAt: 3_000 }]);
      await store.write([{ userId: id, fullName: 'Old name, read earlier', avatarPublicId: undefined, fetchedAt: 2_000 }]);
      expect(await store.read([id, '7999999999999999999'])).toEqual([{ userId: id, fullName: 'Renamed', avatarPublicId: undefined, fetchedAt: 3_000 }]);
    });
  });
}
