import type { InboxRequest } from '@/lib/requests/inbox-types';

// The inbox's rows: the live requests, plus those answered here that the latest read no longer
// lists (shown as gone, with their outcome), by start then name, grouped by day.

export type InboxRow = { request: InboxRequest; gone: boolean };

const byStart = (a: InboxRow, b: InboxRow) => a.request.item.start - b.request.item.start || a.request.person.displayName.localeCompare(b.request.person.displayName);

export function inboxRows(live: readonly InboxRequest[], answeredHere: readonly ReadonlyMap<string, InboxRequest>[]): InboxRow[] {
  const liveKeys = new Set(live.map((r) => r.key));
  const list: InboxRow[] = live.map((request) => ({ request, gone: false }));
  for (const answered of answeredHere) for (const [key, request] of answered) if (!liveKeys.has(key)) list.push({ request, gone: true });
  return list.sort(byStart);
}

/** The rows by their day, in order. */
export function rowsByDay(rows: readonly InboxRow[]): [string, InboxRow[]][] {
  const byDay = new Map<string, InboxRow[]>();
  for (const row of rows) byDay.set(row.request.day, [...(byDay.get(row.request.day) ?? []), row]);
  return [...byDay.entries()];
}
