import { holdsItem, itemStatusLabel, itemTypeLabel, memberStatusLabel } from '@/lib/schedule';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import type { RepeatMarks } from '@/lib/repeats';
import { csvText } from './csv-text';
import { exportHours, localDateAndTime } from './spreadsheet-values';

// The schedule as CSV for payroll: one row per item and person, start and end as separate local
// date and time columns of the organization's zone and the hours as a decimal, which spreadsheets
// read as dates, times and numbers (ISO date-times with offsets they keep as text). By default
// only the people who hold the shift are listed (the same rule as "Open shifts": holdsItem); an
// item nobody holds still has one row with no person, so it is not lost. An occurrence of a
// repeating series says so in words in the last column ("Every weekday until 31 March"), as the
// boards mark it; the column is last so the earlier columns keep their places for existing imports.

export const SCHEDULE_CSV_HEADER = ['Item id', 'Type', 'Name', 'Status', 'Start date', 'Start time', 'End date', 'End time', 'Hours', 'Time zone', 'Person', 'Person status', 'Notes', 'Repeats'] as const;

export type ScheduleCsvOptions = {
  /** Also list people who do not hold the item (removed, declined, denied, asked), with their status. */
  everyone?: boolean;
  /** The range's repeat marks by item id (lib/repeats): an occurrence's rule in words. */
  repeats?: RepeatMarks;
};

function peopleOf(item: ScheduleItem, everyone: boolean): (ScheduleMember | null)[] {
  const people = everyone ? item.members : item.members.filter((m) => holdsItem(m.status));
  return people.length > 0 ? people : [null];
}

export function scheduleCsv(items: readonly ScheduleItem[], timeZone: string, { everyone = false, repeats = {} }: ScheduleCsvOptions = {}): string {
  const rows: string[][] = [[...SCHEDULE_CSV_HEADER]];
  for (const item of items) {
    const start = localDateAndTime(item.start, timeZone);
    const end = localDateAndTime(item.end, timeZone);
    const common = [item.id, itemTypeLabel(item.type), item.name ?? '', itemStatusLabel(item.status), start.date, start.time, end.date, end.time, exportHours(item.start, item.end), timeZone];
    for (const person of peopleOf(item, everyone)) rows.push([...common, person?.displayName ?? '', person ? memberStatusLabel(person.status) : '', item.notes ?? '', repeats[item.id]?.words ?? '']);
  }
  return csvText(rows);
}
