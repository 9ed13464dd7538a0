import { DAY_MS } from '@/lib/time/units';

/**
 * Longer than any real shift, meeting or leave; a typo in a year is caught here. Apart from the
 * schemas (item-inputs.ts) so the calendar's drop checks do not bring zod into the page.
 */
export const MAX_ITEM_SPAN_MS = 366 * DAY_MS;
