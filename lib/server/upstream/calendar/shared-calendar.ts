import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import type { calendarItemEndpoints } from '../endpoints/calendar-items';
import type { calendarMemberEndpoints } from '../endpoints/calendar-members';
import { dropShared, type SharedRead, type SharedReads } from '../shared-reads';
import type { TimeRange } from './range-chunks';

// The calendar's reads shared through one store, and every calendar write dropping what was read
// of its organization before it returns: whatever calls a write method of the client (an action,
// a copy of many items, a request decision) keeps the shared reads true without code of its own.

export interface ReadSharing {
  store: SharedReads;
  /** After the local drop: tell the other instances (null: the organization is not known). */
  published?: (organizationId: string | null) => Promise<void>;
}

type Calendar = ReturnType<typeof calendarItemEndpoints> & ReturnType<typeof calendarMemberEndpoints>;

/**
 * What a kept range read weighs against SHARED_READ_MAX_MB, per byte of the service's text: the
 * parsed records take 2.6 times their text (a large week: 2.4 MB of JSON, 6.3 MB of records,
 * measured with the heap; docs/architecture.md, "Memory"), rounded up.
 */
export const RECORD_BYTES_PER_TEXT_BYTE = 3;

/** The shared store's key of a range read (one per organization and range). */
const listKey = (organizationId: string, range: TimeRange) => `calendar-items ${organizationId} ${range.from} ${range.to}`;

export function shareCalendar(calendar: Calendar, sharing: ReadSharing) {
  const { store } = sharing;

  async function dropAfter(organizationId: string | null): Promise<void> {
    dropShared(store, organizationId);
    await sharing.published?.(organizationId);
  }

  /** Runs a write, then drops its organization (the written item's, or all when it is not known). */
  function dropping<A extends unknown[], R>(write: (...args: A) => Promise<R>, organizationOf: (args: A, result: R | undefined) => string | null | undefined) {
    return async (...args: A): Promise<R> => {
      let result: R | undefined;
      try {
        result = await write(...args);
        return result;
      } finally {
        // A failed write may still have been applied (a timeout): drop as if it was.
        await dropAfter(organizationOf(args, result) ?? null);
      }
    };
  }
  const ofItem = (_args: unknown, item: CalendarItem | null | undefined) => item?.organizationId;

  /** The range's items as shared with every other caller, and when the service was asked. Never change them. */
  async function readCalendarItems(organizationId: string, range: TimeRange): Promise<SharedRead<readonly CalendarItem[]>> {
    const read = await store.read(
      organizationId,
      listKey(organizationId, range),
      async () => {
        const { items, length } = await calendar.listCalendarItemsMeasured(organizationId, range);
        return { items: Object.freeze(items), length };
      },
      (measured) => measured.length * RECORD_BYTES_PER_TEXT_BYTE,
    );
    return { value: read.value.items, readAt: read.readAt };
  }

  return {
    readCalendarItems,
    listCalendarItems: async (organizationId: string, range: TimeRange) => [...(await readCalendarItems(organizationId, range)).value],
    createCalendarItem: dropping(calendar.createCalendarItem, ([body]) => body.organizationId),
    patchCalendarItem: dropping(calendar.patchCalendarItem, ofItem),
    deleteCalendarItem: dropping(calendar.deleteCalendarItem, ofItem),
    addCalendarItemMember: dropping(calendar.addCalendarItemMember, ofItem),
    requestCalendarItemAddition: dropping(calendar.requestCalendarItemAddition, ofItem),
    decideCalendarItemMember: dropping(calendar.decideCalendarItemMember, ofItem),
    removeCalendarItemMember: dropping(calendar.removeCalendarItemMember, ofItem),
  };
}
