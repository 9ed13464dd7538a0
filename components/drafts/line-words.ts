import type { DraftLine } from '@/lib/drafts';
import { itemHours, shortDay } from '@/lib/time/day-words';
import { dayOf } from '@/lib/time/calendar-day';
import type { HourCycle } from '@/lib/time/hour-cycle';

// A draft line in a few words, for the bar's list of changes and a publish's lines not written.
const kindWords: Record<DraftLine['kind'], string> = { create: 'New item', move: 'Move', assign: 'Assignment', unassign: 'Removal', delete: 'Deletion' };

const sourceWords = (line: Pick<DraftLine, 'source'>) => (line.source === 'hand' ? '' : ` (${line.source})`);

export function lineWords(line: Pick<DraftLine, 'kind' | 'payload' | 'source'>): string {
  const name = line.payload.name ? ` “${line.payload.name}”` : '';
  return `${kindWords[line.kind]}${name}${sourceWords(line)}`;
}

/**
 * A line with the item it is on, by name and when in the organization's zone: "Assignment on
 * “Till”, Mon 7 Jun 09:00–17:00". What a skipped or conflicting line needs, whatever item it is on.
 */
export function namedLineWords(line: Pick<DraftLine, 'kind' | 'payload' | 'source' | 'subject'>, timeZone: string, cycle: HourCycle): string {
  const { subject } = line;
  if (!subject) return lineWords(line);
  const day = dayOf(subject.start, timeZone);
  const title = subject.name ? `“${subject.name}”` : 'an unnamed item';
  return `${kindWords[line.kind]}${line.kind === 'create' ? '' : ' on'} ${title}, ${shortDay(day, true)} ${itemHours(subject, timeZone, day, cycle)}${sourceWords(line)}`;
}
