import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';
import type { calendarItemEndpoints } from '../endpoints/calendar-items';
import type { calendarMemberEndpoints } from '../endpoints/calendar-members';
import { dropShared, type SharedRead, type SharedReads } from '../shared-reads';
import { reviseKeptRange, type KeptRange } from './kept-range';
import type { TimeRange } from './range-chunks';

// The calendar's reads shared through one store, and every calendar write bringing what was read
// of its organization up to date before it returns: whatever calls a write method of the client
// (an action, a copy of many items, a request decision) keeps the shared reads true without code
// of its own. A write that answered takes its item into the kept range reads (kept-range.ts) and
// drops what was made from them (conversions); one that failed, or whose item is not known, drops
// everything of its organization. Other instances drop (they have no answer to take in).

export interface ReadSharing {
  store: SharedReads;
  /** After the local drop: tell the other instances (null: the organization is not known). */
  published?: (organizationId: string | null) => Promise<void>;
}

type Calendar = ReturnType<typeof calendarItemEndpoints> & ReturnType<typeof calendarMemberEndpoints>;

/**
 * What a kept range read weighs against SHARED_READ_MAX_MB, per byte of the service's text: the
 * parsed records take 2.6 times their text (a large week: 2.4 MB of JSON, 6.3 MB of records,
 * measured with the heap; docs/decisions/memory.md), rounded up.
 */
export const RECORD_BYTES_PER_TEXT_BYTE = 3;

/** The shared store's key of a range read (one per organization and range). */
const listKey = (organizationId: string, range: TimeRange) => `calendar-items ${organizationId} ${range.from} ${range.to}`;
const isListKey = (key: string) => key.startsWith('calendar-items ');
const weighRange = (kept: KeptRange) => kept.length * RECORD_BYTES_PER_TEXT_BYTE;

export function shareCalendar(calendar: Calendar, sharing: ReadSharing) {
  const { store } = sharing;

  /** After a write: its item taken into the kept ranges, or (not known, or failed) the organization dropped. */
  async function afterWrite(organizationId: string | null, written: { itemId: string; item: CalendarItem | null } | undefined): Promise<void> {
    if (organizationId !== null && written) {
      store.reviseOrganization(organizationId, {
        appliesTo: isListKey,
        revise(value) {
          const revised = reviseKeptRange(value as KeptRange, written.itemId, written.item);
          return { value: revised, bytes: weighRange(revised) };
        },
      });
    } else {
      dropShared(store, organizationId);
    }
    await sharing.published?.(organizationId);
  }

  /**
   * Runs a write, then brings the kept reads up to date: `organizationOf` the written item's
   * organization (null: not known), `itemIdOf` the item written, whose answer is the item as the
   * service now has it (null: gone).
   */
  function writing<A extends unknown[], R extends CalendarItem | null>(
    write: (...args: A) => Promise<R>,
    organizationOf: (args: A, result: R | undefined) => string | null | undefined,
    itemIdOf: (args: A, result: R) => string,
  ) {
    return async (...args: A): Promise<R> => {
      let written: { itemId: string; item: R } | undefined;
      try {
        const item = await write(...args);
        written = { itemId: itemIdOf(args, item), item };
        return item;
      } finally {
        // A failed write may still have been applied (a timeout): drop as if it was.
        await afterWrite(organizationOf(args, written?.item) ?? null, written);
      }
    };
  }
  const ofItem = (_args: unknown, item: CalendarItem | null | undefined) => item?.organizationId;
  const idArgument = (args: [string, ...unknown[]]) => args[0];

  /**
   * The range's items as shared with every other caller, and when the service was asked. Never
   * change them. `maxAgeMs`: the oldest answer this caller takes, by default one schedule poll (the
   * store's time at most): the requests badge, polling half as often, takes older ones.
   */
  async function readCalendarItems(organizationId: string, range: TimeRange, maxAgeMs = SCHEDULE_POLL_MS): Promise<SharedRead<readonly CalendarItem[]>> {
    const read = await store.read<KeptRange>(
      organizationId,
      listKey(organizationId, range),
      async () => {
        const { items, length } = await calendar.listCalendarItemsMeasured(organizationId, range);
        return { items: Object.freeze(items), length, range };
      },
      weighRange,
      maxAgeMs,
    );
    return { value: read.value.items, readAt: read.readAt };
  }

  return {
    readCalendarItems,
    listCalendarItems: async (organizationId: string, range: TimeRange, maxAgeMs?: number) => [...(await readCalendarItems(organizationId, range, maxAgeMs)).value],
    createCalendarItem: writing(calendar.createCalendarItem, ([body]) => body.organizationId, (_args, created) => created.id),
    patchCalendarItem: writing(calendar.patchCalendarItem, ofItem, idArgument),
    deleteCalendarItem: writing(calendar.deleteCalendarItem, ofItem, idArgument),
    addCalendarItemMember: writing(calendar.addCalendarItemMember, ofItem, idArgument),
    requestCalendarItemAddition: writing(calendar.requestCalendarItemAddition, ofItem, idArgument),
    decideCalendarItemMember: writing(calendar.decideCalendarItemMember, ofItem, idArgument),
    removeCalendarItemMember: writing(calendar.removeCalendarItemMember, ofItem, idArgument),
  };
}
