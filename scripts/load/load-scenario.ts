import { visibleRange } from '@/lib/schedule/calendar-view';
import { densestWeek } from '../bench/densest-week';
import { largeOrganization } from '../bench/emulator-control';
import type { LoadOptions } from './run-load';

export type LargeSchedule = Pick<LoadOptions, 'appUrl' | 'organizationId' | 'range'> & { label: string; week: string; timeZone: string; scheduleUrl: string };

// What the load test's managers look at on the benchmark's servers: the large organization's
// busiest week, the heaviest range a manager could poll.
export async function largeSchedule(emulatorUrl: string, appUrl: string): Promise<LargeSchedule> {
  const org = await largeOrganization(emulatorUrl);
  const week = await densestWeek(emulatorUrl, org.id, org.timeZone);
  return {
    appUrl,
    organizationId: org.id,
    range: visibleRange('week', week.date, org.timeZone),
    label: `${org.name}, week of ${week.date}`,
    week: week.date,
    timeZone: org.timeZone,
    scheduleUrl: `${appUrl}/organizations/${org.id}/schedule?view=week&date=${week.date}&tz=${encodeURIComponent(org.timeZone)}`,
  };
}
