import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { COPY_MAX_ITEMS } from './copy-input';
import { copyRefusal, dayRange, shiftDays } from './copy-plan';
import { laterByDays } from '@/lib/time/whole-days';

const zone = 'America/New_York';
const at = (wall: string) => Temporal.ZonedDateTime.from(`${wall}[${zone}]`).epochMilliseconds;
const base = { span: 'week' as const, sourceDate: '2030-10-28', targetDate: '2030-11-04', timeZone: zone, itemCount: 10, now: at('2030-10-20T12:00'), pastLimitDays: 7 };

describe('copy plan', () => {
  it('keeps the wall-clock time across a DST change (New York falls back on 2030-11-03)', () => {
    expect(shiftDays('2030-10-28', '2030-11-04')).toBe(7);
    expect(laterByDays(at('2030-10-28T09:00'), 7, zone)).toBe(at('2030-11-04T09:00'));
    expect(at('2030-11-04T09:00') - at('2030-10-28T09:00')).toBe(7 * 86_400_000 + 3_600_000);
    const target = dayRange('2030-11-03', 'day', zone);
    expect(target.to - target.from).toBe(25 * 3_600_000);
  });

  it('refuses an overlap, a target beyond the past limit, more than 2,000 items and nothing at all', () => {
    expect(copyRefusal(base)).toBeNull();
    expect(copyRefusal({ ...base, targetDate: '2030-10-31' })).toMatchObject({ field: 'targetDate', message: expect.stringMatching(/overlaps/) });
    expect(copyRefusal({ ...base, span: 'day', sourceDate: '2030-10-28', targetDate: '2030-10-28' })?.message).toMatch(/overlaps the day/);
    expect(copyRefusal({ ...base, span: 'day', sourceDate: '2030-10-28', targetDate: '2030-10-29' })).toBeNull();
    expect(copyRefusal({ ...base, sourceDate: '2030-10-28', targetDate: '2030-10-12' })).toMatchObject({ field: 'targetDate', message: expect.stringMatching(/more than 7 days in the past/) });
    expect(copyRefusal({ ...base, sourceDate: '2030-10-28', targetDate: '2030-10-13' })).toBeNull();
    expect(copyRefusal({ ...base, itemCount: COPY_MAX_ITEMS })).toBeNull();
    expect(copyRefusal({ ...base, itemCount: COPY_MAX_ITEMS + 1 })).toMatchObject({ field: 'itemIds', message: expect.stringMatching(/more than 2,000/) });
    expect(copyRefusal({ ...base, itemCount: 0 })).toMatchObject({ field: 'itemIds' });
  });
});
