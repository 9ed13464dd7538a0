'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { rangeTitle, TimeZoneSelect } from '@/components/schedule';
import { HoursNote, ThresholdNote } from './roster-notes';

type Props = {
  /** A phone steps by day, a wider screen by week. */
  unit: 'day' | 'week';
  date: string;
  timeZone: string;
  organizationZone: string | null;
  browserZone: string | null;
  thresholdMinutes: number | null;
  canSetThreshold: boolean;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onTimeZone: (zone: string) => void;
  /** Copy, Recent changes and Export, beside the zone. */
  actions: ReactNode;
};

/** The roster's controls: previous, next and this week (or day), the range's title, the hours notes, the zone and the actions. */
export function RosterToolbar({ unit, date, timeZone, organizationZone, browserZone, thresholdMinutes, canSetThreshold, onStep, onToday, onTimeZone, actions }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="icon" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="secondary" size="icon" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <ChevronRightIcon />
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          {unit === 'day' ? 'Today' : 'This week'}
        </Button>
      </div>
      <h2 className="min-w-44 text-base font-semibold text-slate-900" aria-live="polite">
        {rangeTitle(unit, date, timeZone)}
      </h2>
      {/* One above the other: side by side they push the zone and Export onto a line of their own. */}
      <div className="flex flex-col gap-0.5">
        <ThresholdNote thresholdMinutes={thresholdMinutes} canSet={canSetThreshold} />
        <HoursNote />
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <TimeZoneSelect value={timeZone} onChange={onTimeZone} organizationZone={organizationZone} browserZone={browserZone} />
        {actions}
      </div>
    </div>
  );
}
