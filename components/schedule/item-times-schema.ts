import { z } from 'zod';
import { checkWallSpan, dayOf, instantsOf, isWholeDays, lastDayOf, type WallSpan } from './wall-span';
import { toWallTime } from './zoned-format';

// The drawer's times form: start and end in the zone the schedule is shown in, to the minute, or
// whole days for time off. Checked with the same rules as the create dialog and the action.

export function itemTimesSchema(timeZone: string) {
  return z
    .object({
      allDay: z.boolean(),
      start: z.string().min(1, 'Choose when it starts'),
      end: z.string().min(1, 'Choose when it ends'),
    })
    .superRefine(
      (form, ctx) => {
        if (typeof form.start === 'string' && typeof form.end === 'string' && form.start && form.end) checkWallSpan(form, timeZone, ctx);
      },
      { when: () => true },
    )
    .transform((form) => instantsOf(form, timeZone) as { start: number; end: number });
}

export type ItemTimesValues = WallSpan & { allDay: boolean };

/** The form's values for an item's instants; whole-day time off opens as all-day. */
export function itemTimesValues(item: { type: string; start: number; end: number }, timeZone: string): ItemTimesValues {
  if (item.type === 'TIME_OFF' && isWholeDays(item.start, item.end, timeZone)) {
    return { allDay: true, start: dayOf(item.start, timeZone), end: lastDayOf(item.end, timeZone) };
  }
  return { allDay: false, start: toWallTime(item.start, timeZone), end: toWallTime(item.end, timeZone) };
}

/** The other form of the same values when all-day is switched: days keep, times default to 09:00–17:00. */
export function switchAllDay(values: ItemTimesValues, allDay: boolean): ItemTimesValues {
  if (allDay === values.allDay) return values;
  if (allDay) return { allDay, start: values.start.slice(0, 10), end: values.end.slice(0, 10) };
  return { allDay, start: `${values.start}T09:00`, end: `${values.end}T17:00` };
}
