import { coveredMs, type Interval } from '@/lib/time/intervals';
import { MINUTE_MS } from '@/lib/time/units';
import { dayAfter as addDays, dayIn as dayOf, daysApart as daysBetween, dayStart as startOfDay, weekOf as isoWeekOf } from '@/lib/working-time';
import { conflictCliques } from './conflict-cliques';
import { firstRefusals } from './eligibility';
import { baseMinutes, maxMinutes, minutesByDay, minutesByWeek, minutesInRange, minutesOf, rangeWeeks, targetMinutes } from './hours';
import { slotClassesOf, type SlotClass } from './slot-classes';
import type { AutoFillInput, AutoFillPerson } from './types';

// The mixed-integer program (docs/decisions/auto-fill-model.md), as plain arrays for HiGHS.
// x[p,c] ∈ {0,1}: person p takes one place of slot class c, made only for pairs that pass every
// single-assignment rule (eligibility.ts). Rows: a class's open places; per person, at most one of
// each clique of conflicting windows (overlap, rest), minutes per day and per week, their maximum,
// shifts per day, days in a row (over day indicators z), and the deviation from their target.
// Objectives, solved one after the other with each optimum kept as a row: fill, fairness,
// preferences, continuity.

export type Row = { lower: number; upper: number; indices: number[]; values: number[] };
export type Tier = { name: 'fill' | 'fairness' | 'preferences' | 'continuity'; sense: 'max' | 'min'; indices: number[]; values: number[]; tolerance: number };
export type XCol = { person: number; cls: number };

export type MipModel = {
  numCols: number;
  colUpper: number[];
  integer: boolean[];
  rows: Row[];
  tiers: Tier[];
  xCols: XCol[];
  classes: SlotClass[];
  /** A filled place's weight in the fill tier: the urgency bonus of all places together is less. */
  fillWeight: number;
  /** The helper columns' values that go with given x (to start the solver from a known answer). */
  derived: Derived[];
};

/** A helper column: the largest of some columns (a day worked, the largest deviation), or |offset + Σ c·x|. */
export type Derived = { col: number; kind: 'max'; of: number[] } | { col: number; kind: 'abs'; offset: number; cols: number[]; coefs: number[] };

/** Every column's value for given x, helper columns filled in, in the order they were made. */
export function completeStart(model: MipModel, x: readonly number[]): number[] {
  const values = [...x, ...new Array<number>(model.numCols - x.length).fill(0)];
  for (const d of model.derived) {
    values[d.col] = d.kind === 'max' ? Math.max(0, ...d.of.map((c) => values[c]!)) : Math.abs(d.offset + d.cols.reduce((sum, c, k) => sum + d.coefs[k]! * values[c]!, 0));
  }
  return values;
}

const INF = Number.POSITIVE_INFINITY;

