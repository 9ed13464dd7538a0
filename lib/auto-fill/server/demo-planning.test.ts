import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardBreaksOf } from '@/lib/auto-fill';
import { availabilityRead } from '@/lib/availability/server';
import { positionsRead } from '@/lib/positions/server';
import { needsOfOrganization } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { seedDemoEntryPoints } from '@/lib/server/entry-points';
import { isoWeekOf } from '@/lib/time/zoned-days';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { openTestDatabase } from '@/test/support/test-database';
import { seedDemoPlanning } from './demo-planning';
import { readAutoFillInput } from './read-auto-fill-input';
import { runAutoFill } from './run-auto-fill';

// Demo mode's start-up fill of what auto-fill plans with (the emulator's demo seed over HTTP, a real
// PGlite database, entry points as demo mode loads them): the clinic and the warehouse get positions,
// availability and more needed next week; the café (the e2e suites' organization) gets nothing; a
// second start changes nothing; and next week's proposal has real work that it fills within every rule.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let opened: OpenedDatabase;
let services: AppServices;
const DAY = 86_400_000;
const organizationNamed = (name: string) => app.seed().organizations.find((o) => o.name === name)!.id;

beforeAll(async () => {
  opened = await openTestDatabase();
  services = { ...app.services(), db: opened.db };
  await seedDemoEntryPoints(opened.db, emu.url);
  await seedDemoPlanning(services);
}, 60_000);
afterAll(async () => opened?.close());

describe('the demo’s planning data', () => {
  it('gives the clinic its positions, its people theirs and their weeks, its ward covers the Nurse position, and the café nothing', async () => {
    const clinic = organizationNamed('Northside Clinic');
    const read = await positionsRead(opened.db, clinic);
    expect(read.positions.map((p) => p.name)).toEqual(['Nurse', 'Reception']);
    const nurse = read.positions.find((p) => p.name === 'Nurse')!.id;
    expect(Object.values(read.people).filter((ids) => ids.includes(nurse)).length).toBeGreaterThan(2);
    const covers = (await services.upstream.listCalendarItems(clinic, { from: Date.now(), to: Date.now() + 15 * DAY })).filter((i) => i.name === 'Ward cover');
    expect(covers.length).toBe(14);
    expect(covers.every((i) => read.items[i.id] === nurse)).toBe(true);
    const people = Object.values(await availabilityRead(opened.db, clinic));
    expect(people.length).toBeGreaterThan(10);
    expect(people.every((a) => a.targetHours !== null && a.maxHours! >= a.targetHours! && a.preferredDays.length === 1)).toBe(true);
    expect(Object.values(await needsOfOrganization(opened.db, clinic)).some((n) => n > 1)).toBe(true);

    const cafe = organizationNamed('Harbour Café');
    expect(await positionsRead(opened.db, cafe)).toEqual({ positions: [], items: {}, people: {} });
    expect(Object.keys(await availabilityRead(opened.db, cafe))).toEqual([]);
  });

  it('is left as it is by a second start', async () => {
    const clinic = organizationNamed('Northside Clinic');
    const before = await positionsRead(opened.db, clinic);
    await seedDemoPlanning(services);
    expect(await positionsRead(opened.db, clinic)).toEqual(before);
  });

  it('next week’s proposal in the clinic has open places to fill, fills some within every rule and explains the rest', async () => {
    const clinic = organizationNamed('Northside Clinic');
    const monday = isoWeekOf(Date.now(), 'America/New_York').start + 7 * DAY;
    const input = await readAutoFillInput(services, clinic, { from: monday, to: monday + 7 * DAY }, null);
    const proposal = await runAutoFill(services.workers, input, { timeLimitMs: 5_000 });
    expect(proposal.score.slots).toBeGreaterThan(28);
    expect(proposal.score.filled).toBeGreaterThan(10);
    expect(hardBreaksOf(input, proposal.assignments)).toEqual([]);
  }, 60_000);
});
