import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduleItem } from '@/lib/schedule/server';
import { runRoute, type AppServices } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { isoWeekOf } from '@/lib/time/zoned-days';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { answerHeldPositions, heldPositionsRoute } from './held-positions';
import { insertPosition, saveItemPosition } from './positions-store';

// A person's position suggestions look back 8 whole weeks through the shared calendar reads (the
// route's pipeline, the emulator over HTTP, a real PGlite database): the shifts they held then, each
// with the position it required; this week's and older ones are not counted.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const DAY = 86_400_000;
let opened: OpenedDatabase;
let services: AppServices;
let scheduler: SessionUser;
let viewer: SessionUser;
let organizationId: string;
let person: string;
const nurse = { id: crypto.randomUUID(), name: 'Nurse' };
const desk = { id: crypto.randomUUID(), name: 'Front desk' };

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  person = seed.users.filter((u) => u.organizationIds.includes(organizationId)).at(-1)!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  await upsertOrganizationEntry(opened.db, { organizationId, timeZone: 'UTC' });
  services = { ...app.services(), db: opened.db };
  await insertPosition(opened.db, organizationId, nurse);
  await insertPosition(opened.db, organizationId, desk);
}, 60_000);
afterAll(async () => opened?.close());

/** A shift `daysAgo` days before this week's Monday at 03:00 (an hour nobody in the seed works), held by the person, requiring `position`. */
async function held(daysBeforeThisWeek: number, position: string | null) {
  const start = isoWeekOf(Date.now(), 'UTC').start - daysBeforeThisWeek * DAY + 3 * 3_600_000;
  const item = await createScheduleItem(services, { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'History', start, end: start + 3_600_000, timeZoneName: 'UTC' });
  await emu.control('PATCH', `calendar-items/${item.id}`, { members: [{ type: 'USER', userId: person, status: 'ACCEPTED' }] });
  if (position) await saveItemPosition(opened.db, organizationId, item.id, position);
  return item.id;
}

const ask = (query: string, user = scheduler) =>
  runRoute(heldPositionsRoute, answerHeldPositions, new Request(`http://app.test/api/organizations/${organizationId}/positions/held${query}`), { organizationId }, { user, services });

describe('GET /api/organizations/:id/positions/held', () => {
  it('answers the positions the person’s shifts of the last 8 whole weeks required, one per shift', async () => {
    await held(1, nurse.id);
    await held(20, nurse.id);
    await held(55, desk.id); // 8 weeks are 56 days: still in
    await held(30, null);
    await held(58, desk.id); // before the 8 weeks
    await held(-2, desk.id); // this week
    const response = await ask(`?userId=${person}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { userId: string; heldItemPositions: string[] };
    expect(answer.userId).toBe(person);
    expect([...answer.heldItemPositions].sort()).toEqual([nurse.id, nurse.id, desk.id].sort());
  }, 60_000);

  it('refuses a missing or bad user id next to its field, and a viewer', async () => {
    for (const query of ['', '?userId=abc']) {
      const response = await ask(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { kind: 'invalid_input', fieldErrors: { userId: [expect.any(String)] } } });
    }
    expect((await ask(`?userId=${person}`, viewer)).status).toBe(403);
  });
});
