import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import {
  getOrganizationEntry,
  listEnterpriseEntries,
  listOrganizationEntries,
  removeEnterpriseEntry,
  removeOrganizationEntry,
  upsertEnterpriseEntry,
  upsertOrganizationEntry,
} from './entry-point-store';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
});
afterAll(async () => opened.close());

describe('directory entries', () => {
  it('adds, renames and removes enterprises, keeping int64 ids exact', async () => {
    await upsertEnterpriseEntry(opened.db, { enterpriseId: '9223372036854775807', displayName: 'Acme' });
    await upsertEnterpriseEntry(opened.db, { enterpriseId: '9223372036854775807', displayName: '  Acme Ltd ' });
    await upsertEnterpriseEntry(opened.db, { enterpriseId: '12', displayName: '' });
    expect((await listEnterpriseEntries(opened.db)).map((e) => [e.enterpriseId, e.displayName])).toEqual([
      ['9223372036854775807', 'Acme Ltd'],
      ['12', null],
    ]);
    expect(await removeEnterpriseEntry(opened.db, '12')).toBe(true);
    expect(await removeEnterpriseEntry(opened.db, '12')).toBe(false);
  });

  it('refuses ids beyond int64 and unknown time zones', async () => {
    await expect(upsertEnterpriseEntry(opened.db, { enterpriseId: '9223372036854775808' })).rejects.toThrow();
    await expect(upsertOrganizationEntry(opened.db, { organizationId: '5', timeZone: 'Mars/Olympus' })).rejects.toThrow();
    await expect(upsertOrganizationEntry(opened.db, { organizationId: '5', timeZone: '+02:00' })).rejects.toThrow();
  });

  it('adds, updates, filters and removes organizations', async () => {
    await upsertOrganizationEntry(opened.db, { organizationId: '101', enterpriseId: '9223372036854775807', displayName: 'North', timeZone: 'Europe/Paris' });
    await upsertOrganizationEntry(opened.db, { organizationId: '102', enterpriseId: null });
    await upsertOrganizationEntry(opened.db, { organizationId: '101', enterpriseId: '9223372036854775807', displayName: 'North Shop', timeZone: '' });
    expect(await getOrganizationEntry(opened.db, '101')).toMatchObject({ displayName: 'North Shop', timeZone: null });
    expect((await listOrganizationEntries(opened.db, { enterpriseId: '9223372036854775807' })).map((o) => o.organizationId)).toEqual(['101']);
    expect(await listOrganizationEntries(opened.db)).toHaveLength(2);
    expect(await removeOrganizationEntry(opened.db, '102')).toBe(true);
    expect(await getOrganizationEntry(opened.db, '102')).toBeNull();
  });
});
