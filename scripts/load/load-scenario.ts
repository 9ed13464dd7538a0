import { visibleRange } from '@/lib/schedule/calendar-view';
import { densestWeek } from '../bench/densest-week';
import { firstOrganization } from '../bench/emulator-control';
import type { LoadOptions } from '@/test/support/load/run-load';

export type ScheduleScenario = Pick<LoadOptions, 'appUrl' | 'organizationId' | 'range'> & { label: string; week: string; timeZone: string; scheduleUrl: string; rosterUrl: string };

// What the load test's managers look at on the benchmark's servers: the first organization's
// busiest week (with the large seed: 500 members, ~2,500 items), the heaviest range a manager
// could poll.
export async function busiestSchedule(emulatorUrl: string, appUrl: string): Promise<ScheduleScenario> {
  const org = await firstOrganization(emulatorUrl);
  const week = await densestWeek(emulatorUrl, org.id, org.timeZone);
  return {
    appUrl,
    organizationId: org.id,
    range: visibleRange('week', week.date, org.timeZone),
    label: `${org.name}, week of ${week.date}`,
    week: week.date,
    timeZone: org.timeZone,
    scheduleUrl: `${appUrl}/organizations/${org.id}/schedule?view=week&date=${week.date}&tz=${encodeURIComponent(org.timeZone)}`,
    rosterUrl: `${appUrl}/organizations/${org.id}/roster?date=${week.date}&tz=${encodeURIComponent(org.timeZone)}`,
  };
}
