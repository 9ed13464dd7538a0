import { coverWords, heldCount, holdsItem, isCalledOff, itemTitle, needsOf, peopleWords, ruleBreaksWithin, type ScheduleItem } from '@/lib/schedule';
import type { OfferPersonState } from '@/lib/offers';
import { buildRequestInbox, requestsPageHref } from '@/lib/requests';
import { involvementByUser, workedMsOf } from '@/lib/staffing';
import { formatThreshold, isOverThreshold } from '@/lib/entry-points/hours-threshold';
import { formatHours } from '@/lib/time/format-hours';
import { DAY_MS, HOUR_MS } from '@/lib/time/units';
import { addDays, dayOf, isoWeekOf, startOfDay } from '@/lib/time/zoned-days';
import type { TodayLine, TodaySection, TodaySource } from './today-types';

// Each of Today's sections, one builder each, from an organization's items at an instant. Pure.

/** How far ahead an uncovered or short-handed shift is shown. */
export const UNCOVERED_AHEAD_MS = 48 * HOUR_MS;
/** How far ahead requests are shown. */
export const REQUESTS_AHEAD_MS = 7 * DAY_MS;

export type SectionBuilder = (source: TodaySource, now: number) => TodaySection;

const itemHref = (source: TodaySource, item: ScheduleItem) =>
  `/organizations/${source.id}/schedule?view=day&date=${dayOf(item.start, source.timeZone)}&tz=${encodeURIComponent(source.timeZone)}&item=${item.id}`;
const rosterHref = (source: TodaySource, monday: string) => `/organizations/${source.id}/roster?date=${monday}&tz=${encodeURIComponent(source.timeZone)}`;
const itemLine = (source: TodaySource, item: ScheduleItem, detail: string, action: string): TodayLine => ({
  key: item.id,
  text: itemTitle(item),
  detail,
  action,
  href: itemHref(source, item),
  start: item.start,
  end: item.end,
});
const byStart = (a: ScheduleItem, b: ScheduleItem) => a.start - b.start || (a.id < b.id ? -1 : 1);
const isLiveShift = (item: ScheduleItem) => item.type === 'MULTI_ASSIGNEE_SHIFT' && !isCalledOff(item.status);
const startsSoon = (item: ScheduleItem, now: number) => item.start >= now && item.start < now + UNCOVERED_AHEAD_MS;

export const uncoveredShifts: SectionBuilder = (source, now) => ({
  kind: 'uncovered',
  title: 'Nobody holds these shifts (next 48 hours)',
  needsYou: true,
  lines: source.items
    .filter((item) => isLiveShift(item) && startsSoon(item, now) && heldCount(item) === 0)
    .sort(byStart)
    .map((item) => itemLine(source, item, item.members.length === 0 ? 'Nobody on it' : `Nobody holds it: ${peopleWords(item)}`, 'Open the shift to assign someone or answer who asked')),
});

export const shortHandedShifts: SectionBuilder = (source, now) => ({
  kind: 'short',
  title: 'Held by fewer than they need (next 48 hours)',
  needsYou: true,
  lines: source.items
    .filter((item) => isLiveShift(item) && startsSoon(item, now) && heldCount(item) > 0 && heldCount(item) < needsOf(source.needs, item.id))
    .sort(byStart)
    .map((item) => itemLine(source, item, `${coverWords(item, needsOf(source.needs, item.id))} people`, 'Open the shift to add people')),
});

const askedWords = { ADDITION_REQUESTED: 'asked to join', REPLACEMENT_REQUESTED: 'asked to be replaced' } as const;

/**
 * Requests on items from today to a week ahead, with how long each has waited: since its member
 * last changed (the member record's own updatedAt); a service that dates no member gives the
 * item's last change instead, which is never earlier than the request.
 */
export const waitingRequests: SectionBuilder = (source, now) => {
  const span = { start: startOfDay(dayOf(now, source.timeZone), source.timeZone), end: now + REQUESTS_AHEAD_MS };
  const { requests } = buildRequestInbox(source.items, span, source.timeZone);
  const items = new Map(source.items.map((i) => [i.id, i]));
  return {
    kind: 'requests',
    title: 'Requests waiting',
    needsYou: true,
    lines: requests.map((request) => {
      const item = items.get(request.item.id);
      const asked = item?.members.find((m) => m.userId === request.person.userId)?.requestedAt;
      const updatedAt = asked ?? item?.updatedAt ?? null;
      return {
        key: request.key,
        text: `${request.person.displayName} ${askedWords[request.kind]}: ${request.item.name ?? 'shift'}`,
        detail: updatedAt === null ? 'Waiting' : `Waiting ${formatHours(Math.max(0, now - updatedAt))}`,
        action: 'Open the inbox on that day to approve or decline',
        href: requestsPageHref(source.id, { from: request.day, to: request.day }),
        start: request.item.start,
        end: request.item.end,
      };
    }),
  };
};

