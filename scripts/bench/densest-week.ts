import { Temporal } from 'temporal-polyfill';
import { shownRange } from '@/lib/schedule/calendar-view';

// Picks the week (Monday first, in the organization's zone) showing the most items, from the
// emulator's own list: the benchmark should look at the heaviest week a manager could open.

type Listed = { start: number; end: number };

export type DensestWeek = { date: string; itemCount: number };

export async function densestWeek(emulatorUrl: string, organizationId: string, timeZone: string): Promise<DensestWeek> {
  const url = `${emulatorUrl}/connect/organizations/${organizationId}/calendar-items?startsAtOrAfter=0&startsAtOrBefore=${Date.now() + 400 * 86_400_000}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer demo-first-token' } });
  if (!response.ok) throw new Error(`emulator list -> ${response.status}`);
  const body = (await response.json()) as Listed[] | { items: Listed[] };
  const items = Array.isArray(body) ? body : body.items;
  const best = densestWeekOf(items.map((i) => ({ start: Number(i.start), end: Number(i.end) })), timeZone);
  if (best.itemCount <= 0) throw new Error('the emulator listed no items for the organization');
  return best;
}

/** The week (Monday, in `timeZone`) with the most items running into it, among `items`. */
export function densestWeekOf(items: readonly Listed[], timeZone: string): DensestWeek {
  const mondays = new Set<string>();
  for (const item of items) {
    const day = Temporal.Instant.fromEpochMilliseconds(item.start).toZonedDateTimeISO(timeZone).toPlainDate();
    mondays.add(day.subtract({ days: day.dayOfWeek - 1 }).toString());
  }
  let best: DensestWeek = { date: '', itemCount: -1 };
  for (const monday of [...mondays].sort()) {
    const { start, end } = shownRange('week', monday, timeZone);
    const itemCount = items.filter((i) => i.end > start && i.start < end).length;
    if (itemCount > best.itemCount) best = { date: monday, itemCount };
  }
  return best;
}
