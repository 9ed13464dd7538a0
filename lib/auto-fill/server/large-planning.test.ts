import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/lib/availability';
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
import { largeAvailability } from './large-planning';
import { readAutoFillInput } from './read-auto-fill-input';

// Demo mode on the `large` seed (the benchmark's): its organization gets positions, every person a
// week (target, maximum, windows, days), and the shifts ahead positions and more needed than held,
// the same on every start; a week's input then has real work that does not all fit.
const emu = emulatorForFile('large');
const app = appAgainstEmulator(emu);
let opened: OpenedDatabase;
let services: AppServices;
let seededMs = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  opened = await openTestDatabase();
  services = { ...app.services(), db: opened.db };
  await seedDemoEntryPoints(opened.db, emu.url);
  const started = performance.now();
  await seedDemoPlanning(services);
  seededMs = performance.now() - started;
}, 120_000);
afterAll(async () => opened?.close());

describe('the large seed’s planning data', () => {
  it('gives the organization a position per title, its people theirs and a valid week each, the same from the same id', async () => {
    console.log(`large planning seeded in ${Math.round(seededMs)} ms`);
    const organization = app.seed().organizations[0]!.id;
    const read = await positionsRead(opened.db, organization);
    expect(read.positions.length).toBe(8);
    expect(Object.keys(read.people).length).toBeGreaterThan(400);
    expect(Object.keys(read.items).length).toBeGreaterThan(10_000);
    const weeks = Object.values(await availabilityRead(opened.db, organization));
    expect(weeks.length).toBeGreaterThan(400);
    expect(weeks.every((a) => availabilitySchema.safeParse(a).success && a.maxHours! > a.targetHours!)).toBe(true);
    expect(new Set(weeks.map((a) => a.targetHours)).size).toBeGreaterThan(2);
    expect(largeAvailability('123')).toEqual(largeAvailability('123'));
  });

  it('makes next week a case where not every open place can be filled', async () => {
    const organization = app.seed().organizations[0]!;
    expect(Object.keys(await needsOfOrganization(opened.db, organization.id)).length).toBeGreaterThan(5_000);
    const monday = isoWeekOf(Date.now(), organization.timeZone).start + 7 * DAY;
    const input = await readAutoFillInput(services, organization.id, { from: monday, to: monday + 7 * DAY }, null);
    const open = input.slots.reduce((sum, s) => sum + s.needs - s.holders.length, 0);
    expect(open).toBeGreaterThan(500);
    expect(input.slots.every((s) => s.position !== null)).toBe(true);
    expect(input.people.filter((p) => p.targetWeekMinutes !== null).length).toBeGreaterThan(400);
  }, 60_000);
});
