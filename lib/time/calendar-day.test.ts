import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatTime } from '@/components/ui/zoned-format';
import { clockTime, dayOf, dayParts } from './calendar-day';

// The inbox's Temporal-free day helpers must agree with Temporal, around midnights and DST changes.

describe('calendar days without Temporal', () => {
  const zones = ['UTC', 'Europe/London', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe'];

  it('puts an instant on the same day in the zone as Temporal does', () => {
    const start = Date.UTC(2027, 2, 25);
    for (const timeZone of zones) {
      for (let ms = start; ms < start + 10 * 86_400_000; ms += 37 * 60_000) {
        const expected = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate().toString();
        expect(dayOf(ms, timeZone), `${timeZone} ${ms}`).toBe(expected);
      }
    }
  });

  it('reads a day’s weekday (Monday 1 .. Sunday 7), month and date', () => {
    let date = Temporal.PlainDate.from('2027-12-20');
    for (let i = 0; i < 800; i += 1, date = date.add({ days: 1 })) {
      expect(dayParts(date.toString())).toEqual({ year: date.year, month: date.month, day: date.day, weekday: date.dayOfWeek });
    }
  });

  it('writes clock times as the schedule does', () => {
    const start = Date.UTC(2027, 9, 30, 20);
    for (const timeZone of zones) {
      for (let ms = start; ms < start + 2 * 86_400_000; ms += 23 * 60_000) expect(clockTime(ms, timeZone, 'h23')).toBe(formatTime(ms, timeZone, 'h23'));
    }
  });
});
