import type { CalendarItem } from '../state/types';

// The spec shows only OPEN and ASSIGNED and no transitions between item statuses, so the emulator
// decides (docs/decisions/spec-readings.md):
// - with no explicit status, an item is ASSIGNED as soon as one member is ACCEPTED or ASSIGNED,
//   and OPEN otherwise;
// - a status set explicitly (PATCH status, or newCalendarItemStatus when adding members) wins;
// - an explicit OPEN or ASSIGNED is itself a "derived" kind of status, so the next member change
//   (a decision, a removal, a join request) drops it and derivation resumes. Any other explicit
//   status (e.g. CANCELLED) stays until it is patched away with null or "".

const DERIVED = new Set(['OPEN', 'ASSIGNED']);

export function derivedStatus(item: CalendarItem): 'OPEN' | 'ASSIGNED' {
  return item.members.some((m) => m.status === 'ACCEPTED' || m.status === 'ASSIGNED') ? 'ASSIGNED' : 'OPEN';
}

export function itemStatus(item: CalendarItem): string {
  return item.statusOverride ?? derivedStatus(item);
}

/** Called after a member change that did not itself set the item status. */
export function afterMemberChange(item: CalendarItem): void {
  if (item.statusOverride !== null && DERIVED.has(item.statusOverride)) item.statusOverride = null;
}
