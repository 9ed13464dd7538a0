import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { alreadyThereChoices, type CopyRequest } from './copy-input';

// The copy dialog's form: what (this week, a day, chosen items of the week), to where (a day of
// the target week, or the target day), with or without people; and how it becomes a request
// (a week is always from Monday to Monday, whichever day of it was picked). "A week template" copies
// from a saved template (lib/week-templates) instead of a week: laid on the target week.

export const copyWhats = ['week', 'day', 'items', 'template'] as const;
export type CopyWhat = (typeof copyWhats)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a date' });

export const copyFormSchema = z.object({
  what: z.enum(copyWhats, { message: 'Choose what to copy' }),
  sourceDate: day,
  targetDate: day,
  withPeople: z.boolean(),
  alreadyThere: z.enum(alreadyThereChoices, { message: 'Choose what happens to the items already there' }),
  templateId: z.string(),
}).superRefine((values, ctx) => {
  if (values.what === 'template' && !values.templateId) ctx.addIssue({ code: 'custom', path: ['templateId'], message: 'Choose a week template' });
});
export type CopyFormValues = z.infer<typeof copyFormSchema>;

const monday = (date: string) => {
  const d = Temporal.PlainDate.from(date);
  return d.subtract({ days: d.dayOfWeek - 1 }).toString();
};

/** The form's first values: the week or day shown, to the next one. */
export function copyFormDefaults(shownDate: string, view: 'week' | 'day', what: CopyWhat = view): CopyFormValues {
  const sourceDate = view === 'week' || what === 'template' ? monday(shownDate) : shownDate;
  // A template is laid on the shown week by default; a copy goes to the next one.
  const targetDate = what === 'template' ? sourceDate : Temporal.PlainDate.from(sourceDate).add({ days: 7 }).toString();
  return { what, sourceDate, targetDate, withPeople: true, alreadyThere: 'skip', templateId: '' };
}

/** Into a draft of the shown week: the week (or day) before it, copied onto the one shown. */
export function copyIntoShownDefaults(shownDate: string, view: 'week' | 'day', what?: CopyWhat): CopyFormValues {
  // A template is laid on the shown week already (copyFormDefaults).
  if (what === 'template') return copyFormDefaults(shownDate, view, what);
  const targetDate = view === 'week' ? monday(shownDate) : shownDate;
  return { ...copyFormDefaults(shownDate, view), sourceDate: Temporal.PlainDate.from(targetDate).subtract({ days: view === 'week' ? 7 : 1 }).toString(), targetDate };
}

export function copyRequestOf(organizationId: string, values: CopyFormValues, itemIds?: string[]): CopyRequest {
  if (values.what === 'template') {
    const target = monday(values.targetDate);
    return { organizationId, span: 'week', sourceDate: target, targetDate: target, withPeople: values.withPeople, alreadyThere: values.alreadyThere, templateId: values.templateId };
  }
  const week = values.what !== 'day';
  return {
    organizationId,
    span: week ? 'week' : 'day',
    sourceDate: week ? monday(values.sourceDate) : values.sourceDate,
    targetDate: week ? monday(values.targetDate) : values.targetDate,
    withPeople: values.withPeople,
    alreadyThere: values.alreadyThere,
    ...(values.what === 'items' && itemIds ? { itemIds } : {}),
  };
}

export const copyPreviewUrl = (request: CopyRequest) => {
  const query = new URLSearchParams({ span: request.span, sourceDate: request.sourceDate, targetDate: request.targetDate, withPeople: request.withPeople ? '1' : '0' });
  if (request.itemIds) query.set('itemIds', request.itemIds.join(','));
  if (request.templateId) query.set('templateId', request.templateId);
  return `/api/organizations/${request.organizationId}/copies/preview?${query}`;
};

export const copyProgressUrl = (organizationId: string, copyId: string) => `/api/organizations/${organizationId}/copies/${copyId}`;

/** The schedule on the item's day, with the item open (as the item links elsewhere). */
export function copiedItemHref(organizationId: string, itemId: string, start: number, timeZone: string): string {
  const date = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timeZone).toPlainDate().toString();
  return `/organizations/${organizationId}/schedule?${new URLSearchParams({ view: 'day', date, tz: timeZone, item: itemId })}`;
}
