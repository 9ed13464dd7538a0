import type { RepeatMark } from '@/lib/repeats';

/** A repeat mark as the boards read one (lib/repeats/repeat-marks.ts): a weekday Front desk series until 31 March 2027, unless told. */
export function repeatMark(fields: Partial<RepeatMark> = {}): RepeatMark {
  return {
    occurrenceId: '7c8f1a5e-0000-4000-8000-000000000001',
    seriesId: '7c8f1a5e-0000-4000-8000-000000000002',
    occurrenceKey: '2027-03-01',
    rule: { frequency: 'weekdays', weekdays: [], interval: 1, ends: { kind: 'until', date: '2027-03-31' } },
    startDate: '2027-02-22',
    words: 'Every weekday until 31 March',
    timeZone: 'UTC',
    lastDate: null,
    ended: false,
    fields: { type: 'MULTI_ASSIGNEE_SHIFT', title: 'Front desk', notes: '', startTime: '07:00', durationMinutes: 480, needs: 1, people: [] },
    ...fields,
  };
}
