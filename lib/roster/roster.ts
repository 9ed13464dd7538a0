import { itemsByDay } from '@/lib/schedule/items-by-day';
import { isNoLongerOn } from '@/lib/staffing/member-presence';
import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { workedMsWithin } from '@/lib/staffing/worked-time';

// The week as people × days: an "Open shifts" row, then one row per person with what they are on
// each day, their hours that week, and each day's total of hours worked. Everyone the week names
// gets a row, members or not (someone no longer in the member list still holds their shifts).

export type RosterPerson = { userId: string; name: string; title: string | null };
export type RosterDay = { date: string; start: number; end: number };
/** One row: `person` null is the open shifts row. `cells[d]` lists the row's items of day d. */
export type RosterRow = { key: string; person: RosterPerson | null; cells: ScheduleItem[][]; workedMs: number };
export type Roster = { days: RosterDay[]; open: RosterRow; people: RosterRow[]; dayWorkedMs: number[] };

export function buildRoster(items: readonly ScheduleItem[], members: readonly RosterPerson[], range: { start: number; end: number }, timeZone: string): Roster {
  const days = itemsByDay(items, range, timeZone);
  const emptyCells = () => days.map((): ScheduleItem[] => []);
  const open: RosterRow = { key: 'open', person: null, cells: emptyCells(), workedMs: 0 };
  const rows = new Map<string, RosterRow>(members.map((m) => [m.userId, { key: m.userId, person: m, cells: emptyCells(), workedMs: 0 }]));
  const extra: RosterRow[] = [];
  const dayWorkedMs = days.map(() => 0);

  days.forEach((day, d) => {
    for (const item of day.items) {
      if (isOpenShift(item)) open.cells[d]!.push(item);
      for (const member of item.members) {
        if (!member.userId || isNoLongerOn(member.status)) continue;
        let row = rows.get(member.userId);
        if (!row) {
          row = { key: member.userId, person: { userId: member.userId, name: member.displayName, title: null }, cells: emptyCells(), workedMs: 0 };
          rows.set(member.userId, row);
          extra.push(row);
        }
        row.cells[d]!.push(item);
        const worked = workedMsWithin(item, member.status, day.start, day.end);
        row.workedMs += worked;
        dayWorkedMs[d]! += worked;
      }
    }
  });

  const byName = (a: RosterRow, b: RosterRow) => a.person!.name.localeCompare(b.person!.name);
  const listed = members.map((m) => rows.get(m.userId)!);
  return { days: days.map(({ date, start, end }) => ({ date, start, end })), open, people: [...listed, ...extra.sort(byName)], dayWorkedMs };
}
