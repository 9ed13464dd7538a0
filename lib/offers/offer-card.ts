import { dayOf } from '@/lib/time/calendar-day';
import { itemHours, shortDay } from '@/lib/time/day-words';
import type { HourCycle } from '@/lib/time/hour-cycle';

// The announcement card an offer may post to a conversation (issue 25, point 3): the shift's day
// and hours in the organization's zone and the organization's name. One function for the dialog's
// preview and the card the offer's check posts, so the manager reads before sending what is sent.

/** The card template the announcement goes out with (an admin sets it up in Messages). */
export const OFFER_CARD_TEMPLATE = 'announcement';

export type OfferCard = { title: string; body: string };

/** "Open shift: Sat 12 Dec 09:00–17:00, Harbour Café" / "Answer in the app." */
export function offerCard(item: { start: number; end: number }, timeZone: string, organizationName: string, cycle: HourCycle): OfferCard {
  const day = dayOf(item.start, timeZone);
  return { title: `Open shift: ${shortDay(day, true)} ${itemHours(item, timeZone, day, cycle)}, ${organizationName}`, body: 'Answer in the app.' };
}

/** The card as one line, for the dialog's preview. */
export const offerCardLine = (card: OfferCard): string => `${card.title}. ${card.body}`;
