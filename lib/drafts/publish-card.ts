import { dayOf } from '@/lib/time/calendar-day';
import { shortDay } from '@/lib/time/day-words';
import { draftSummary } from './draft-summary';
import type { DraftLineKind } from './draft-lines';

// The one announcement card a publish may post (issue 26, point 4): the range in the
// organization's zone and what the publish wrote, in words. Pure, so a preview can show it.

/** The card template the announcement goes out with (an admin sets it up in Messages). */
export const PUBLISH_CARD_TEMPLATE = 'announcement';

export type PublishCard = { title: string; body: string };

/** "Schedule out: Mon 5 Jan – Sun 11 Jan, Harbour Café" / "42 changes: 12 new items, 30 assignments." */
export function publishCard(range: { from: number; to: number }, written: readonly { kind: DraftLineKind }[], timeZone: string, organizationName: string): PublishCard {
  const first = shortDay(dayOf(range.from, timeZone), true);
  const last = shortDay(dayOf(range.to - 1, timeZone), true);
  return { title: `Schedule out: ${first === last ? first : `${first} – ${last}`}, ${organizationName}`, body: `${draftSummary(written).words}.` };
}
