import 'server-only';
import type { CalendarItem, CreateCalendarItemBody } from '@/lib/contract/calendar-item';

// When the service answers a create with an empty body (the spec documents none), the new item
// is found by listing its exact start instant and matching what was sent. Two identical items at
// the same instant are indistinguishable by content, so the most recently created one wins.

function sameName(a: string | null | undefined, b: string | undefined): boolean {
  return (a ?? '').trim() === (b ?? '').trim();
}

export function matchesCreated(item: CalendarItem, sent: CreateCalendarItemBody): boolean {
  return (
    !item.deleted &&
    item.type === sent.type &&
    item.start === sent.start &&
    item.end === sent.end &&
    sameName(item.name, sent.name) &&
    (item.organizationId === undefined || item.organizationId === sent.organizationId)
  );
}

function newer(a: CalendarItem, b: CalendarItem): CalendarItem {
  const ca = a.createdAt ?? 0;
  const cb = b.createdAt ?? 0;
  if (ca !== cb) return ca > cb ? a : b;
  // Ids are int64 strings: compare as BigInt, never as (lossy) numbers.
  if (/^\d+$/.test(a.id) && /^\d+$/.test(b.id)) return BigInt(a.id) >= BigInt(b.id) ? a : b;
  return a.id >= b.id ? a : b;
}

export function pickCreated(candidates: CalendarItem[], sent: CreateCalendarItemBody): CalendarItem | undefined {
  const matches = candidates.filter((item) => matchesCreated(item, sent));
  return matches.reduce<CalendarItem | undefined>((best, item) => (best ? newer(best, item) : item), undefined);
}
