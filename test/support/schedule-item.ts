import { versionOf, type ScheduleItem } from '@/lib/schedule/schedule-item';

/** A schedule item as the browser holds one (a shift, 09:00–17:00 UTC on Tue 2 Feb 2027 unless told), its version computed as the server does. */
export function scheduleItem(fields: Partial<Omit<ScheduleItem, 'version'>> = {}): ScheduleItem {
  const item: Omit<ScheduleItem, 'version'> = {
    id: '9001',
    type: 'MULTI_ASSIGNEE_SHIFT',
    name: 'Bar',
    notes: null,
    start: Date.UTC(2027, 1, 2, 9),
    end: Date.UTC(2027, 1, 2, 17),
    timeZoneName: 'Europe/London',
    status: 'OPEN',
    muteAssignmentNotifications: false,
    members: [],
    createdAt: null,
    updatedAt: null,
    ...fields,
  };
  return { ...item, version: versionOf(item) };
}
