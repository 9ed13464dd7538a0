'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { RepeatIcon } from '@/components/ui/icons';
import { repeatLabel, type RepeatMark, type RepeatMarks } from '@/lib/repeats';
import { repeatMarksOptions } from '@/lib/repeats/queries';

// Which items are occurrences of a repeating series: read once per board (schedule or roster) for
// its range, and handed to every event, roster item and the drawer below it.

const MarksContext = createContext<RepeatMarks | undefined>(undefined);

export function RepeatMarksProvider({ organizationId, range, children }: { organizationId: string; range: { from: number; to: number } | null; children: ReactNode }) {
  const { data } = useQuery({ ...repeatMarksOptions(organizationId, range ?? { from: 0, to: 0 }), enabled: range !== null });
  return <MarksContext.Provider value={data}>{children}</MarksContext.Provider>;
}

/** The item's series, when it is an occurrence of one (undefined outside a provider or until the read answers). */
export function useRepeatMark(itemId: string): RepeatMark | undefined {
  return useContext(MarksContext)?.[itemId];
}

/** The small mark on an event or a roster item: an icon named "Repeats: every weekday". */
export function RepeatMarkIcon({ itemId, size = 10 }: { itemId: string; size?: number }) {
  const mark = useRepeatMark(itemId);
  if (!mark) return null;
  return (
    <span role="img" aria-label={repeatLabel(mark)} title={repeatLabel(mark)} className="inline-flex shrink-0 items-center" data-repeats={mark.seriesId}>
      <RepeatIcon size={size} />
    </span>
  );
}
