import { describe, expect, it } from 'vitest';
import { NO_WORKING_TIME_RULES, LONGEST_RULE_WINDOWS, type WorkingTimeRules } from '@/lib/working-time';
import { scheduleItem } from '@/test/support/schedule-item';
import { breakMarks, breakMarkSentences } from './break-marks';
import { visibleRange } from './calendar-view';
import { boardReadRange, itemsOfRange } from './judged-range';
import { MAX_READ_RANGE_MS } from './range-query';
import type { ScheduleItem, ScheduleMember } from './schedule-item';

// The marks at the range's edge: the board reads what the rules need around its range (one read),
// judges with it, and marks only the shifts of its own range. Berlin, whose clocks go forward on
// Sunday 28 March 2027 (CET +1 to CEST +2).
const zone = 'Europe/Berlin';
const ana: ScheduleMember = { key: 'USER:1', type: 'USER', userId: '1', groupId: null, displayName: 'Ana Lima', avatarUrl: null, status: 'ASSIGNED', phone: null };
/** A shift of Ana's on a Berlin wall-clock day and hours (hours past 24 run into the next day). */
const shift = (id: string, day: string, from: number, to: number, offset = 1) => {
  const midnight = Date.parse(`${day}T00:00:00Z`) - offset * 3_600_000;
  return scheduleItem({ id, start: midnight + from * 3_600_000, end: midnight + to * 3_600_000, members: [ana] });
};

/** What the board sees for the week of `date`: its widened read of `all`, and the marks it shows. */
function boardMarks(rules: WorkingTimeRules, all: ScheduleItem[], date: string) {
  const range = visibleRange('week', date, zone);
  const read = boardReadRange(range, rules, zone);
  const judged = itemsOfRange(all, read);
  return { marks: breakMarks(rules, judged, range.from, range.to, zone).byItem, shown: itemsOfRange(judged, range).map((i) => i.id) };
}

describe('boardReadRange', () => {
  it('is the range itself without rules, so a board with none reads and shares what it always did', () => {
    const range = visibleRange('week', '2027-03-01', zone);
    expect(boardReadRange(range, NO_WORKING_TIME_RULES, zone)).toBe(range);
  });

  it('marks the rest between Sunday’s close and Monday’s open across the week’s edge, on Monday only', () => {
    const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 };
    // Sunday 7 March 14:00–23:00, Monday 8 March 06:00–14:00 in Berlin: 7 h rest.
    const all = [shift('sun-close', '2027-03-07', 14, 23), shift('mon-open', '2027-03-08', 6, 14)];
    const { marks, shown } = boardMarks(rules, all, '2027-03-10');
    expect(shown).toEqual(['mon-open']);
    expect(breakMarkSentences(marks.get('mon-open')!)).toBe('Ana Lima: rest 7 h, minimum 11 h.');
    expect(marks.has('sun-close')).toBe(false);
    // And the week before marks Sunday's close from the Monday after it.
    expect([...boardMarks(rules, all, '2027-03-03').marks.keys()]).toEqual(['sun-close']);
  });

  it('marks a run of days that began the week before', () => {
    const rules = { ...NO_WORKING_TIME_RULES, maxConsecutiveDays: 5 };
    // Thursday 4 to Tuesday 9 March: six days in a row, four of them the week before.
    const days = ['2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09'];
    const all = days.map((day) => shift(day, day, 9, 17));
    const { marks } = boardMarks(rules, all, '2027-03-08');
    expect([...marks.keys()]).toEqual(['2027-03-08', '2027-03-09']);
    expect(breakMarkSentences(marks.get('2027-03-08')!)).toBe('Ana Lima: 6 days in a row, maximum 5.');
  });

  it('judges in the zone across the spring DST week: Sunday’s 23-hour day, the rest measured in real hours', () => {
    const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60, maxWeekMinutes: 40 * 60 };
    // Sunday 28 March 14:00–22:00 CEST (the clocks went forward at 02:00), Monday 29 March 07:00 CEST: 9 h rest.
    const all = [shift('sun', '2027-03-28', 14, 22, 2), shift('mon', '2027-03-29', 7, 15, 2)];
    const { marks } = boardMarks(rules, all, '2027-03-29');
    expect(breakMarkSentences(marks.get('mon')!)).toBe('Ana Lima: rest 9 h, minimum 11 h.');
    // The week before is read whole in Berlin time: its Monday midnight is CET (+1), the next one CEST (+2).
    const range = visibleRange('week', '2027-03-24', zone);
    const read = boardReadRange(range, rules, zone);
    expect(read.from).toBeLessThanOrEqual(Date.UTC(2027, 2, 21, 23));
    expect(read.to).toBeGreaterThanOrEqual(Date.UTC(2027, 3, 4, 22) - 1);
  });

  it('stays a readable range: a month with every rule at its longest is under the route’s limit', () => {
    const range = visibleRange('month', '2027-03-01', zone);
    const read = boardReadRange(range, LONGEST_RULE_WINDOWS, zone);
    expect(read.to - read.from).toBeLessThanOrEqual(MAX_READ_RANGE_MS);
    expect(read.from).toBeLessThan(range.from);
  });
});
