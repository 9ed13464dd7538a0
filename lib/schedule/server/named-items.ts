import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { directoryOf } from '@/lib/people/server';
import type { AppServices } from '@/lib/server/access';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { memberUserIds, toScheduleItem } from './to-schedule-item';

// Items with their members' names, made once per record: a kept range read keeps each record's
// object until it is read again (at most one poll interval), and a write through Shiftdesk
// replaces only the record it wrote, so the schedule's answer rebuilt after a move names one item,
// not thousands (on a busy week that was half of a rebuild). A name made before holds while no
// profile's name or avatar changed (the profiles' epoch); a record read again is a new object and is
// named again, which also lets a stale profile be refreshed.

const named = new WeakMap<CalendarItem, { epoch: number; item: ScheduleItem }>();

function frozen(item: ScheduleItem): ScheduleItem {
  item.members.forEach((member) => Object.freeze(member));
  Object.freeze(item.members);
  return Object.freeze(item);
}

export async function withNames(services: AppServices, items: readonly CalendarItem[]): Promise<ScheduleItem[]> {
  const { users } = directoryOf(services);
  const epoch = users.epoch();
  const unnamed = items.filter((item) => named.get(item)?.epoch !== epoch);
  if (unnamed.length > 0) {
    const profiles = await users.getProfiles(memberUserIds(unnamed));
    // Stamped with the epoch read before the look-up: a profile that changed meanwhile names it again next time.
    // Frozen: every caller until the record is read again gets this same object.
    for (const item of unnamed) named.set(item, { epoch, item: frozen(toScheduleItem(item, profiles)) });
  }
  return items.map((item) => named.get(item)!.item);
}
