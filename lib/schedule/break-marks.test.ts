import { describe, expect, it } from 'vitest';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import type { ScheduleMember } from './schedule-item';
import { scheduleItem } from '@/test/support/schedule-item';
import { breakMarks, breakMarkSentences, personBreakWords } from './break-marks';

// The marks on the roster and the schedule: Mon 1 March 2027, UTC.
const h = (day: number, hour: number) => Date.UTC(2027, 2, day, hour);
const member = (userId: string, displayName: string, status = 'ASSIGNED'): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName, avatarUrl: null, status, phone: null });
const ana = member('1', 'Ana Lima');
const rest = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 };
const close = scheduleItem({ id: 'close', start: h(1, 14), end: h(1, 23), members: [ana, member('2', 'Ben Okafor')] });
const open = scheduleItem({ id: 'open', start: h(2, 6), end: h(2, 12), members: [ana] });
const later = scheduleItem({ id: 'later', start: h(3, 6), end: h(3, 12), members: [ana] });

describe('breakMarks', () => {
  it('marks each item with the people on it who break a rule, in words with the figures, and each person with their items', () => {
    const marks = breakMarks(rest, [close, open, later], h(1, 0), h(8, 0), 'UTC');
    expect(breakMarkSentences(marks.byItem.get('close')!)).toBe('Ana Lima: rest 7 h, minimum 11 h.');
    expect(breakMarkSentences(marks.byItem.get('open')!)).toBe('Ana Lima: rest 7 h, minimum 11 h.');
    expect(marks.byItem.has('later')).toBe(false);
    expect([...marks.byUser.get('1')!.keys()]).toEqual(['close', 'open']);
    expect(marks.byUser.has('2')).toBe(false);
  });

  it("says each of a person's breaks once, though a short rest shows on both shifts around it", () => {
    const rules = { ...rest, maxShiftMinutes: 8 * 60 };
    expect(personBreakWords(breakMarks(rules, [close, open], h(1, 0), h(8, 0), 'UTC').byUser.get('1')!)).toEqual(['rest 7 h, minimum 11 h', 'shift 9 h, maximum 8 h']);
  });

  it('judges only shifts starting in the range, from what the read holds', () => {
    const marks = breakMarks(rest, [close, open], h(2, 0), h(8, 0), 'UTC');
    expect([...marks.byItem.keys()]).toEqual(['open']);
    // The shift before the range is not in the read: its rest is not seen (so the boards read around the range: judged-range.ts).
    expect(breakMarks(rest, [open], h(2, 0), h(8, 0), 'UTC').byItem.size).toBe(0);
  });

  it('marks nothing without rules', () => {
    expect(breakMarks(NO_WORKING_TIME_RULES, [close, open], h(1, 0), h(8, 0), 'UTC').byItem.size).toBe(0);
  });
});