export function buildModel(input: AutoFillInput): MipModel {
  const { rules, timeZone } = input;
  const classes = slotClassesOf(input.slots, timeZone);
  const weeks = rangeWeeks(input);
  const colUpper: number[] = [];
  const integer: boolean[] = [];
  const rows: Row[] = [];
  const derived: Derived[] = [];
  const addCol = (upper: number, isInteger: boolean) => (colUpper.push(upper), integer.push(isInteger), colUpper.length - 1);
  const addRow = (indices: number[], values: number[], lower: number, upper: number) => {
    if (indices.length) rows.push({ lower, upper, indices, values });
  };

  const slotById = new Map(input.slots.map((s) => [s.itemId, s]));
  const xCols: XCol[] = [];
  const colsOfPerson: number[][] = input.people.map(() => []);
  const colsOfClass: number[][] = classes.map(() => []);
  const refusals = classes.map((cls) => firstRefusals(input, cls));
  input.people.forEach((person, p) => {
    classes.forEach((cls, c) => {
      if (refusals[c]![p] !== null) return;
      if (cls.items.some((i) => slotById.get(i.itemId)!.holders.includes(person.userId))) return;
      const col = addCol(1, true);
      xCols.push({ person: p, cls: c });
      colsOfPerson[p]!.push(col);
      colsOfClass[c]!.push(col);
    });
  });
  const clsOf = (col: number) => classes[xCols[col]!.cls]!;

  classes.forEach((cls, c) => addRow(colsOfClass[c]!, colsOfClass[c]!.map(() => 1), -INF, cls.capacity));

  // Conflicts, per clique of windows (classes of one window always conflict with each other).
  const windowKey = (cls: SlotClass) => `${cls.start}|${cls.end}`;
  const windows = [...new Map(classes.map((cls) => [windowKey(cls), { start: cls.start, end: cls.end }])).entries()];
  const windowIndex = new Map(windows.map(([key], i) => [key, i]));
  const cliques = conflictCliques(windows.map(([, w]) => w), rules.minRestMinutes === null ? null : rules.minRestMinutes * MINUTE_MS);
  const inClique = new Set(cliques.flat());
  windows.forEach((_, i) => inClique.has(i) || cliques.push([i]));

  input.people.forEach((person, p) => {
    const cols = colsOfPerson[p]!;
    if (!cols.length) return;
    const colsByWindow = new Map<number, number[]>();
    for (const col of cols) {
      const w = windowIndex.get(windowKey(clsOf(col)))!;
      const list = colsByWindow.get(w);
      if (list) list.push(col);
      else colsByWindow.set(w, [col]);
    }
    for (const clique of cliques) {
      const members = clique.flatMap((w) => colsByWindow.get(w) ?? []);
      if (members.length >= 2) addRow(members, members.map(() => 1), -INF, 1);
    }
    addLimitRows(input, person, cols, clsOf, addRow, addCol, derived);
  });

  // Fairness: d_p ≥ |hours_p − target_p|, D ≥ every d_p (hours, so the numbers stay small).
  const fairness: { indices: number[]; values: number[] } = { indices: [], values: [] };
  const withTarget = input.people.flatMap((person, p) => (targetMinutes(person, weeks) === null ? [] : [p]));
  if (withTarget.length) {
    const largest = addCol(INF, false);
    const deviations: number[] = [];
    fairness.indices.push(largest);
    fairness.values.push(withTarget.length + 1);
    for (const p of withTarget) {
      const person = input.people[p]!;
      const gap = (targetMinutes(person, weeks)! - baseMinutes(person, input.from, input.to)) / 60;
      const d = addCol(INF, false);
      deviations.push(d);
      fairness.indices.push(d);
      fairness.values.push(1);
      const cols = colsOfPerson[p]!;
      const hours = cols.map((col) => minutesInRange(input, clsOf(col)) / 60);
      addRow([d, ...cols], [1, ...hours.map((h) => -h)], -gap, INF);
      addRow([d, ...cols], [1, ...hours], gap, INF);
      addRow([largest, d], [1, -1], 0, INF);
      derived.push({ col: d, kind: 'abs', offset: -gap, cols, coefs: hours });
    }
    derived.push({ col: largest, kind: 'max', of: deviations });
  }

  // Fill: every place weighs fillWeight, plus 1 per day it is sooner than the range's last day.
  const days = daysBetween(dayOf(input.from, timeZone), dayOf(Math.max(input.from, input.to - 1), timeZone)) + 1;
  const totalPlaces = classes.reduce((sum, cls) => sum + cls.capacity, 0);
  const fillWeight = days * totalPlaces + 1;
  const xIndices = xCols.map((_, col) => col);
  const urgency = (cls: SlotClass) => Math.max(1, days - Math.max(0, daysBetween(dayOf(input.from, timeZone), cls.day)));
  const preference = ({ person, cls }: XCol) => {
    const who = input.people[person]!;
    const weekday = classes[cls]!.weekday;
    return who.preferredWeekdays.includes(weekday) ? 1 : who.avoidedWeekdays.includes(weekday) ? -1 : 0;
  };
  const continuity = ({ person, cls }: XCol) => (input.people[person]!.lastWeek.some((w) => w.weekday === classes[cls]!.weekday && w.startMinute === classes[cls]!.startMinute) ? 1 : 0);

  const tiers: Tier[] = [{ name: 'fill', sense: 'max', indices: xIndices, values: xCols.map(({ cls }) => fillWeight + urgency(classes[cls]!)), tolerance: 0.5 }];
  if (fairness.indices.length) tiers.push({ name: 'fairness', sense: 'min', ...fairness, tolerance: 1e-4 });
  if (xCols.some((x) => preference(x) !== 0)) tiers.push({ name: 'preferences', sense: 'max', indices: xIndices, values: xCols.map(preference), tolerance: 0.5 });
  if (xCols.some((x) => continuity(x) !== 0)) tiers.push({ name: 'continuity', sense: 'max', indices: xIndices, values: xCols.map(continuity), tolerance: 0.5 });
  return { numCols: colUpper.length, colUpper, integer, rows, tiers, xCols, classes, fillWeight, derived };
}

type AddRow = (indices: number[], values: number[], lower: number, upper: number) => void;
type AddCol = (upper: number, isInteger: boolean) => number;

/**
 * A row only when the chosen columns could pass its limit at all. With it, "at most ⌊limit ÷ the
 * shortest⌋ of these": always true, and it rounds the LP's fractions of shifts down to whole ones
 * (alone when every shift is as long: then it says everything the minutes row does).
 */
function limitRow(addRow: AddRow, terms: Map<number, number>, limit: number): void {
  const minutes = [...terms.values()];
  if (minutes.reduce((a, b) => a + b, 0) <= limit) return;
  const shortest = Math.min(...minutes);
  const most = shortest > 0 ? Math.floor(limit / shortest) : terms.size;
  if (most < terms.size) addRow([...terms.keys()], minutes.map(() => 1), -INF, Math.max(0, most));
  if (minutes.some((m) => m !== shortest)) addRow([...terms.keys()], minutes, -INF, limit);
}

function held(person: AutoFillPerson): Interval[] {
  return person.heldShifts.map((s) => ({ start: s.start, end: s.end }));
}

const minutesWithin = (spans: Interval[], from: number, to: number) => minutesOf(coveredMs(spans.flatMap((s) => (s.end > from && s.start < to ? [{ start: Math.max(s.start, from), end: Math.min(s.end, to) }] : []))));

