import 'server-only';
import type { CalendarItem, CreateCalendarItemBody, PatchCalendarItemBody } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { directoryOf, requireOrganization } from '@/lib/people/server';
import type { AppServices } from '@/lib/server/access';
import type { SharedRead, TimeRange } from '@/lib/server/upstream';
import { LOOKBACK_DAYS } from '@/lib/schedule/calendar-view';
import { DAY_MS } from '@/lib/time/units';
import type { ScheduleItem, ScheduleItemDetail } from '@/lib/schedule/schedule-item';

import { memberUserIds, toScheduleItemDetail } from './to-schedule-item';
import { withNames } from './named-items';

// The schedule as the dashboard uses it: items with member names, and writes that never overwrite
// a change made in the product meanwhile. The service has no ETags, so "changed meanwhile" is
// judged by reading the item just before writing and comparing versions; the gap between that
// read and the write is as small as one round trip can make it.

export type WriteOutcome =
  | { status: 'saved'; before: ScheduleItem; item: ScheduleItem }
  | { status: 'conflict'; current: ScheduleItem };

export async function withName(services: AppServices, item: CalendarItem): Promise<ScheduleItem> {
  const [named] = await withNames(services, [item]);
  return named as ScheduleItem;
}

export async function listScheduleItems(services: AppServices, organizationId: string, range: TimeRange): Promise<ScheduleItem[]> {
  return withNames(services, await services.upstream.listCalendarItems(organizationId, range));
}

/**
 * What a calendar view shows (shared with every user for up to one poll, see readCalendarItems): items starting in the range, and those that began up to
 * LOOKBACK_DAYS earlier and still run into it (the service lists by start only). Items that ended
 * before the range are dropped before names are looked up: they are never shown.
 */
export async function readVisibleItems(services: AppServices, organizationId: string, range: TimeRange): Promise<SharedRead<ScheduleItem[]>> {
  const read = await services.upstream.readCalendarItems(organizationId, { from: Math.max(0, range.from - LOOKBACK_DAYS * DAY_MS), to: range.to });
  return { value: await withNames(services, read.value.filter((item) => item.end > range.from)), readAt: read.readAt };
}

export async function listVisibleItems(services: AppServices, organizationId: string, range: TimeRange): Promise<ScheduleItem[]> {
  return (await readVisibleItems(services, organizationId, range)).value;
}

export async function getScheduleItemDetail(services: AppServices, itemId: string): Promise<ScheduleItemDetail> {
  const item = await services.upstream.getCalendarItem(itemId);
  const profiles = await directoryOf(services).users.getProfiles(memberUserIds([item]));
  return toScheduleItemDetail(item, profiles);
}

/**
 * The item as it is now; "not found" when it was deleted or is not of this organization. An item
 * that comes without its organization is refused too: nothing says it is this one's. `justRead` is
 * the item the scope guard read for this same request (ActionContext.scopedItem): it is as fresh as
 * a read here would be, so it is used instead of asking the service twice.
 */
export async function currentItem(services: AppServices, organizationId: string, itemId: string, justRead?: CalendarItem): Promise<ScheduleItem> {
  const item = justRead?.id === itemId ? justRead : await services.upstream.getCalendarItem(itemId);
  if (item.organizationId !== organizationId) throw new AppError('not_found', 'This item is not one of this organization.');
  if (item.deleted) throw new AppError('not_found', 'This item was deleted in the meantime.');
  return withName(services, item);
}

/** Creates an item once its organization exists and the assignee (if any) belongs to it. */
/**
 * Creates an item. The spec does not say what status a person named in the create body gets; a
 * service may leave them PENDING_RESPONSE, so a first assignee is then assigned through the
 * members endpoint, and the item read back: "assigned at once" holds on every reading.
 */
export async function createScheduleItem(services: AppServices, body: CreateCalendarItemBody): Promise<ScheduleItem> {
  await requireOrganization(services, body.organizationId, body.members ? [body.members.userId] : []);
  const created = await services.upstream.createCalendarItem(body);
  const assignee = body.members?.userId;
  const named = assignee === undefined ? undefined : created.members.find((m) => m.userId === assignee);
  if (assignee === undefined || named?.status === 'ASSIGNED') return withName(services, created);
  const assigned = await services.upstream.addCalendarItemMember(created.id, {
    newCalendarItemStatus: 'ASSIGNED',
    shouldReplaceMemberStatuses: true,
    members: { type: 'USER', userId: assignee, initialStatus: 'ASSIGNED' },
  });
  return withName(services, assigned);
}

/** What a write checks first: the browser's version, its "keep mine", and the item the scope guard read. */
/** `beforeWrite`: a last check on the item as it is, once its version is known to match (it throws to refuse). */
export type WriteGuard = { expectedVersion: string; force: boolean; justRead?: CalendarItem; beforeWrite?: (before: ScheduleItem) => Promise<void> };

/**
 * Patches an item unless it changed since the browser read it (`expectedVersion`); `force` is the
 * manager's explicit "keep mine" after seeing the conflict.
 */
export async function patchScheduleItem(
  services: AppServices,
  organizationId: string,
  itemId: string,
  patch: PatchCalendarItemBody,
  guard: WriteGuard,
): Promise<WriteOutcome> {
  const before = await currentItem(services, organizationId, itemId, guard.justRead);
  if (before.version !== guard.expectedVersion && !guard.force) return { status: 'conflict', current: before };
  await guard.beforeWrite?.(before);
  const item = await withName(services, await services.upstream.patchCalendarItem(itemId, patch));
  return { status: 'saved', before, item };
}

export async function deleteScheduleItem(
  services: AppServices,
  organizationId: string,
  itemId: string,
  guard: WriteGuard,
): Promise<{ status: 'deleted'; before: ScheduleItem } | { status: 'conflict'; current: ScheduleItem }> {
  const before = await currentItem(services, organizationId, itemId, guard.justRead);
  if (before.version !== guard.expectedVersion && !guard.force) return { status: 'conflict', current: before };
  await services.upstream.deleteCalendarItem(itemId);
  return { status: 'deleted', before };
}
