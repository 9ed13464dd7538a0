import { z } from 'zod';
import { calendarItemTypes, ITEM_NAME_MAX, ITEM_NOTES_MAX } from '@/lib/contract/calendar-item';
import { int64IdSchema } from '@/lib/contract/ids';
import { needsSchema } from '@/lib/schedule';

// A shift template: a named shape for a new item (type, wall-clock times, "needs N", notes, default
// people), per organization. The service has none, so Shiftdesk keeps them
// (lib/shift-templates/server/template-store.ts); the browser's form and the actions share these rules.

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockMessage = 'A time like 09:00';
const clockSchema = z.string({ message: clockMessage }).regex(CLOCK, clockMessage);
export const MAX_TEMPLATE_PEOPLE = 20;

/** "HH:MM" -> minutes since midnight. */
const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** An end at or before the start is the next day: a night shift (22:00–06:00). */
export const crossesMidnight = (t: { startTime: string; endTime: string }): boolean => minutesOf(t.endTime) < minutesOf(t.startTime);

export const templateFieldsSchema = z
  .object({
    name: z.string({ message: 'Enter a name' }).trim().min(1, 'Enter a name').max(ITEM_NAME_MAX, `At most ${ITEM_NAME_MAX} characters`),
    type: z.enum(calendarItemTypes, { message: 'Choose a shift, time off or a meeting' }),
    startTime: clockSchema,
    endTime: clockSchema,
    needs: needsSchema,
    notes: z.string().max(ITEM_NOTES_MAX, `At most ${ITEM_NOTES_MAX} characters`),
    people: z.array(int64IdSchema).max(MAX_TEMPLATE_PEOPLE, `At most ${MAX_TEMPLATE_PEOPLE} people`),
  })
  .superRefine((t, ctx) => {
    if (t.startTime === t.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Ends after it starts (an end before the start is the next day)' });
    if (new Set(t.people).size !== t.people.length) ctx.addIssue({ code: 'custom', path: ['people'], message: 'Each person once' });
  });
export type TemplateFields = z.output<typeof templateFieldsSchema>;
export type ShiftTemplate = TemplateFields & { id: string };

export const addTemplateInputSchema = z.object({ organizationId: int64IdSchema, template: templateFieldsSchema });
export const editTemplateInputSchema = z.object({ organizationId: int64IdSchema, templateId: z.string().uuid('Must be an id'), template: templateFieldsSchema });
export const removeTemplateInputSchema = z.object({ organizationId: int64IdSchema, templateId: z.string().uuid('Must be an id') });

/** "07:00–15:00", or "22:00–06:00 next day" for a night shift. */
export const templateTimesWords = (t: { startTime: string; endTime: string }): string =>
  `${t.startTime}–${t.endTime}${crossesMidnight(t) ? ' next day' : ''}`;

/** Names are unique per organization whatever their case: "Front desk" and "front desk" are one. */
export const nameKey = (name: string): string => name.trim().toLocaleLowerCase('en');
