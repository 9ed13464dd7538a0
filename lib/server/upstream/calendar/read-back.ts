import 'server-only';
import type { CalendarItem, PatchCalendarItemBody } from '@/lib/contract/calendar-item';
import { unwrapSingle } from '@/lib/contract/lists';
import { savedButUnreadable } from '../errors';
import { calendarItemReader } from '@/lib/contract/calendar-item-reader';

// After a write that succeeded, Shiftdesk does not take the answer's body on trust (the spec
// documents none): it reads the item again, unless the answer is the item with the patch visibly
// applied (every field sent holds in it), which is all a read would tell. If that read fails, the
// write still happened, so the error must not invite a blind retry: it is reported as "saved,
// reload to see it" (not retryable).

/** The item in a write's answer, when the service happened to send one we can read. */
export function itemInAnswer(body: unknown): CalendarItem | undefined {
  if (body === undefined || body === null) return undefined;
  const parsed = calendarItemReader.safeParse(unwrapSingle(body));
  return parsed.success ? parsed.data : undefined;
}

const TIMES = new Set(['start', 'end']);

/** Does the item hold what the patch sent? Times are sent as strings, and null or "" unsets. */
function holds(item: CalendarItem, field: string, sent: unknown): boolean {
  const have = (item as Record<string, unknown>)[field] ?? null;
  const want = sent === '' ? null : (sent ?? null);
  return TIMES.has(field) ? want !== null && Number(want) === have : want === have;
}

/** The answer's item when it is `calendarItemId` with every field of `patch` applied; else undefined. */
export function patchedItemInAnswer(answer: unknown, calendarItemId: string, patch: PatchCalendarItemBody): CalendarItem | undefined {
  const item = itemInAnswer(answer);
  if (!item || item.id !== calendarItemId) return undefined;
  return Object.entries(patch).every(([field, sent]) => sent === undefined || holds(item, field, sent)) ? item : undefined;
}

/** Reads the item again; falls back to the answer's copy; else reports "saved but unreadable". */
export async function readBack(read: () => Promise<CalendarItem>, answer: unknown): Promise<CalendarItem> {
  try {
    return await read();
  } catch (error) {
    const fallback = itemInAnswer(answer);
    if (fallback) return fallback;
    throw savedButUnreadable(error);
  }
}
