'use client';

import type { UseFormReturn } from 'react-hook-form';
import { formatSpan } from '@/components/ui/zoned-format';
import { Badge } from '@/components/ui/badge';
import { ChoiceLabel } from '@/components/ui/choice-label';
import { WarningIcon } from '@/components/ui/icons';
import type { CopyFormValues } from '@/lib/copy/copy-form';
import type { CopyPreview } from '@/lib/copy/copy-views';
import { itemTypeLabel } from '@/lib/schedule';
import { useHourCycle } from '@/components/ui/hour-cycle';

// The copy dialog's preview: what will be created (ticked when choosing items), what is already
// at the target, and the choice to skip those (the default) or copy them too; with its people,
// whom it would double-book and who would break a working-time rule (words only: the copy may go
// ahead, the conflicts and breaks stay marked).

type PreviewListProps = { preview: CopyPreview; timeZone: string; choosing: boolean; chosen: Set<string>; onChosen: (next: Set<string>) => void; skipping: boolean };

export function PreviewList({ preview, timeZone, choosing, chosen, onChosen, skipping }: PreviewListProps) {
  const hourCycle = useHourCycle();
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChosen(next);
  };
  const made = (item: CopyPreview['items'][number]) => !(skipping && item.existingAtTarget.length > 0) && (!choosing || chosen.has(item.sourceItemId));
  const doubleBooked = preview.items.filter((item) => made(item) && item.doubleBookings.length > 0).length;
  const breaking = preview.items.filter((item) => made(item) && item.ruleBreaks.length > 0).length;
  return (
    <section aria-label="Preview" className="space-y-2">
      {doubleBooked > 0 && (
        <p className="flex gap-2 text-sm text-slate-700" data-testid="copy-double-bookings">
          <WarningIcon size={16} className="mt-0.5 shrink-0 text-red-600" aria-hidden />
          {doubleBooked === 1 ? '1 copy puts' : `${doubleBooked} copies put`} someone on two things at once (named below). The copy still goes ahead if you
          choose; each double booking stays marked on the schedule and the roster.
        </p>
      )}
      {breaking > 0 && (
        <p className="flex gap-2 text-sm text-slate-700" data-testid="copy-rule-breaks">
          <WarningIcon size={16} className="mt-0.5 shrink-0 text-amber-600" aria-hidden />
          {breaking === 1 ? '1 copy breaks' : `${breaking} copies break`} a working-time rule for someone (named below). The copy still goes ahead if you give a
          reason (the audit log keeps it); each break stays marked on the schedule and the roster.
        </p>
      )}
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
        {preview.items.map((item) => {
          const label = `${item.name || itemTypeLabel(item.type)}, ${formatSpan(item.targetStart, item.targetEnd, timeZone, hourCycle)}`;
          return (
            <li key={item.sourceItemId} className="flex items-start gap-2 px-3 py-2 text-sm" data-testid="copy-preview-item">
              {choosing && <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" aria-label={`Copy ${label}`} checked={chosen.has(item.sourceItemId)} onChange={() => toggle(item.sourceItemId)} />}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {item.name || itemTypeLabel(item.type)} <span className="font-normal text-slate-500">· {itemTypeLabel(item.type)}</span>
                </p>
                <p className="text-slate-600">{formatSpan(item.targetStart, item.targetEnd, timeZone, hourCycle)}</p>
                {item.people.length > 0 && <p className="text-xs text-slate-500">{item.people.map((p) => p.name).join(', ')}</p>}
                {made(item) && item.doubleBookings.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-red-700" aria-label="Double bookings">
                    {item.doubleBookings.map((sentence) => (
                      <li key={sentence}>{sentence}</li>
                    ))}
                  </ul>
                )}
                {made(item) && item.ruleBreaks.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-amber-900" aria-label="Working-time rule breaks">
                    {item.ruleBreaks.map((sentence) => (
                      <li key={sentence}>{sentence}</li>
                    ))}
                  </ul>
                )}
              </div>
              {item.existingAtTarget.length > 0 && <Badge tone={skipping ? 'neutral' : 'warning'}>{skipping ? 'Already there: skipped' : 'Already there: a second is made'}</Badge>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export { ChoiceLabel };

/** How many will be made, and, when some are already at the target, the choice to skip them (the default) or copy them too. */
type AlreadyThereChoiceProps = { preview: CopyPreview; considered: CopyPreview['items']; making: number; skipping: boolean; form: UseFormReturn<CopyFormValues>; error?: string };

export function AlreadyThereChoice({ preview, considered, making, skipping, form, error }: AlreadyThereChoiceProps) {
  const there = considered.filter((i) => i.existingAtTarget.length > 0).length;
  const words = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700" role="status">
        {words(making)} will be created{considered.length < preview.items.length ? ' (those ticked)' : ''}.
        {there > 0 && ` ${there} ${there === 1 ? 'is' : 'are'} already at the target (same type, name and start)${skipping ? ' and skipped' : ''}.`}
      </p>
      {there > 0 && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Items already at the target</legend>
          <div className="flex flex-wrap gap-2">
            <ChoiceLabel>
              <input type="radio" value="skip" className="accent-brand-600" {...form.register('alreadyThere')} />
              Skip the {there} already there
            </ChoiceLabel>
            <ChoiceLabel>
              <input type="radio" value="copy" className="accent-brand-600" {...form.register('alreadyThere')} />
              Copy them too (a second of each)
            </ChoiceLabel>
          </div>
          {error && (
            <p className="mt-1 text-xs font-medium text-red-600" role="alert">
              {error}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}