// A class's minutes by day and by week, worked out once for everyone.
const byDayKnown = new WeakMap<SlotClass, Map<string, number>>();
const byWeekKnown = new WeakMap<SlotClass, Map<string, number>>();
function classByDay(cls: SlotClass, timeZone: string): Map<string, number> {
  if (!byDayKnown.has(cls)) byDayKnown.set(cls, minutesByDay(cls, timeZone));
  return byDayKnown.get(cls)!;
}
function classByWeek(cls: SlotClass, timeZone: string): Map<string, number> {
  if (!byWeekKnown.has(cls)) byWeekKnown.set(cls, minutesByWeek(cls, timeZone));
  return byWeekKnown.get(cls)!;
}

/** Minutes per day and per week, the person's maximum, shifts per day, days in a row. */
function addLimitRows(input: AutoFillInput, person: AutoFillPerson, cols: number[], clsOf: (col: number) => SlotClass, addRow: AddRow, addCol: AddCol, derived: Derived[]): void {
  const { rules, timeZone } = input;
  const spans = held(person);
  const cap = maxMinutes(person, rangeWeeks(input));
  if (cap !== null) limitRow(addRow, new Map(cols.map((col) => [col, minutesInRange(input, clsOf(col))])), cap - baseMinutes(person, input.from, input.to));
  if (rules.maxDayMinutes !== null) {
    const byDay = new Map<string, Map<number, number>>();
    for (const col of cols) for (const [day, minutes] of classByDay(clsOf(col), timeZone)) byDay.set(day, (byDay.get(day) ?? new Map()).set(col, minutes));
    for (const [day, terms] of byDay) limitRow(addRow, terms, rules.maxDayMinutes - minutesWithin(spans, startOfDay(day, timeZone), startOfDay(addDays(day, 1), timeZone)));
  }
  if (rules.maxWeekMinutes !== null) {
    const byWeek = new Map<string, Map<number, number>>();
    for (const col of cols) for (const [monday, minutes] of classByWeek(clsOf(col), timeZone)) byWeek.set(monday, (byWeek.get(monday) ?? new Map()).set(col, minutes));
    for (const [monday, terms] of byWeek) {
      const week = isoWeekOf(startOfDay(monday, timeZone), timeZone);
      limitRow(addRow, terms, rules.maxWeekMinutes - minutesWithin(spans, week.start, week.end));
    }
  }
  const heldStartDays = person.heldShifts.map((s) => dayOf(s.start, timeZone));
  const colsByStartDay = new Map<string, number[]>();
  for (const col of cols) {
    const list = colsByStartDay.get(clsOf(col).day);
    if (list) list.push(col);
    else colsByStartDay.set(clsOf(col).day, [col]);
  }
  if (rules.maxShiftsPerDay !== null) {
    for (const [day, dayCols] of colsByStartDay) limitRow(addRow, new Map(dayCols.map((col) => [col, 1])), rules.maxShiftsPerDay - heldStartDays.filter((d) => d === day).length);
  }
  if (rules.maxConsecutiveDays !== null) {
    // The most new days the person's maximum leaves room for: often fewer than the rule allows.
    const shortest = Math.min(...cols.map((col) => minutesInRange(input, clsOf(col))));
    const room = cap === null || shortest <= 0 ? Number.POSITIVE_INFINITY : Math.floor((cap - baseMinutes(person, input.from, input.to)) / shortest);
    addConsecutiveRows(rules.maxConsecutiveDays, room, new Set(heldStartDays), colsByStartDay, addRow, addCol, derived);
  }
}

// Days in a row: z_d ≥ x for each shift starting on day d (a day already worked is a constant 1);
// in every run of limit + 1 days, at most limit of them worked. No row where `room` (the most new
// shifts the person can take) cannot reach the limit.
function addConsecutiveRows(limit: number, room: number, heldDays: Set<string>, colsByStartDay: Map<string, number[]>, addRow: AddRow, addCol: AddCol, derived: Derived[]): void {
  const newDays = [...colsByStartDay.keys()].filter((d) => !heldDays.has(d)).sort();
  if (!newDays.length) return;
  const newDaySet = new Set(newDays);
  const z = new Map<string, number>();
  const indicator = (day: string) => {
    if (!z.has(day)) {
      const col = addCol(1, false);
      for (const x of colsByStartDay.get(day)!) addRow([col, x], [1, -1], 0, INF);
      derived.push({ col, kind: 'max', of: colsByStartDay.get(day)! });
      z.set(day, col);
    }
    return z.get(day)!;
  };
  for (let start = addDays(newDays[0]!, -limit); start <= newDays.at(-1)!; start = addDays(start, 1)) {
    const run = Array.from({ length: limit + 1 }, (_, i) => addDays(start, i));
    const open = run.filter((d) => newDaySet.has(d));
    const worked = run.filter((d) => heldDays.has(d)).length;
    if (open.length && Math.min(open.length, room) + worked > limit) {
      const zs = open.map(indicator);
      addRow(zs, zs.map(() => 1), -INF, limit - worked);
    }
  }
}
