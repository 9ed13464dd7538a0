import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_AVAILABILITY, type Availability } from '@/lib/availability';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { createScheduleItem } from '@/lib/schedule/server';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { learnAvailability, learnAvailabilityDefinition, setAvailability, setAvailabilityDefinition } from './availability-actions';
import { availabilityByUser, availabilityOf } from './availability-store';

// Availability and "learn from history" through the whole action pipeline (role, validation,
// scope, audit) against the emulator over HTTP and a real PGlite database.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const timeZone = 'America/New_York';
let organizationId: string;
let userId: string;
let outsiderId: string;
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
let services: AppServices;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  userId = seed.users.find((u) => u.organizationIds.includes(organizationId))!.id;
  outsiderId = seed.users.find((u) => !u.organizationIds.includes(organizationId))!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  await upsertOrganizationEntry(opened.db, { organizationId, timeZone });
  services = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await opened?.close();
});

const steady: Availability = {
  unavailable: [
    { weekday: 1, from: '00:00', to: '12:00', overnight: false },
    { weekday: 5, from: '22:00', to: '06:00', overnight: true },
  ],
  preferredDays: [2, 3],
  avoidedDays: [7],
  preferredStarts: ['09:00'],
  targetHours: 24,
  maxHours: 32,
};
const save = (availability: unknown, user = scheduler, who = userId) => runAction(setAvailabilityDefinition, setAvailability, { organizationId, userId: who, availability }, { user, services });

describe('availability and preferences', () => {
  it('are none until set; a scheduler sets them, they read back; the audit row keeps only what changed', async () => {
    expect(await availabilityOf(opened.db, organizationId, userId)).toEqual(NO_AVAILABILITY);
    expect(await save(steady)).toMatchObject({ ok: true, data: { userId, availability: steady } });
    expect(await availabilityOf(opened.db, organizationId, userId)).toEqual(steady);
    expect(await save({ ...steady, targetHours: 30 })).toMatchObject({ ok: true });
    expect((await availabilityByUser(opened.db, organizationId)).get(userId)).toEqual({ ...steady, targetHours: 30 });
    const audited = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'person.availability_set'));
    expect(audited.map((a) => [a.targetId, a.before, a.after])).toEqual([
      [userId, NO_AVAILABILITY, steady],
      [userId, { targetHours: 24 }, { targetHours: 30 }],
    ]);
  });

  it('refuses bad input next to its field and keeps what was there', async () => {
    const kept = await availabilityOf(opened.db, organizationId, userId);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...steady, targetHours: 40, maxHours: 32 }, { 'availability.targetHours': ['Target at most the maximum'] }],
      [{ ...steady, maxHours: 200, targetHours: null }, { 'availability.maxHours': ['Hours from 0 to 168'] }],
      [{ ...steady, unavailable: [{ weekday: 2, from: '17:00', to: '09:00', overnight: false }] }, { 'availability.unavailable.0.to': ['Ends after it starts, or tick “Ends next day”'] }],
      [{ ...steady, unavailable: [...steady.unavailable, { weekday: 6, from: '05:00', to: '08:00', overnight: false }] }, { 'availability.unavailable.2.from': ['Overlaps Friday 22:00–06:00 next day'] }],
    ];
    for (const [bad, fieldErrors] of cases) expect(await save(bad)).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors } });
    expect(await save(steady, scheduler, outsiderId)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await availabilityOf(opened.db, organizationId, userId)).toEqual(kept);
    expect((await availabilityByUser(opened.db, organizationId)).has(outsiderId)).toBe(false);
  });

  it('are a scheduler’s to set and to learn, not a viewer’s', async () => {
    const kept = await availabilityOf(opened.db, organizationId, userId);
    expect(await save(NO_AVAILABILITY, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await runAction(learnAvailabilityDefinition, learnAvailability, { organizationId, userId }, { user: viewer, services })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await availabilityOf(opened.db, organizationId, userId)).toEqual(kept);
  });
});

describe('learn from history', () => {
  it('proposes the person’s usual week over the 8 weeks before this one, in the organization’s zone, and saves nothing', async () => {
    const thisMonday = Temporal.Now.plainDateISO(timeZone).subtract({ days: Temporal.Now.plainDateISO(timeZone).dayOfWeek - 1 });
    const at = (monday: Temporal.PlainDate, days: number, clock: string) => monday.add({ days }).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(clock) }).epochMilliseconds;
    // Someone the demo seed gave nothing in those weeks, so the history is only what is made here.
    const seeded = await app.services().upstream.listCalendarItems(organizationId, { from: at(thisMonday.subtract({ weeks: 9 }), 0, '00:00'), to: at(thisMonday, 0, '00:00') });
    const busy = new Set(seeded.flatMap((item) => item.members.map((m) => m.userId)));
    const person = app.seed().users.find((u) => u.organizationIds.includes(organizationId) && !busy.has(u.id))!.id;
    const shift = (start: number, end: number) => createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'History', start, end, timeZoneName: timeZone, members: { type: 'USER', userId: person } });
    for (let week = 1; week <= 8; week++) {
      const monday = thisMonday.subtract({ weeks: week });
      await shift(at(monday, 1, '09:00'), at(monday, 1, '17:00')); // every Tuesday, 8 h
      if (week % 2 === 0) await shift(at(monday, 3, '13:00'), at(monday, 3, '17:00')); // every other Thursday, 4 h
    }
    await shift(at(thisMonday.subtract({ weeks: 9 }), 6, '09:00'), at(thisMonday.subtract({ weeks: 9 }), 6, '17:00')); // before the 8 weeks: not counted
    const before = await availabilityByUser(opened.db, organizationId);
    const learned = await runAction(learnAvailabilityDefinition, learnAvailability, { organizationId, userId: person }, { user: scheduler, services });
    expect(learned).toEqual({ ok: true, data: { preferredDays: [2, 4], preferredStarts: ['09:00', '13:00'], targetHours: 10, matchingWeeks: 4, weeks: 8 } });
    expect(await availabilityByUser(opened.db, organizationId)).toEqual(before);
  });
});
