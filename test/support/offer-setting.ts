import { Temporal } from 'temporal-polyfill';
import type { AppServices } from '@/lib/server/access';

// The offers tests' setting (imported by *.test.ts only): an organization in Paris, the scheduler
// who offers, and open evening shifts, each on a fortnight of its own so tests do not meet.

export const OFFER_ZONE = 'Europe/Paris';
export const offerScheduler = { id: 'test-user', email: 'scheduler@test.local' };
export const inOfferZone = (wall: string) => Temporal.ZonedDateTime.from(`${wall}[${OFFER_ZONE}]`).epochMilliseconds;

/** Each call makes an open 17:00–23:00 shift "Late", 14 days after the previous one, from `firstDay`. */
export function openShifts(services: () => AppServices, organizationId: () => string, firstDay: string) {
  let next = Temporal.PlainDate.from(firstDay);
  return () => {
    const day = next.toString();
    next = next.add({ days: 14 });
    return services().upstream.createCalendarItem({ organizationId: organizationId(), type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: inOfferZone(`${day}T17:00`), end: inOfferZone(`${day}T23:00`), timeZoneName: OFFER_ZONE });
  };
}
