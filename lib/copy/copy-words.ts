import { shortDay } from '@/lib/time/day-words';
import type { RecentCopy } from './copy-views';

/** "Week of 7 Dec from week of 30 Nov" or "Tue 8 Dec from Tue 1 Dec". */
export function copyWords(copy: Pick<RecentCopy, 'span' | 'sourceDate' | 'targetDate'>): string {
  return copy.span === 'week' ? `Week of ${shortDay(copy.targetDate)} from week of ${shortDay(copy.sourceDate)}` : `${shortDay(copy.targetDate, true)} from ${shortDay(copy.sourceDate, true)}`;
}
