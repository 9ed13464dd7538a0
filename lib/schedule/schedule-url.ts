import { isInt64Id } from '@/lib/contract/int64-id';
import { scheduleViews, viewStateQuery, type ScheduleViewState } from './calendar-view';

// The schedule's URL and its place in the browser's history. What a manager would press Back to
// undo gets an entry of its own: another week or day, another view, an item opened. Filters and
// the display zone only refine what is shown, so they rewrite the current entry.

export type HistoryStep = 'push' | 'replace' | 'none';

/** The search params of the schedule: its view state and the open item, if any. */
export function scheduleQuery(state: ScheduleViewState, itemId: string | null): string {
  const query = viewStateQuery(state);
  return itemId ? `${query}&item=${itemId}` : query;
}

/** The item a URL opens: an int64 id, else none. */
export function itemInQuery(params: URLSearchParams): string | null {
  const item = params.get('item');
  return item && isInt64Id(item) ? item : null;
}

/** Whether the URL names a view (a phone then keeps it instead of opening the list). */
export function queryNamesView(params: URLSearchParams): boolean {
  return (scheduleViews as readonly string[]).includes(params.get('view') ?? '');
}

/**
 * How to go from the URL shown to the next one. A URL that does not name a view or date yet (the
 * page as first opened) is completed in place; closing an item is handled by its caller, which
 * goes Back to the entry its opening pushed.
 */
export function historyStep(current: URLSearchParams, next: URLSearchParams): HistoryStep {
  if (current.toString() === next.toString()) return 'none';
  if (!current.has('view') || !current.has('date')) return 'replace';
  const moved = current.get('view') !== next.get('view') || current.get('date') !== next.get('date');
  const opened = next.has('item') && current.get('item') !== next.get('item');
  return moved || opened ? 'push' : 'replace';
}
