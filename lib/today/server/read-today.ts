import 'server-only';
import { readRunningOffers } from '@/lib/offers/server';
import { needsOfOrganization, listScheduleItems } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { getEntryPoints } from '@/lib/server/entry-points';
import { log } from '@/lib/server/log/logger';
import { DAY_MS } from '@/lib/time/units';
import { isoWeekOf } from '@/lib/time/zoned-days';
import { buildToday } from '@/lib/today/build-today';
import type { TodaySource, TodayView } from '@/lib/today/today-types';

// Today for every configured organization: one read of each organization's items, through the
// shared reads. The range is this week and the next, in the organization's zone: it covers the
// week's hours and a week ahead from any moment of the week, and stays the same all week, so
// every manager with Today open takes the same shared read (once per poll interval).

export function todayRange(now: number, timeZone: string): { from: number; to: number } {
  const week = isoWeekOf(now, timeZone);
  return { from: week.start, to: week.start + 14 * DAY_MS - 1 };
}

export async function readToday(services: AppServices, now = Date.now()): Promise<TodayView> {
  const { organizations } = await getEntryPoints(services.db);
  const problems: Record<string, string> = {};
  const offers = await readRunningOffers(services, organizations.map((o) => o.id));
  const sources = await Promise.all(
    organizations.map(async (organization): Promise<TodaySource> => {
      const timeZone = organization.timeZone ?? 'UTC';
      const base = {
        id: organization.id,
        name: organization.name,
        timeZone,
        thresholdMinutes: organization.weeklyHoursThresholdMinutes,
        rules: organization.workingTimeRules,
        offers: offers.filter((offer) => offer.organizationId === organization.id),
      };
      try {
        const [items, needs] = await Promise.all([listScheduleItems(services, organization.id, todayRange(now, timeZone)), needsOfOrganization(services.db, organization.id)]);
        return { ...base, items, needs };
      } catch (error) {
        // One organization the service cannot read now does not hide the others.
        log().warn({ err: error, organizationId: organization.id }, 'Today could not read an organization');
        problems[organization.id] = 'Its schedule could not be read just now; Shiftdesk tries again at the next refresh.';
        return { ...base, items: [], needs: {} };
      }
    }),
  );
  const view = buildToday(sources, now);
  return { ...view, organizations: view.organizations.map((o) => (problems[o.id] ? { ...o, problem: problems[o.id]! } : o)) };
}
