import 'server-only';
import { headers } from 'next/headers';
import { hourCycleOfAcceptLanguage, type HourCycle } from '@/lib/time/hour-cycle';

/** The hour cycle of the person a page is rendered for, from their request's Accept-Language. */
export async function requestHourCycle(): Promise<HourCycle> {
  return hourCycleOfAcceptLanguage((await headers()).get('accept-language'));
}
