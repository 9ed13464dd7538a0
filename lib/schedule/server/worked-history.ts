import 'server-only';
import type { WorkedShift } from '@/lib/working-time';
import { workedShiftsByUser } from '@/lib/schedule/worked-shifts';
import type { AppServices } from '@/lib/server/access';
import { wholeWeeksBefore } from '@/lib/time/weeks-before';

/**
 * The shifts each person worked in the `weeks` whole weeks before this one (in `timeZone`), from one
 * read of the organization's calendar through the shared reads: what "learn from history" and a
 * person's position suggestions look back at. `mondays` names the weeks.
 */
export async function workedInWeeksBefore(services: AppServices, organizationId: string, timeZone: string, weeks: number, now = Date.now()): Promise<{ mondays: string[]; worked: Map<string, WorkedShift[]> }> {
  const { mondays, range } = wholeWeeksBefore(now, timeZone, weeks);
  const items = (await services.upstream.readCalendarItems(organizationId, range)).value;
  return { mondays, worked: workedShiftsByUser(items.map((item) => ({ ...item, members: item.members.map((m) => ({ userId: m.userId ?? null, status: m.status })) }))) };
}
