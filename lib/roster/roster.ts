import { itemsByDay } from '@/lib/schedule';
import { isNoLongerOn } from '@/lib/schedule';
import { conflictMarks, isOpenShift } from '@/lib/schedule';
import type { ScheduleItem } from '@/lib/schedule';
import { workedSpanWithin } from '@/lib/staffing';
import { mergeIntervals, type Interval } from '@/lib/time/intervals';

// The week as people × days: an "Open shifts" row, then one row per person with what they are on
// each day, their hours that week, and each day's total of hours worked. Everyone the week names
// gets a row, members or not (someone no longer in the member list still holds their shifts).
// An item is shown, counted and its hours added on the day it starts (lib/schedule/items-by-day):
// a 19:00 – 07:00 night is Friday's 12 h, and Saturday only marks it as continuing. A person's
// items that overlap count their shared time once: their hours are merged spans, each added on
// the day the merged span starts (so the days still add up to the people's totals).

export type RosterPerson = { userId: string; name: string; title: string | null };
export type RosterDay = { date: string; start: number; end: number };
/**
 * One row: `person` null is the open shifts row. `cells[d]` lists the row's items that start on day
 * d, `continued[d]` those that started earlier and are still on that day.
 */
export type RosterRow = {
  key: string;
  person: RosterPerson | null;
  cells: ScheduleItem[][];
  continued: ScheduleItem[][];
  workedMs: number;
  /** The row's items that double-book its person, each with the other items it clashes with (lib/schedule/conflict-rule.ts). */
  conflicts: Map<string, ScheduleItem[]>;
};
/** `dayWorkedMs[d]`: the hours of the items that start on day d. */
export type Roster = { days: RosterDay[]; open: RosterRow; people: RosterRow[]; dayWorkedMs: number[] };

export function buildRoster(items: readonly ScheduleItem[], members: readonly RosterPerson[], range: { start: number; end: number }, timeZone: string): Roster {
  const days = itemsByDay(items, range, timeZone);
  const emptyCells = () => days.map((): ScheduleItem[] => []);
  const newRow = (key: string, person: RosterPerson | null): RosterRow => ({ key, person, cells: emptyCells(), continued: emptyCells(), workedMs: 0, conflicts: new Map() });
  const workedSpans = new Map<RosterRow, Interval[]>();
  const open = newRow('open', null);
  const rows = new Map<string, RosterRow>(members.map((m) => [m.userId, newRow(m.userId, m)]));
  const extra: RosterRow[] = [];
  const dayWorkedMs = days.map(() => 0);
  /** The rows of the people on the item (not those no longer on it), made for people not in the member list. */
  const holders = (item: ScheduleItem) =>
    item.members.flatMap(({ userId, displayName, status }) => {
      if (!userId || isNoLongerOn(status)) return [];
      let row = rows.get(userId);
      if (!row) {
        row = newRow(userId, { userId, name: displayName, title: null });
        rows.set(userId, row);
        extra.push(row);
      }
      return [{ row, status }];
    });

  days.forEach((day, d) => {
    for (const item of day.items) {
      if (isOpenShift(item)) open.cells[d]!.push(item);
      for (const { row, status } of holders(item)) {
        row.cells[d]!.push(item);
        const worked = workedSpanWithin(item, status, item.start, item.end);
        if (worked) workedSpans.set(row, [...(workedSpans.get(row) ?? []), worked]);
      }
    }
    for (const item of day.continued) {
      if (isOpenShift(item)) open.continued[d]!.push(item);
      for (const { row } of holders(item)) row.continued[d]!.push(item);
    }
  });

  for (const [row, spans] of workedSpans) {
    for (const span of mergeIntervals(spans)) {
      row.workedMs += span.end - span.start;
      dayWorkedMs[days.findLastIndex((day) => day.start <= span.start)]! += span.end - span.start;
    }
  }

  for (const [itemId, marks] of conflictMarks(items)) {
    for (const mark of marks) rows.get(mark.userId)?.conflicts.set(itemId, mark.with);
  }

  const byName = (a: RosterRow, b: RosterRow) => a.person!.name.localeCompare(b.person!.name);
  const listed = members.map((m) => rows.get(m.userId)!);
  return { days: days.map(({ date, start, end }) => ({ date, start, end })), open, people: [...listed, ...extra.sort(byName)], dayWorkedMs };
}
