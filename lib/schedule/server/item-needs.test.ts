import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { createScheduleItem } from './calendar-service';
import { needsOfOrganization } from './item-needs-store';
import { setItemNeeds, setItemNeedsDefinition } from './needs-action';

// "Needs N" through the whole action pipeline (role, validation, scope, audit) against the emulator
// over HTTP and a real PGlite database: what counts is what the organization's needs read says.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let organizationId: string;
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
let services: AppServices;
let itemId: string;

beforeAll(async () => {
  organizationId = app.seed().organizations[0]!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  await upsertOrganizationEntry(opened.db, { organizationId });
  services = { ...app.services(), db: opened.db };
  itemId = (await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Busy lunch', start: dayAt(4, 11), end: dayAt(4, 15), timeZoneName: 'Europe/London' })).id;
});

afterAll(async () => {
  await opened?.close();
});

const setNeeds = (needs: unknown, user = scheduler) => runAction(setItemNeedsDefinition, setItemNeeds, { organizationId, itemId, needs }, { user, services });

describe('needs N', () => {
  it('is 1 until set; a scheduler sets it, the read says it, setting 1 again forgets the row; each save is audited with before and after', async () => {
    expect(await needsOfOrganization(opened.db, organizationId)).toEqual({});
    expect(await setNeeds(2)).toMatchObject({ ok: true, data: { itemId, needs: 2 } });
    expect(await needsOfOrganization(opened.db, organizationId)).toEqual({ [itemId]: 2 });
    expect(await setNeeds(5)).toMatchObject({ ok: true });
    expect(await needsOfOrganization(opened.db, organizationId)).toEqual({ [itemId]: 5 });
    const audited = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'calendar_item.needs_set'), eq(auditLog.targetId, itemId)));
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      [{ needs: 1 }, { needs: 2 }],
      [{ needs: 2 }, { needs: 5 }],
    ]);
    expect(await setNeeds(1)).toMatchObject({ ok: true });
    expect(await needsOfOrganization(opened.db, organizationId)).toEqual({});
  });

  it('refuses anything but a whole number from 1 to 50, next to the field, and keeps what was there', async () => {
    await setNeeds(3);
    for (const bad of [0, 51, 2.5, -1, '4', null]) {
      const result = await setNeeds(bad);
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { needs: ['A whole number from 1 to 50'] } } });
    }
    expect(await needsOfOrganization(opened.db, organizationId)).toEqual({ [itemId]: 3 });
  });

  it('is a scheduler’s to set, not a viewer’s', async () => {
    expect(await setNeeds(4, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await needsOfOrganization(opened.db, organizationId)).toEqual({ [itemId]: 3 });
  });
});
