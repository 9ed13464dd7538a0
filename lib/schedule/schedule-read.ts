import type { ScheduleItem } from './schedule-item';

/** What the schedule's range read answers: the items, and when the service was asked. */
export type ScheduleRead = { items: ScheduleItem[]; fetchedAt: number };

export function calendarItemsUrl(organizationId: string, from: number, to: number): string {
  return `/api/organizations/${organizationId}/calendar-items?from=${from}&to=${to}`;
}
