'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon, RefreshIcon } from '@/components/ui/icons';
import { scheduleViews, type ScheduleView } from '@/lib/schedule/calendar-view';
import { foldedOnPhone, PhoneFoldButton } from '@/components/ui/phone-fold';
import { TimeZoneSelect } from './time-zone-select';
import { calendarDensities, type CalendarDensity } from './calendar-density';

const viewLabels: Record<ScheduleView, string> = { week: 'Week', day: 'Day', month: 'Month', list: 'List' };
const densityLabels: Record<CalendarDensity, string> = { comfortable: 'Comfortable', compact: 'Compact' };

export type ScheduleToolbarProps = {
  title: string;
  view: ScheduleView;
  timeZone: string;
  organizationZone: string | null;
  browserZone: string | null;
  refreshing: boolean;
  canCreate: boolean;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: ScheduleView) => void;
  density: CalendarDensity;
  onDensity: (density: CalendarDensity) => void;
  onTimeZone: (zone: string) => void;
  onRefresh: () => void;
  onCreate: () => void;
  /** The export control (it knows the range and filters; the toolbar only places it). */
  exportMenu?: ReactNode;
  /** The copy control: beside New item, never folded (copying next week is a manager's daily work). */
  copyButton?: ReactNode;
  /** On a phone: whether the view, zone, refresh and export (and the filters, `foldsAlso`) are shown. */
  controlsOpen: boolean;
  onToggleControls: () => void;
  /** The id of another region the same button folds (the filters). */
  foldsAlso: string;
};

const CONTROLS_ID = 'schedule-controls';

export function ScheduleToolbar(p: ScheduleToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="icon" aria-label="Previous" onClick={() => p.onStep(-1)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="secondary" size="icon" aria-label="Next" onClick={() => p.onStep(1)}>
          <ChevronRightIcon />
        </Button>
        {/* data-focus-home: where focus goes when the item it was on is gone (after a delete). */}
        <Button variant="secondary" size="sm" onClick={p.onToday} data-focus-home>
          Today
        </Button>
      </div>
      <h2 className="min-w-44 text-base font-semibold text-slate-900" aria-live="polite">
        {p.title}
      </h2>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <PhoneFoldButton open={p.controlsOpen} onToggle={p.onToggleControls} controls={`${CONTROLS_ID} ${p.foldsAlso}`}>
          View and filters
        </PhoneFoldButton>
        <div id={CONTROLS_ID} className={cn('flex flex-wrap items-center gap-2', foldedOnPhone(p.controlsOpen))}>
          <Toggles label="View" options={scheduleViews} labels={viewLabels} chosen={p.view} onChoose={p.onView} />
          {(p.view === 'week' || p.view === 'day') && (
            <Toggles label="Density" options={calendarDensities} labels={densityLabels} chosen={p.density} onChoose={p.onDensity} />
          )}
          <TimeZoneSelect value={p.timeZone} onChange={p.onTimeZone} organizationZone={p.organizationZone} browserZone={p.browserZone} />
          <Button variant="secondary" size="sm" loading={p.refreshing} icon={<RefreshIcon size={14} />} onClick={p.onRefresh}>
            Refresh
          </Button>
          {p.exportMenu}
        </div>
        {p.copyButton}
        {p.canCreate && (
          <Button variant="primary" size="sm" icon={<PlusIcon size={14} />} onClick={p.onCreate}>
            New item
          </Button>
        )}
      </div>
    </div>
  );
}

/** A row of pressed/unpressed buttons choosing one of a few options. */
function Toggles<T extends string>({ label, options, labels, chosen, onChoose }: { label: string; options: readonly T[]; labels: Record<T, string>; chosen: T; onChoose: (option: T) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-slate-200 bg-white p-0.5 shadow-xs">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={chosen === option}
          onClick={() => onChoose(option)}
          className={cn('h-7 rounded px-2.5 text-xs font-medium', chosen === option ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100')}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
