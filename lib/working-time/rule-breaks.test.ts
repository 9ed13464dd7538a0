import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { NO_WORKING_TIME_RULES, type WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
import { ruleBreaksOf, type WorkedShift } from './rule-breaks';

// Each rule at its edges, on Berlin's wall clock: March 2027 starts on a Monday; summer time
// starts on Sunday 28 March (02:00 -> 03:00) and ends on Sunday 31 October (03:00 -> 02:00).
const zone = 'Europe/Berlin';
const at = (day: string, time: string) => Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(zone).epochMilliseconds;
let next = 0;
const shift = (day: string, from: string, to: string, toDay = day): WorkedShift => ({ id: `s${(next += 1)}`, start: at(day, from), end: at(toDay, to) });
const rules = (set: Partial<WorkingTimeRules>): WorkingTimeRules => ({ ...NO_WORKING_TIME_RULES, ...set });
const words = (r: WorkingTimeRules, shifts: WorkedShift[], proposed: WorkedShift) => ruleBreaksOf(r, shifts, proposed, zone).map((b) => b.words);

describe('minimum rest', () => {
  const late = shift('2027-03-01', '14:00', '22:00');
  const elevenHours = rules({ minRestMinutes: 11 * 60 });

  it('takes exactly the minimum, and refuses a minute less, before and after', () => {
    expect(words(elevenHours, [late], shift('2027-03-02', '09:00', '17:00'))).toEqual([]);
    expect(words(elevenHours, [late], shift('2027-03-02', '08:59', '17:00'))).toEqual(['rest 10 h 59, minimum 11 h']);
    expect(words(elevenHours, [shift('2027-03-02', '08:00', '16:00')], shift('2027-03-01', '13:00', '21:30'))).toEqual(['rest 10 h 30, minimum 11 h']);
  });

  it('counts real hours across the spring change: 23:00 to 09:00 that night is 9 hours', () => {
    const saturday = shift('2027-03-27', '15:00', '23:00');
    const ruleBreaks = ruleBreaksOf(rules({ minRestMinutes: 10 * 60 }), [saturday], shift('2027-03-28', '09:00', '17:00'), zone);
    expect(ruleBreaks).toEqual([{ rule: 'minRest', actual: 9 * 60, limit: 10 * 60, words: 'rest 9 h, minimum 10 h' }]);
  });

  it('sees shifts that touch as one stretch of work, not a rest of 0', () => {
    expect(words(elevenHours, [shift('2027-03-01', '09:00', '13:00')], shift('2027-03-01', '13:00', '17:00'))).toEqual([]);
  });
});

describe('a night shift crossing midnight', () => {
  const night = shift('2027-03-01', '22:00', '06:00', '2027-03-02');

  it('splits its hours between the two days, in the zone', () => {
    const afternoon = shift('2027-03-02', '12:00', '14:00');
    expect(words(rules({ maxDayMinutes: 7 * 60 }), [afternoon], night)).toEqual(['8 h on Tue 2 Mar, maximum 7 h']);
    expect(words(rules({ maxDayMinutes: 8 * 60 }), [afternoon], night)).toEqual([]);
  });

  it('is as long as it really is: 9 hours on the night summer time ends, exactly the maximum allowed', () => {
    const autumnNight = shift('2027-10-30', '22:00', '06:00', '2027-10-31');
    expect(words(rules({ maxShiftMinutes: 8 * 60 }), [], autumnNight)).toEqual(['shift 9 h, maximum 8 h']);
    expect(words(rules({ maxShiftMinutes: 9 * 60 }), [], autumnNight)).toEqual([]);
  });

  it('is a shift of the day it starts on, for shifts per day and days in a row', () => {
    const tuesday = shift('2027-03-02', '09:00', '12:00');
    expect(words(rules({ maxShiftsPerDay: 1 }), [tuesday], night)).toEqual([]);
    // Monday and Wednesday: two runs of one day, not three days in a row.
    expect(words(rules({ maxConsecutiveDays: 2 }), [shift('2027-03-03', '09:00', '12:00')], night)).toEqual([]);
  });
});

describe('the week, in the zone', () => {
  // 38 hours Monday to Friday of the week of 1 March.
  const week = ['01', '02', '03', '04'].map((d) => shift(`2027-03-${d}`, '08:00', '16:00')).concat(shift('2027-03-05', '08:00', '14:00'));
  const fortyHours = rules({ maxWeekMinutes: 40 * 60 });

  it("counts only the part before the zone's Monday midnight (in UTC it would be 5 hours, not 4)", () => {
    const sundayNight = shift('2027-03-07', '20:00', '04:00', '2027-03-08');
    expect(ruleBreaksOf(fortyHours, week, sundayNight, zone)).toEqual([{ rule: 'maxWeek', actual: 42 * 60, limit: 40 * 60, words: '42 h in the week of 1 Mar, maximum 40 h' }]);
    expect(words(rules({ maxWeekMinutes: 42 * 60 }), week, sundayNight)).toEqual([]);
  });

  it('leaves the next week alone', () => {
    expect(words(fortyHours, week, shift('2027-03-08', '08:00', '16:00'))).toEqual([]);
  });

  it('does not count a moved shift twice: the proposed shift replaces the one with its id', () => {
    const moved = { ...week[0]!, start: at('2027-03-01', '09:00'), end: at('2027-03-01', '17:00') };
    expect(words(rules({ maxWeekMinutes: 38 * 60 }), week, moved)).toEqual([]);
  });
});

describe('days in a row and shifts per day', () => {
  const weekdays = ['01', '02', '03', '04', '05'].map((d) => shift(`2027-03-${d}`, '08:00', '12:00'));

  it('counts the run the shift joins, and a day off breaks the run', () => {
    expect(words(rules({ maxConsecutiveDays: 5 }), weekdays, shift('2027-03-06', '08:00', '12:00'))).toEqual(['6 days in a row, maximum 5']);
    expect(words(rules({ maxConsecutiveDays: 6 }), weekdays, shift('2027-03-06', '08:00', '12:00'))).toEqual([]);
    expect(words(rules({ maxConsecutiveDays: 5 }), weekdays, shift('2027-03-07', '08:00', '12:00'))).toEqual([]);
  });

  it('counts the shifts starting that day', () => {
    const two = [shift('2027-03-01', '06:00', '08:00'), shift('2027-03-01', '10:00', '12:00')];
    expect(words(rules({ maxShiftsPerDay: 2 }), two, shift('2027-03-01', '18:00', '20:00'))).toEqual(['3 shifts on Mon 1 Mar, maximum 2']);
    expect(words(rules({ maxShiftsPerDay: 3 }), two, shift('2027-03-01', '18:00', '20:00'))).toEqual([]);
  });

  it('says nothing without rules', () => {
    expect(words(NO_WORKING_TIME_RULES, weekdays, shift('2027-03-01', '00:00', '23:00'))).toEqual([]);
  });
});
