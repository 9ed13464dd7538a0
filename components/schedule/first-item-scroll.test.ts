import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { firstItemScrollTime } from './first-item-scroll';

const item = (type: string, start: number, end: number) => ({ id: String(start), type, start, end, members: [] }) as unknown as ScheduleItem;
const london = 'Europe/London';
const feb = (d: number, h: number, m = 0) => Date.UTC(2027, 1, d, h, m);

describe('firstItemScrollTime', () => {
  it('opens half an hour before the earliest item of the shown week, on a half hour', () => {
    expect(firstItemScrollTime([item('MEETING', feb(3, 9), feb(3, 10)), item('MULTI_ASSIGNEE_SHIFT', feb(4, 6, 30), feb(4, 14))], 'week', '2027-02-03', london)).toBe('06:00:00');
    expect(firstItemScrollTime([item('MEETING', feb(3, 9, 10), feb(3, 10))], 'week', '2027-02-03', london)).toBe('08:30:00');
  });
  it('ignores items starting outside the shown range, whole-day time off, and the month and list views', () => {
    const items = [item('MULTI_ASSIGNEE_SHIFT', feb(1, 3), feb(1, 8)), item('TIME_OFF', feb(9, 0), feb(10, 0)), item('MEETING', feb(9, 11), feb(9, 12))];
    expect(firstItemScrollTime(items, 'week', '2027-02-10', london)).toBe('10:30:00');
    expect(firstItemScrollTime(items, 'month', '2027-02-10', london)).toBeNull();
    expect(firstItemScrollTime([], 'week', '2027-02-10', london)).toBeNull();
  });
  it('reads the time in the display zone and never goes before midnight', () => {
    expect(firstItemScrollTime([item('MEETING', feb(3, 14), feb(3, 15))], 'day', '2027-02-03', 'America/New_York')).toBe('08:30:00');
    expect(firstItemScrollTime([item('MEETING', feb(3, 0, 15), feb(3, 1))], 'day', '2027-02-03', london)).toBe('00:00:00');
  });
});
