import { clockTime, dayOf } from '@/lib/time/calendar-day';
import { shortDay } from '@/lib/time/day-words';
import type { HourCycle } from '@/lib/time/hour-cycle';
import type { KnownChange } from './change-kinds';

// A remembered change in words, from what was kept when it was made (a later rename does not
// rewrite it): "Moved Night ward shift from Thu 26 Nov 19:00 to Fri 27 Nov 19:00".

/** "Thu 26 Nov 19:00" in the zone kept with the change. */
export function whenWords(ms: number, timeZone: string, cycle: HourCycle): string {
  return `${shortDay(dayOf(ms, timeZone), true)} ${clockTime(ms, timeZone, cycle)}`;
}

/** "A", "A and B", "A, B and C". */
export function namesWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Thu 26 Nov 19:00–07:00". */
function spanWords(span: { start: number; end: number }, timeZone: string, cycle: HourCycle): string {
  return `${whenWords(span.start, timeZone, cycle)}–${clockTime(span.end, timeZone, cycle)}`;
}

/** A shift moved whole says where from and to; a changed length says both spans. */
function movedWords(change: Extract<KnownChange, { kind: 'moved' }>, cycle: HourCycle): string {
  const { from, to, timeZone } = change;
  if (to.end - to.start === from.end - from.start) return `Moved ${change.item} from ${whenWords(from.start, timeZone, cycle)} to ${whenWords(to.start, timeZone, cycle)}`;
  return `Changed ${change.item} from ${spanWords(from, timeZone, cycle)} to ${spanWords(to, timeZone, cycle)}`;
}

/** What the worker asked, as the line names it before the item. */
function requestWords(status: string): string {
  if (status === 'ADDITION_REQUESTED') return 'request to join';
  if (status === 'REPLACEMENT_REQUESTED') return 'replacement request for';
  return 'request for';
}

export function changeWords(change: KnownChange, cycle: HourCycle): string {
  if (change.kind === 'undo') return `Undid: ${change.words}`;
  const on = `${change.item}, ${whenWords(change.start, change.timeZone, cycle)}`;
  switch (change.kind) {
    case 'moved':
      return movedWords(change, cycle);
    case 'deleted':
      return `Deleted ${on}`;
    case 'added':
      return `Added ${namesWords(change.people.map((p) => p.name))} to ${on}`;
    case 'removed':
      return `Removed ${change.person.name} from ${on}`;
    case 'decided':
      return `${change.decision === 'approved' ? 'Approved' : 'Declined'} ${change.person}’s ${requestWords(change.request)} ${on}`;
    case 'reassigned':
      return `Gave ${on} to ${change.to.name} instead of ${change.from.name}`;
  }
}
