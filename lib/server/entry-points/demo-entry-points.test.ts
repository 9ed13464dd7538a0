import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/support/test-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { seedDemoEntryPoints } from './demo-entry-points';
import { listEnterpriseEntries, listOrganizationEntries, upsertEnterpriseEntry } from './entry-point-store';
import { captureLogs } from '@/test/support/capture-logs';

const emu = emulatorForFile('demo');
let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened.close());

describe('seedDemoEntryPoints', () => {
  it('fills empty settings with the emulator enterprise and organizations, with names and zones', async () => {
    const seed = await emu.seed();
    expect(await seedDemoEntryPoints(opened.db, emu.url)).toBe(1 + seed.organizations.length);
    const [enterprise] = await listEnterpriseEntries(opened.db);
    expect(enterprise).toMatchObject({ enterpriseId: seed.enterprise.id, displayName: seed.enterprise.name });
    const orgs = await listOrganizationEntries(opened.db);
    expect(orgs.map((o) => [o.organizationId, o.displayName, o.timeZone, o.enterpriseId])).toEqual(
      seed.organizations.map((o) => [o.id, o.name, o.timeZone, seed.enterprise.id]),
    );
  });

  it('leaves settings an admin has already filled alone', async () => {
    const fresh = await openTestDatabase();
    try {
      await upsertEnterpriseEntry(fresh.db, { enterpriseId: '42', displayName: 'Mine' });
      expect(await seedDemoEntryPoints(fresh.db, emu.url)).toBe(0);
      expect((await listEnterpriseEntries(fresh.db)).map((e) => e.enterpriseId)).toEqual(['42']);
    } finally {
      await fresh.close();
    }
  });

  it('logs and carries on when the emulator cannot be reached', async () => {
    const logs = captureLogs();
    const fresh = await openTestDatabase();
    try {
      expect(await logs.during(() => seedDemoEntryPoints(fresh.db, 'http://127.0.0.1:9'))).toBe(0);
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 'warn', msg: 'demo entry points not loaded' })]);
      expect(await listEnterpriseEntries(fresh.db)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
