import { Temporal } from 'temporal-polyfill';
import { crossesMidnight } from './shift-template';

/**
 * The instants a template's wall-clock times mean on a calendar day in the organization's zone:
 * 07:00 stays 07:00 across DST, a night shift ends on the next day. A time the clocks skip (02:30
 * on a spring-forward night) is read as the zone does by default ("compatible": an hour later).
 */
export function templateSpanOn(template: { startTime: string; endTime: string }, date: string, timeZone: string): { start: number; end: number } {
  const day = Temporal.PlainDate.from(date);
  const at = (d: Temporal.PlainDate, clock: string) => d.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(clock) }).epochMilliseconds;
  return { start: at(day, template.startTime), end: at(crossesMidnight(template) ? day.add({ days: 1 }) : day, template.endTime) };
}
