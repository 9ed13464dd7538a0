import { Temporal } from 'temporal-polyfill';
import { createRandom } from '@/emulator/state/random';
import { LARGE_ORG } from '@/emulator/seed/org-profiles';
import { LARGE_ITEM_COUNT } from '@/emulator/seed/large-items';
import { greedyFill } from '@/lib/auto-fill';
import type { AutoFillInput, AutoFillPerson, AutoFillSlot } from '@/lib/auto-fill';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';

// A generated auto-fill week the size of the large seed's densest organization-week: its 500
// people and the items of one of its 8 weeks (20,000 / 8, nine in ten of them shifts) on its shift
// patterns and crews, in its zone. Each shift requires one of the organization's titles; each
// person may work one or two. About half the places are already held (pinned, given out by the
// greedy fill, so they break no rule), the rest are open. Seeded: the same week every run.

const DAY = 24 * 3_600_000;

export type WeekSize = { people: number; items: number };
export const LARGE_WEEK: WeekSize = { people: 500, items: Math.round(((LARGE_ITEM_COUNT / 8) * 18) / 20) };

export function generatedWeek(size: WeekSize = LARGE_WEEK, seed = 26): AutoFillInput {
  const rng = createRandom(seed);
  const timeZone = LARGE_ORG.timeZone;
  const monday = Temporal.PlainDate.from('2027-03-01');
  const at = (dayIndex: number, hour: number, minute: number) => monday.add({ days: dayIndex }).toZonedDateTime({ timeZone, plainTime: { hour, minute } }).epochMilliseconds;
  const from = at(0, 0, 0);
  const to = at(7, 0, 0);
  const titles = LARGE_ORG.titles;

  const people: AutoFillPerson[] = Array.from({ length: size.people }, (_, i) => {
    const target = rng.pick([24, 32, 40, 40]) * 60;
    const off = rng.chance(0.25) ? [at(rng.int(0, 6), 0, 0)] : [];
    const notOn = rng.chance(0.3) ? rng.int(0, 6) : null;
    return {
      userId: `person-${i}`,
      name: `Person ${i}`,
      positions: rng.chance(0.5) ? [rng.pick(titles)] : [...new Set([rng.pick(titles), rng.pick(titles)])],
      timeOff: off.map((start) => ({ start, end: start + DAY })),
      unavailable: notOn === null ? [] : [{ start: at(notOn, 17, 0), end: at(notOn + 1, 0, 0) }],
      preferredWeekdays: rng.chance(0.5) ? [rng.int(1, 7)] : [],
      avoidedWeekdays: rng.chance(0.3) ? [rng.int(1, 7)] : [],
      targetWeekMinutes: target,
      maxWeekMinutes: target + 8 * 60,
      otherMinutes: 0,
      heldShifts: [],
      lastWeek: Array.from({ length: rng.int(2, 5) }, () => {
        const pattern = rng.pick(LARGE_ORG.shifts);
        return { weekday: rng.int(1, 7), startMinute: pattern.hour * 60 + pattern.minute };
      }),
    };
  });

  const slots: AutoFillSlot[] = Array.from({ length: size.items }, (_, i) => {
    const pattern = rng.pick(LARGE_ORG.shifts);
    const start = at(Math.floor((i * 7) / size.items), pattern.hour, pattern.minute);
    return { itemId: `item-${i}`, start, end: start + pattern.hours * 3_600_000, needs: rng.int(pattern.crew[0], pattern.crew[1]), holders: [], position: rng.pick(titles) };
  });
  const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60, maxShiftMinutes: 10 * 60, maxDayMinutes: 10 * 60, maxWeekMinutes: 48 * 60, maxConsecutiveDays: 6 };
  const input: AutoFillInput = { from, to, timeZone, rules, slots, people };

  // Pin about half the places: the greedy fill of a random half of the slots, one place each.
  const pinned = greedyFill({ ...input, slots: slots.filter(() => rng.chance(0.5)).map((s) => ({ ...s, needs: 1 })) });
  const byId = new Map(people.map((p) => [p.userId, p]));
  const slotById = new Map(slots.map((s) => [s.itemId, s]));
  for (const { itemId, userId } of pinned) {
    const slot = slotById.get(itemId)!;
    slot.holders.push(userId);
    byId.get(userId)!.heldShifts.push({ id: itemId, start: slot.start, end: slot.end });
  }
  return input;
}
