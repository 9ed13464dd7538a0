import { describe, expect, it } from 'vitest';
import { seedDemoEntryPoints } from '@/lib/server/entry-points';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import type { TodayOrganization } from '@/lib/today';
import { readToday } from './read-today';

// The demo's morning (emulator/seed/demo-morning.ts), as a manager meets it: the demo seeded at a
// given moment, demo mode's settings taken from it, then Today read over HTTP. Whatever the day and
// hour, every organization has a shift nobody holds within 48 hours, a request waiting, and a
// working-time rule broken.
let clock = Date.parse('2027-03-22T07:45:00Z');
const emu = emulatorForFile('demo', { now: () => clock, morning: true });
const app = appAgainstEmulator(emu);

const moments: [string, string][] = [
  ['a Monday morning', '2027-03-22T07:45:00Z'],
  ['a Saturday afternoon', '2027-03-27T15:10:00Z'],
  // London's clocks go forward at 01:00 UTC on Sunday 28 March 2027.
  ['the night before the DST change in London', '2027-03-27T23:30:00Z'],
];

const count = (organization: TodayOrganization, kind: string) => organization.sections.find((s) => s.kind === kind)!.lines.length;

describe('the demo morning', () => {
  it.each(moments)('on %s, every organization has an uncovered shift within 48 h, a waiting request and a rule break', async (_name, at) => {
    clock = Date.parse(at);
    await emu.reset('demo');
    await seedDemoEntryPoints(app.services().db, emu.url);
    const today = await readToday(app.services(), clock);
    expect(today.organizations).toHaveLength(3);
    for (const organization of today.organizations) {
      expect(organization.problem).toBeUndefined();
      expect(count(organization, 'uncovered'), organization.name).toBeGreaterThanOrEqual(1);
      expect(count(organization, 'requests'), organization.name).toBeGreaterThanOrEqual(1);
      expect(count(organization, 'rules'), organization.name).toBeGreaterThanOrEqual(1);
    }
    // The request asked two hours before the demo started says so (its member's own time).
    const asked = today.organizations.flatMap((o) => o.sections.find((s) => s.kind === 'requests')!.lines).filter((l) => l.detail === 'Waiting 2 h');
    expect(asked.length).toBeGreaterThanOrEqual(3);
  });
});
