import { Temporal } from 'temporal-polyfill';
import { COPY_MAX_ITEMS, type AlreadyThere, type CopySpan } from './copy-input';

// The arithmetic of a copy, pure: which instants the source and target cover, where an item lands
// (the same wall-clock time a whole number of days later, in the organization's zone, so a shift
// at 09:00 stays at 09:00 across a DST change), and the refusals decided before anything is made.

export type Range = { from: number; to: number };

const daysOf = (span: CopySpan) => (span === 'week' ? 7 : 1);

/** [from, to) of `days` days starting at `date` in `timeZone`. */
export function dayRange(date: string, span: CopySpan, timeZone: string): Range {
  const start = Temporal.PlainDate.from(date);
  const at = (d: Temporal.PlainDate) => d.toZonedDateTime({ timeZone }).epochMilliseconds;
  return { from: at(start), to: at(start.add({ days: daysOf(span) })) };
}

/** Whole days from the source's first day to the target's. */
export function shiftDays(sourceDate: string, targetDate: string): number {
  return Temporal.PlainDate.from(sourceDate).until(Temporal.PlainDate.from(targetDate), { largestUnit: 'days' }).days;
}

/** The items a copy makes: those already at the target are left out when they are to be skipped. */
export function itemsToMake<T extends { existingAtTarget: readonly string[] }>(items: readonly T[], alreadyThere: AlreadyThere): T[] {
  return alreadyThere === 'copy' ? [...items] : items.filter((item) => item.existingAtTarget.length === 0);
}

/** Why a copy that skips what is already there would make nothing, or null. */
export function allAlreadyThere(items: readonly { existingAtTarget: readonly string[] }[], alreadyThere: AlreadyThere): string | null {
  if (items.length === 0 || itemsToMake(items, alreadyThere).length > 0) return null;
  return `${items.length === 1 ? 'It is' : `All ${items.length} are`} already at the target: nothing to copy. Choose “Copy them too” to make a second of each.`;
}

export type CopyRefusal = { field: 'targetDate' | 'itemIds'; message: string };

/** Why a copy may not start, or null. Checked before any row is written or any item made. */
export function copyRefusal(input: {
  span: CopySpan;
  sourceDate: string;
  targetDate: string;
  timeZone: string;
  itemCount: number;
  now: number;
  pastLimitDays: number;
  /** From a week template: there is no source week to overlap. */
  fromTemplate?: boolean;
}): CopyRefusal | null {
  const source = dayRange(input.sourceDate, input.span, input.timeZone);
  const target = dayRange(input.targetDate, input.span, input.timeZone);
  if (!input.fromTemplate && target.from < source.to && source.from < target.to) {
    return { field: 'targetDate', message: `The target overlaps the ${input.span} being copied: choose another ${input.span}.` };
  }
  const earliest = Temporal.Instant.fromEpochMilliseconds(input.now).toZonedDateTimeISO(input.timeZone).startOfDay().subtract({ days: input.pastLimitDays });
  if (target.from < earliest.epochMilliseconds) {
    return { field: 'targetDate', message: `The target is more than ${input.pastLimitDays} days in the past: copies go no further back than ${earliest.toPlainDate().toString()}.` };
  }
  if (input.itemCount > COPY_MAX_ITEMS) {
    return { field: 'itemIds', message: `${input.itemCount} items is more than ${COPY_MAX_ITEMS.toLocaleString('en')} at once: copy a day or choose fewer items.` };
  }
  if (input.itemCount === 0) return { field: 'itemIds', message: input.fromTemplate ? 'The template has nothing to apply.' : 'There is nothing to copy in this range.' };
  return null;
}
