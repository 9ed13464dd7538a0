import { Temporal } from 'temporal-polyfill';
import { itemStatusLabel, itemTypeLabel, memberStatusLabel } from '@/lib/schedule';
import type { ScheduleItem } from '@/lib/schedule';
import { csvText } from './csv-text';

// The schedule as CSV: one row per item and person (an item nobody is on yet has one row with no
// person), times as the organization's wall time with their offset, so a spreadsheet sorts them
// and a reader knows the hour without converting.

export const SCHEDULE_CSV_HEADER = ['Item id', 'Type', 'Name', 'Status', 'Start', 'End', 'Time zone', 'Person', 'Person status', 'Notes'] as const;

/** "2027-03-29T09:00:00+01:00". */
function wallTime(ms: number, timeZone: string): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return `${zoned.toPlainDateTime().toString({ smallestUnit: 'second' })}${zoned.offset}`;
}

export function scheduleCsv(items: readonly ScheduleItem[], timeZone: string): string {
  const rows: string[][] = [[...SCHEDULE_CSV_HEADER]];
  for (const item of items) {
    const common = [item.id, itemTypeLabel(item.type), item.name ?? '', itemStatusLabel(item.status), wallTime(item.start, timeZone), wallTime(item.end, timeZone), timeZone];
    const people = item.members.length > 0 ? item.members : [null];
    for (const person of people) rows.push([...common, person?.displayName ?? '', person ? memberStatusLabel(person.status) : '', item.notes ?? '']);
  }
  return csvText(rows);
}