/** People whose hours this week (in the zone) pass the organization's threshold. */
export const overWeeklyHours: SectionBuilder = (source, now) => {
  const week = isoWeekOf(now, source.timeZone);
  const lines: TodayLine[] = [];
  if (source.thresholdMinutes !== null) {
    for (const [userId, involvement] of involvementByUser(source.items as ScheduleItem[])) {
      const worked = workedMsOf(involvement, week.start, week.end);
      if (!isOverThreshold(worked, source.thresholdMinutes)) continue;
      const name = involvement[0]!.item.members.find((m) => m.userId === userId)?.displayName ?? userId;
      lines.push({
        key: userId,
        text: name,
        detail: `${formatHours(worked)} this week, over ${formatThreshold(source.thresholdMinutes)}`,
        action: 'Open the roster week to move or hand over a shift',
        href: rosterHref(source, week.monday),
        start: null,
        end: null,
      });
    }
  }
  return { kind: 'hours', title: 'Over the weekly hours', needsYou: true, lines: lines.sort((a, b) => a.text.localeCompare(b.text)) };
};

/**
 * Working-time rule breaks of shifts from today to a week ahead, one line per shift and person. The
 * weekly maximum is left to the hours section above (one line per person, not per shift). Rest and
 * days in a row are judged from the items read (this week and the next).
 */
export const ruleBreaks: SectionBuilder = (source, now) => {
  const from = startOfDay(dayOf(now, source.timeZone), source.timeZone);
  const items = new Map(source.items.map((i) => [i.id, i]));
  const lines = ruleBreaksWithin(source.rules, source.items, from, now + REQUESTS_AHEAD_MS, source.timeZone).flatMap(({ userId, shiftId, breaks }) => {
    const item = items.get(shiftId);
    const shown = breaks.filter((b) => b.rule !== 'maxWeek');
    if (!item || shown.length === 0) return [];
    const name = item.members.find((m) => m.userId === userId)?.displayName ?? userId;
    const line = itemLine(source, item, `${name}: ${shown.map((b) => b.words).join('; ')}`, 'Open the shift to move it or give it to someone else');
    return [{ ...line, key: `${shiftId}:${userId}` }];
  });
  return { kind: 'rules', title: 'Working-time rule breaks (next 7 days)', needsYou: true, lines: lines.sort((a, b) => (a.start ?? 0) - (b.start ?? 0)) };
};

const offerAnswerWords: Record<OfferPersonState, string> = { keeps: 'took it', waiting: 'has not answered', declined: 'declined', removed: 'taken off' };

/** Running offers and where each stands; they go on by themselves, so only one in trouble needs the manager. */
export const openOffers: SectionBuilder = (source) => {
  const items = new Map(source.items.map((i) => [i.id, i]));
  const lines = source.offers.map((offer): TodayLine => {
    const answers = offer.people.map((p) => `${p.name} ${offerAnswerWords[p.state]}`).join(', ') || 'Nobody invited yet';
    const action = offer.problem ? `Stuck: ${offer.problem} Open the shift to cancel or retry` : 'Open the shift to follow or cancel the offer';
    const item = items.get(offer.itemId);
    // An offer on a shift beyond the two weeks read still shows, without its times.
    if (!item) return { key: offer.offerId, text: `Shift ${offer.itemId}`, detail: answers, action, href: `/organizations/${source.id}/schedule?item=${offer.itemId}`, start: null, end: null };
    return { ...itemLine(source, item, answers, action), key: offer.offerId };
  });
  return { kind: 'offers', title: 'Open offers', needsYou: false, lines };
};

const holders = (item: ScheduleItem) => item.members.filter((m) => holdsItem(m.status)).map((m) => m.displayName).join(', ') || 'nobody';

export const onNow: SectionBuilder = (source, now) => ({
  kind: 'on-now',
  title: 'On now',
  needsYou: false,
  lines: source.items
    .filter((item) => item.type !== 'TIME_OFF' && !isCalledOff(item.status) && item.start <= now && now < item.end)
    .sort(byStart)
    .map((item) => itemLine(source, item, holders(item), 'Open the item')),
});

/** The shifts that start next (all those at the first start within a day). */
export const nextUp: SectionBuilder = (source, now) => {
  const ahead = source.items.filter((item) => isLiveShift(item) && item.start > now && item.start < now + DAY_MS).sort(byStart);
  const first = ahead[0]?.start;
  return { kind: 'next', title: 'Next', needsYou: false, lines: ahead.filter((item) => item.start === first).map((item) => itemLine(source, item, holders(item), 'Open the item')) };
};

export const timeOffToday: SectionBuilder = (source, now) => {
  const date = dayOf(now, source.timeZone);
  const today = startOfDay(date, source.timeZone);
  const end = startOfDay(addDays(date, 1), source.timeZone);
  return {
    kind: 'time-off',
    title: 'Time off today',
    needsYou: false,
    lines: source.items
      .filter((item) => item.type === 'TIME_OFF' && !isCalledOff(item.status) && item.start < end && item.end > today && item.members.some((m) => holdsItem(m.status)))
      .sort(byStart)
      .map((item) => itemLine(source, item, holders(item), 'Open the time off')),
  };
};

/** The section list, in the page's order. */
export const todaySections: readonly SectionBuilder[] = [uncoveredShifts, shortHandedShifts, waitingRequests, overWeeklyHours, ruleBreaks, openOffers, onNow, nextUp, timeOffToday];
