import { clockTime, dayOf } from '@/lib/time/calendar-day';

// Values in the forms every spreadsheet reads as their type, not as text: a date as YYYY-MM-DD,
// a time as HH:MM (24-hour), hours as a decimal number with a point and two places.

const HOUR_MS = 3_600_000;

/** The wall date and time of an instant in the zone: { date: '2027-03-29', time: '09:00' }. */
export function localDateAndTime(ms: number, timeZone: string): { date: string; time: string } {
  return { date: dayOf(ms, timeZone), time: clockTime(ms, timeZone, 'h23') };
}

/** "8.00", "7.50", "11.00" across a clock change: the time that really passes, not the wall-clock gap. */
export function exportHours(start: number, end: number): string {
  return ((end - start) / HOUR_MS).toFixed(2);
}
