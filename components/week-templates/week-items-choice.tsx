'use client';

import { useId } from 'react';
import { ChoiceLabel } from '@/components/ui/choice-label';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { itemLabel, itemsByDay, type ScheduleItem } from '@/lib/schedule';
import { dayHeading, itemHours } from '@/lib/time/day-words';

// Which items of the week a template keeps: all of them (the default) or those ticked, in a
// checklist grouped by the day each starts (a template keeps only items that start in its week).
// Native radios and checkboxes: Tab and Space reach and tick every one.

export type WeekItemsMode = 'all' | 'chosen';

type WeekItemsChoiceProps = {
  /** The week's items, or undefined while they are read. */
  items: readonly ScheduleItem[] | undefined;
  week: { from: number; to: number };
  timeZone: string;
  mode: WeekItemsMode;
  onMode: (mode: WeekItemsMode) => void;
  chosen: readonly string[];
  onChosen: (ids: string[]) => void;
  error?: string | undefined;
  readFailed?: boolean;
};

export function WeekItemsChoice({ items, week, timeZone, mode, onMode, chosen, onChosen, error, readFailed }: WeekItemsChoiceProps) {
  const ids = useId();
  const cycle = useHourCycle();
  const days = items ? itemsByDay(items, { start: week.from, end: week.to }, timeZone).filter((day) => day.items.length > 0) : [];
  const count = days.reduce((n, day) => n + day.items.length, 0);
  const toggle = (id: string) => onChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const errorId = `${ids}-items-error`;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Items</legend>
      <div className="flex flex-wrap gap-2">
        <ChoiceLabel>
          <input type="radio" name={`${ids}-mode`} className="accent-brand-600" checked={mode === 'all'} onChange={() => onMode('all')} />
          {items ? `All ${count} ${count === 1 ? 'item' : 'items'} of the week` : 'All items of the week'}
        </ChoiceLabel>
        <ChoiceLabel>
          <input type="radio" name={`${ids}-mode`} className="accent-brand-600" checked={mode === 'chosen'} onChange={() => onMode('chosen')} />
          Choose items…
        </ChoiceLabel>
      </div>
      {mode === 'chosen' && (
        <div className="mt-2 max-h-64 space-y-2 overflow-y-auto rounded-md border border-slate-200 p-2" data-testid="week-items-checklist">
          {readFailed && <p className="text-sm text-red-700">The week’s items could not be read. Close and try again.</p>}
          {!items && !readFailed && <p className="text-sm text-slate-600">Reading the week’s items…</p>}
          {items && days.length === 0 && <p className="text-sm text-slate-600">This week has no items.</p>}
          {days.map((day) => (
            <fieldset key={day.date} className="min-w-0">
              <legend className="text-xs font-semibold text-slate-600">{dayHeading(day.date)}</legend>
              <ul className="mt-1 space-y-1">
                {day.items.map((item) => (
                  <li key={item.id}>
                    <label className="flex items-start gap-2 text-sm text-slate-800">
                      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={chosen.includes(item.id)} onChange={() => toggle(item.id)} />
                      <span className="min-w-0 break-words">
                        {itemLabel(item)} <span className="text-slate-600">{itemHours(item, timeZone, day.date, cycle)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
