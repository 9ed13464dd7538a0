import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { readToday } from './read-today';

// Today against the emulator over HTTP and a real PGlite database, with shared reads kept as in
// production: however many managers poll Today, the service is read once per organization and
// poll interval.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu, { SHARED_READ_SECONDS: '30' });

beforeAll(async () => {
  await emu.stats().catch(() => undefined);
  const db = app.services().db;
  await db.execute(sql`truncate organization_entries`);
  for (const organization of app.seed().organizations) await upsertOrganizationEntry(db, { organizationId: organization.id, timeZone: 'Europe/London' });
});

describe('readToday', () => {
  it('answers for every configured organization, and five managers polling read each organization once', async () => {
    await emu.resetStats();
    const views = await Promise.all(Array.from({ length: 5 }, () => readToday(app.services())));
    expect(views[0]!.organizations.map((o) => o.id)).toEqual(app.seed().organizations.map((o) => o.id));
    expect(views[0]!.organizations.every((o) => !o.problem)).toBe(true);
    const reads = (await emu.stats()).byRoute['GET /connect/organizations/:id/calendar-items'];
    expect(Object.values(reads ?? {}).reduce((a, b) => a + b, 0)).toBe(app.seed().organizations.length);
  });
});
