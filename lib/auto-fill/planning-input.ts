import { expandWeeklyWindows, type Availability } from '@/lib/availability';
import { countsAsWork, holdsItem, isCalledOff, isCommitment, needsOf, workedShiftsByUser, type NeedsByItem } from '@/lib/schedule';
import { clockTime, dayOf, dayParts } from '@/lib/time/calendar-day';
import { DAY_MS } from '@/lib/time/units';
import type { WorkingTimeRules } from '@/lib/working-time';
import type { AutoFillInput, AutoFillPerson, AutoFillSlot, Span, WeekPattern } from './types';

// Auto-fill's input from what Shiftdesk already reads: the organization's items around the range
// (the schedule's shared read), "needs N", its members, their availability and the working-time
// rules. Pure: lib/auto-fill/server/read-auto-fill-input.ts does the reading.

export type PlanningItem = { id: string; type: string; status: string; start: number; end: number; name?: string | null; members: readonly { userId: string | null; status: string }[] };
export type PlanningMember = { userId: string; name: string };

/** Required positions by item and the positions each person may work; empty: anyone may take anything. */
export type PlanningPositions = { ofItem: ReadonlyMap<string, string>; ofPerson: ReadonlyMap<string, readonly string[]> };
export const NO_POSITIONS: PlanningPositions = { ofItem: new Map(), ofPerson: new Map() };

export type PlanningSources = {
  range: { from: number; to: number };
  timeZone: string;
  rules: WorkingTimeRules;
  /** Every item read around the range: a week before it (last week's pattern) and what the rules look at. */
  items: readonly PlanningItem[];
  needs: NeedsByItem;
  members: readonly PlanningMember[];
  availability: ReadonlyMap<string, Availability>;
  positions: PlanningPositions;
  /** Shifts starting before this instant are published and never re-planned (null: none are). */
  publishedUntil: number | null;
};

const holdersOf = (item: PlanningItem): string[] => item.members.flatMap((m) => (m.userId && holdsItem(m.status) ? [m.userId] : []));

/** Shifts starting in the range that still have open places, unless already published. */
function openSlots(s: PlanningSources): AutoFillSlot[] {
  const { from, to } = s.range;
  const notBefore = Math.max(from, s.publishedUntil ?? from);
  return s.items.flatMap((item) => {
    if (item.type !== 'MULTI_ASSIGNEE_SHIFT' || isCalledOff(item.status) || item.start < notBefore || item.start >= to || item.end <= item.start) return [];
    const holders = holdersOf(item);
    const needs = needsOf(s.needs, item.id);
    return holders.length < needs ? [{ itemId: item.id, start: item.start, end: item.end, needs, holders, position: s.positions.ofItem.get(item.id) ?? null, name: item.name ?? null }] : [];
  });
}

function timeOffByUser(items: readonly PlanningItem[]): Map<string, Span[]> {
  const byUser = new Map<string, Span[]>();
  for (const item of items) {
    if (item.type !== 'TIME_OFF') continue;
    for (const m of item.members) if (m.userId && isCommitment(item, m.status)) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), { start: item.start, end: item.end }]);
  }
  return byUser;
}

/** The weekdays and start times of the shifts each person worked in the week before the range. */
function lastWeekByUser(items: readonly PlanningItem[], from: number, timeZone: string): Map<string, WeekPattern[]> {
  const byUser = new Map<string, WeekPattern[]>();
  for (const item of items) {
    if (item.type !== 'MULTI_ASSIGNEE_SHIFT' || !countsAsWork(item) || item.start < from - 7 * DAY_MS || item.start >= from) continue;
    const [hours = 0, minutes = 0] = clockTime(item.start, timeZone, 'h23').split(':').map(Number);
    const pattern = { weekday: dayParts(dayOf(item.start, timeZone)).weekday, startMinute: hours * 60 + minutes };
    for (const userId of holdersOf(item)) byUser.set(userId, [...(byUser.get(userId) ?? []), pattern]);
  }
  return byUser;
}

export function planningInput(s: PlanningSources): AutoFillInput {
  const { from, to } = s.range;
  const held = workedShiftsByUser(s.items);
  const timeOff = timeOffByUser(s.items);
  const lastWeek = lastWeekByUser(s.items, from, s.timeZone);
  const people = s.members.map(({ userId, name }): AutoFillPerson => {
    const available = s.availability.get(userId);
    return {
      userId,
      name,
      positions: [...(s.positions.ofPerson.get(userId) ?? [])],
      timeOff: timeOff.get(userId) ?? [],
      unavailable: available ? expandWeeklyWindows(available.unavailable, s.timeZone, { start: from, end: to }) : [],
      preferredWeekdays: available?.preferredDays ?? [],
      avoidedWeekdays: available?.avoidedDays ?? [],
      targetWeekMinutes: available?.targetHours == null ? null : Math.round(available.targetHours * 60),
      maxWeekMinutes: available?.maxHours == null ? null : Math.round(available.maxHours * 60),
      // Their held shifts (this organization's, read around the range) carry the hours already worked.
      otherMinutes: 0,
      heldShifts: held.get(userId) ?? [],
      lastWeek: lastWeek.get(userId) ?? [],
    };
  });
  return { from, to, timeZone: s.timeZone, rules: s.rules, slots: openSlots(s), people };
}
