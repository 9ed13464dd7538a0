import { Temporal } from 'temporal-polyfill';
import type { AutoFillInput, AutoFillPerson, AutoFillSlot } from '@/lib/auto-fill';
import { NO_WORKING_TIME_RULES, type WorkingTimeRules } from '@/lib/working-time';

// Small auto-fill weeks made by hand, whose best staffing is known, in Berlin: March 2027 starts
// on a Monday. Shared by the solver's tests and the re-solve's.

export const zone = 'Europe/Berlin';
export const at = (day: string, time: string) => Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(zone).epochMilliseconds;
let next = 0;
export const slot = (day: string, from: string, to: string, set: Partial<AutoFillSlot> = {}, toDay = day): AutoFillSlot => ({ itemId: `item-${(next += 1)}`, start: at(day, from), end: at(toDay, to), needs: 1, holders: [], position: null, ...set });
export const person = (userId: string, set: Partial<AutoFillPerson> = {}): AutoFillPerson => ({
  userId, name: userId, positions: [], timeOff: [], unavailable: [], preferredWeekdays: [], avoidedWeekdays: [],
  targetWeekMinutes: null, maxWeekMinutes: null, otherMinutes: 0, heldShifts: [], lastWeek: [], ...set,
});
export const week = (slots: AutoFillSlot[], people: AutoFillPerson[], rules: Partial<WorkingTimeRules> = {}): AutoFillInput => ({
  from: at('2027-03-01', '00:00'), to: at('2027-03-08', '00:00'), timeZone: zone, rules: { ...NO_WORKING_TIME_RULES, ...rules }, slots, people,
});
/** A proposal's lines as `itemId:userId`, sorted: easy to compare. */
export const lines = (p: { assignments: { itemId: string; userId: string }[] }) => p.assignments.map((a) => `${a.itemId}:${a.userId}`).sort();
