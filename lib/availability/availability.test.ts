import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/field-errors';
import { availabilitySchema, NO_AVAILABILITY, type Availability } from './availability';

const errorsOf = (value: Partial<Availability>) => {
  const parsed = availabilitySchema.safeParse({ ...NO_AVAILABILITY, ...value });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
const w = (weekday: number, from: string, to: string, overnight = false) => ({ weekday, from, to, overnight }) as Availability['unavailable'][number];

describe('availability rules', () => {
  it('takes a full, sensible week', () => {
    expect(
      errorsOf({
        unavailable: [w(1, '00:00', '09:00'), w(1, '18:00', '24:00'), w(5, '22:00', '06:00', true), w(7, '20:00', '00:00', true)],
        preferredDays: [2, 3],
        avoidedDays: [6],
        preferredStarts: ['07:00', '15:30'],
        targetHours: 32,
        maxHours: 40,
      }),
    ).toEqual({});
  });

  it('wants a window to end after it starts, unless it says it ends the next day', () => {
    expect(errorsOf({ unavailable: [w(2, '17:00', '09:00')] })).toEqual({ 'unavailable.0.to': ['Ends after it starts, or tick “Ends next day”'] });
    expect(errorsOf({ unavailable: [w(2, '09:00', '09:00')] })).toEqual({ 'unavailable.0.to': ['Ends after it starts, or tick “Ends next day”'] });
    expect(errorsOf({ unavailable: [w(2, '09:00', '17:00', true)] })).toEqual({ 'unavailable.0.to': ['Overnight: ends next day at or before its start time'] });
    expect(errorsOf({ unavailable: [w(2, '9:00', '25:00')] })).toEqual({ 'unavailable.0.from': ['A time like 09:00'], 'unavailable.0.to': ['A time like 09:00'] });
    expect(errorsOf({ unavailable: [w(8, '09:00', '10:00')] })).toEqual({ 'unavailable.0.weekday': ['A day of the week'] });
  });

  it('refuses overlapping windows on the later one, also across midnight and the week’s end', () => {
    expect(errorsOf({ unavailable: [w(1, '09:00', '12:00'), w(1, '11:00', '13:00')] })).toEqual({ 'unavailable.1.from': ['Overlaps Monday 09:00–12:00'] });
    expect(errorsOf({ unavailable: [w(2, '22:00', '06:00', true), w(3, '05:00', '07:00')] })).toEqual({ 'unavailable.1.from': ['Overlaps Tuesday 22:00–06:00 next day'] });
    expect(errorsOf({ unavailable: [w(7, '22:00', '02:00', true), w(1, '01:00', '03:00')] })).toEqual({ 'unavailable.1.from': ['Overlaps Sunday 22:00–02:00 next day'] });
    // Touching ends are no overlap.
    expect(errorsOf({ unavailable: [w(1, '09:00', '12:00'), w(1, '12:00', '13:00'), w(7, '20:00', '00:00', true), w(1, '00:00', '09:00')] })).toEqual({});
  });

  it('keeps target at most the maximum, both within a week’s 168 hours', () => {
    expect(errorsOf({ targetHours: 40, maxHours: 30 })).toEqual({ targetHours: ['Target at most the maximum'] });
    expect(errorsOf({ maxHours: 169 })).toEqual({ maxHours: ['Hours from 0 to 168'] });
    expect(errorsOf({ targetHours: -1 })).toEqual({ targetHours: ['Hours from 0 to 168'] });
    expect(errorsOf({ targetHours: 168, maxHours: 168 })).toEqual({});
    expect(errorsOf({ targetHours: 20, maxHours: null })).toEqual({});
  });

  it('refuses a day both preferred and avoided, and a day twice', () => {
    expect(errorsOf({ preferredDays: [1, 6], avoidedDays: [6, 7] })).toEqual({ avoidedDays: ['Preferred and avoided: Saturday'] });
    expect(errorsOf({ preferredDays: [2, 2] })).toEqual({ preferredDays: ['Each day once'] });
    expect(errorsOf({ preferredStarts: ['7am'] })).toEqual({ 'preferredStarts.0': ['A time like 09:00'] });
  });
});
