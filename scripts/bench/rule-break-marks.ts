import { loadavg } from 'node:os';
import { createEmulator } from '@/emulator/app';
import { itemStatus } from '@/emulator/domain/item-status';
import type { CalendarItem } from '@/emulator/state/types';
import { breakMarks } from '@/lib/schedule/break-marks';
import { visibleRange } from '@/lib/schedule/calendar-view';
import { boardReadRange, itemsOfRange } from '@/lib/schedule/judged-range';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { workedShiftsByUser } from '@/lib/schedule/worked-shifts';
import type { WorkingTimeRules } from '@/lib/working-time';
import { referenceBreaksWithin } from '@/test/support/rule-breaks-reference';
import { median } from '@/test/support/stats';
import { densestWeekOf } from './densest-week';

// The rule-break marks of the roster and the schedule (lib/schedule/break-marks.ts) on the large
// seed's densest week, in this process (Node, not a browser): the items a board reads for that week
// under a realistic rule set (widened by the rules, judged-range.ts), then the marks of the week's
// shifts, each way measured in turn `BENCH_RUNS` (9) times: before (each shift re-reading all of
// its person's shifts, test/support/rule-breaks-reference.ts) and now (per-person tables).
// `npm run bench:marks`; prints numbers, asserts only that both ways find the same breaks.

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const EVERY_RULE: WorkingTimeRules = { minRestMinutes: 11 * 60, maxShiftMinutes: 12 * 60, maxDayMinutes: 10 * 60, maxWeekMinutes: 48 * 60, maxConsecutiveDays: 6, maxShiftsPerDay: 2 };
// The set the marks were first measured with in the browser (0.3-1.1 s a change).
const MEASURED: WorkingTimeRules = { ...EVERY_RULE, maxShiftMinutes: null, maxDayMinutes: null, maxShiftsPerDay: null };
const RULE_SETS = [
  { words: 'rest 11 h, shift 12 h, day 10 h, week 48 h, 6 days in a row, 2 shifts a day', rules: EVERY_RULE },
  { words: 'rest 11 h, week 48 h, 6 days in a row', rules: MEASURED },
];

/** The emulator's item as the board holds it: only what the marks read is real. */
function scheduleItem(item: CalendarItem): ScheduleItem {
  const members = item.members.map((m) => ({ key: `USER:${m.userId}`, type: m.type, userId: m.userId ?? null, groupId: null, displayName: m.userId ?? '', avatarUrl: null, status: m.status, phone: null }));
  return { id: item.id, type: item.type, name: item.name, notes: null, start: item.start, end: item.end, timeZoneName: item.timeZoneName, status: itemStatus(item), muteAssignmentNotifications: false, members, createdAt: null, updatedAt: null, version: '' };
}

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const emulator = createEmulator({ seed: 'large' });
const organization = [...emulator.state.directory.organizations.values()].find((o) => o.name === 'Metro Logistics Hub')!;
const timeZone = organization.timeZone;
const all = emulator.state.calendar.range(organization.id);
const week = densestWeekOf(all, timeZone);
const range = visibleRange('week', week.date, timeZone);
const read = boardReadRange(range, EVERY_RULE, timeZone);
const items = itemsOfRange(all, read).map(scheduleItem);
emulator.dispose();

const days = Math.round((read.to - read.from) / 86_400_000);
console.log(`marks of the densest week (${week.date}, ${week.itemCount} items, ${timeZone}); read widened to ${days} days, ${items.length} items; load ${loadavg()[0]!.toFixed(1)}`);
for (const { words, rules } of RULE_SETS) {
  const before = () => referenceBreaksWithin(rules, workedShiftsByUser(items), range.from, range.to, timeZone);
  const now = () => breakMarks(rules, items, range.from, range.to, timeZone);
  const found = (marks: ReturnType<typeof now>) => [...marks.byUser].flatMap(([userId, theirs]) => [...theirs].map(([shiftId, breaks]) => ({ userId, shiftId, breaks })));
  const same = JSON.stringify(before()) === JSON.stringify(found(now()));
  const samples = { before: [] as number[], now: [] as number[] };
  for (let i = 0; i < RUNS; i += 1) {
    samples.before.push(time(before));
    samples.now.push(time(now));
  }
  const [b, n] = [median(samples.before), median(samples.now)];
  console.log(`rules: ${words}; ${before().length} shifts marked; same breaks both ways: ${same ? 'yes' : 'NO'}`);
  console.log(`  median of ${RUNS}: before ${b.toFixed(1)} ms, now ${n.toFixed(1)} ms (breakMarks whole), ${(b / n).toFixed(1)}x faster`);
  if (!same) process.exitCode = 1;
}
