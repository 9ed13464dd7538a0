import { hasAnyRule, ruleBreakSentence, type RuleBreak, type WorkingTimeRules } from '@/lib/working-time';
import type { ScheduleItem } from './schedule-item';
import { ruleBreaksWithin } from './worked-shifts';

// The roster's and the schedule's marks of working-time rule breaks, from the items read and the
// organization's rules. Only shifts starting in the range are judged, from what the read holds:
// the boards read past their range by what the rules need (judged-range.ts), so a rest across the
// week's edge or a run of days that began the week before is marked on the range's own shift.

/** One person's breaks on one item, named as the item names them. */
export type BreakMark = { userId: string; name: string; breaks: RuleBreak[] };

export type BreakMarks = {
  /** By item id: each person on it who breaks a rule by working it. */
  byItem: ReadonlyMap<string, readonly BreakMark[]>;
  /** By user id: their items that break a rule, with the breaks. */
  byUser: ReadonlyMap<string, ReadonlyMap<string, readonly RuleBreak[]>>;
};

export const NO_BREAK_MARKS: BreakMarks = { byItem: new Map(), byUser: new Map() };

/** The marks of every rule break of shifts starting in [from, to), judged in the organization's zone. */
export function breakMarks(rules: WorkingTimeRules, items: readonly ScheduleItem[], from: number, to: number, timeZone: string): BreakMarks {
  if (!hasAnyRule(rules)) return NO_BREAK_MARKS;
  const found = ruleBreaksWithin(rules, items, from, to, timeZone);
  if (!found.length) return NO_BREAK_MARKS;
  // Only the marked items are looked up by id, not every item of the read (thousands, polled).
  const marked = new Set(found.map((f) => f.shiftId));
  const markedItems = new Map<string, ScheduleItem>();
  for (const item of items) if (marked.has(item.id)) markedItems.set(item.id, item);
  const byItem = new Map<string, BreakMark[]>();
  const byUser = new Map<string, Map<string, readonly RuleBreak[]>>();
  for (const { userId, shiftId, breaks } of found) {
    const name = markedItems.get(shiftId)?.members.find((m) => m.userId === userId)?.displayName ?? userId;
    let onItem = byItem.get(shiftId);
    if (!onItem) byItem.set(shiftId, (onItem = []));
    onItem.push({ userId, name, breaks });
    let theirs = byUser.get(userId);
    if (!theirs) byUser.set(userId, (theirs = new Map()));
    theirs.set(shiftId, breaks);
  }
  return { byItem, byUser };
}

/** "Ana Lima: rest 7 h, minimum 11 h. Ben Okafor: 6 days in a row, maximum 5." */
export const breakMarkSentences = (marks: readonly BreakMark[]): string => marks.map((m) => ruleBreakSentence(m.name, m.breaks)).join(' ');

/** A person's breaks in the range, each said once (a short rest shows on both shifts around it). */
export function personBreakWords(theirs: ReadonlyMap<string, readonly RuleBreak[]>): string[] {
  return [...new Set([...theirs.values()].flatMap((breaks) => breaks.map((b) => b.words)))];
}
