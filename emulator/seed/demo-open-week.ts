import type { EmulatorState } from '../state/emulator-state';
import { createRandom } from '../state/random';
import type { CalendarItem, Organization } from '../state/types';
import { DAY_MS } from '@/lib/time/units';
import { buildItem } from './item-factory';
import { wallClock } from './zoned-time';

// Next week's open places for auto-fill to plan (issue 26, point 6): in the clinic and the
// warehouse, extra shifts nobody holds yet, every day of the next ISO week. Not in the first
// organization (Harbour Café), whose counts the e2e suites read; added after everything else the
// seed makes, with a PRNG of their own, so no other seeded item, id or roll changes.

const HOUR = 3_600_000;
/** Per organization (by its index in DEMO_ORGS): the open shifts added each day, local time. */
const OPEN_SHIFTS: Record<number, { name: string; hour: number; hours: number; perDay: number }[]> = {
  1: [
    { name: 'Ward cover', hour: 7, hours: 12, perDay: 2 },
    { name: 'Night ward cover', hour: 19, hours: 12, perDay: 1 },
    { name: 'Front desk cover', hour: 8, hours: 8, perDay: 1 },
  ],
  2: [
    { name: 'Forklift cover', hour: 6, hours: 8, perDay: 2 },
    { name: 'Late pick cover', hour: 14, hours: 8, perDay: 2 },
  ],
};

/** The first UTC midnight of next week (Monday; a Sunday's next week starts tomorrow). */
export function nextMondayOf(dayStart: number): number {
  const weekday = new Date(dayStart).getUTCDay(); // 0 Sunday … 6 Saturday
  return dayStart + ((8 - weekday) % 7 || 7) * DAY_MS;
}

export function seedDemoOpenWeek(state: EmulatorState, dayStart: number, orgs: Organization[]): CalendarItem[] {
  const rng = createRandom(26);
  const monday = nextMondayOf(dayStart);
  return orgs.flatMap((org, index) =>
    (OPEN_SHIFTS[index] ?? []).flatMap((shift) =>
      Array.from({ length: 7 }, (_, day) => {
        const start = wallClock(org.timeZone, monday + day * DAY_MS, shift.hour);
        return Array.from({ length: shift.perDay }, () =>
          buildItem(state, rng, dayStart, { organizationId: org.id, timeZoneName: org.timeZone, type: 'MULTI_ASSIGNEE_SHIFT', name: shift.name, start, end: start + shift.hours * HOUR, members: [] }),
        );
      }).flat(),
    ),
  );
}
