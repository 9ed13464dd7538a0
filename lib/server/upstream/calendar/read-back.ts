import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { unwrapSingle } from '@/lib/contract/lists';
import { savedButUnreadable } from '../errors';
import { calendarItemReader } from '@/lib/contract/calendar-item-reader';

// After a write that succeeded, Shiftdesk never trusts the answer's body (the spec documents
// none): it reads the item again. If that read fails, the write still happened, so the error
// must not invite a blind retry: it is reported as "saved, reload to see it" (not retryable).

/** The item in a write's answer, when the service happened to send one we can read. */
export function itemInAnswer(body: unknown): CalendarItem | undefined {
  if (body === undefined || body === null) return undefined;
  const parsed = calendarItemReader.safeParse(unwrapSingle(body));
  return parsed.success ? parsed.data : undefined;
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
