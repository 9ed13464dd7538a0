'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { FormFooter } from '@/components/ui/forms/form-footer';
import { DateTimeField } from '@/components/ui/date-time-field';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Input } from '@/components/ui/input';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemTimesSchema, itemTimesValues, switchAllDay, type ItemTimesValues } from './item-times-schema';
import type { MoveItem } from './use-item-moves';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';

/** Shown while the item is still at `version`: a save, a reload or a poll that changes it makes the outcome old news. */
type Outcome = { tone: 'success' | 'warning' | 'danger'; text: string; version: string } | null;

/**
 * An item's start and end, typed to the minute in the shown zone (or whole days for time off).
 * Saved like a drag: the same conflict check, Undo, audit and DST rules (useItemMoves).
 */
export function ItemTimesForm({ item, timeZone, onMove }: { item: ScheduleItem; timeZone: string; onMove: MoveItem }) {
  const hourCycle = useHourCycle();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ItemTimesValues, unknown, { start: number; end: number }>({
    resolver: zodResolver(itemTimesSchema(timeZone)),
    values: itemTimesValues(item, timeZone),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const allDay = useWatch({ control: form.control, name: 'allDay' });
  const start = useController({ control: form.control, name: 'start' });
  const end = useController({ control: form.control, name: 'end' });

  const save = form.handleSubmit(async ({ start, end }) => {
    setOutcome(null);
    const result = await onMove(item, start, end);
    const { version } = item;
    if (result.status === 'saved') setOutcome({ tone: 'success', text: `Saved: ${formatSpan(result.item.start, result.item.end, timeZone, hourCycle)}`, version: result.item.version });
    else if (result.status === 'conflict') setOutcome({ tone: 'warning', text: 'Not saved yet: the item changed in the product. Choose in the dialog.', version });
    else if (result.status === 'kept') setOutcome({ tone: 'warning', text: 'Not saved: you kept the times as they were.', version });
    else if (applyServerErrors(form, result.error, ['start', 'end'])) setOutcome({ tone: 'danger', text: `Not saved: ${result.error.message}`, version });
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label="Times">
      {item.type === 'TIME_OFF' && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="accent-brand-600"
            checked={allDay}
            onChange={(event) => form.reset(switchAllDay(form.getValues(), event.target.checked), { keepDefaultValues: true })}
          />
          All day
        </label>
      )}
      <div className={allDay ? 'grid grid-cols-1 gap-3 sm:grid-cols-2' : 'grid gap-3'}>
        {allDay ? (
          <>
            <Field label="First day" error={errors.start?.message} required>
              <Input type="date" {...start.field} />
            </Field>
            <Field label="Last day" error={errors.end?.message} required>
              <Input type="date" {...end.field} />
            </Field>
          </>
        ) : (
          <>
            <DateTimeField label="Starts" dateLabel="Start date" timeLabel="Start time" {...start.field} error={errors.start?.message} required />
            <DateTimeField label="Ends" dateLabel="End date" timeLabel="End time" {...end.field} error={errors.end?.message} required />
          </>
        )}
      </div>
      <p className="text-xs text-slate-500">In {timeZone}. Saved like a drag on the calendar, with Undo.</p>
      <FormFooter
        status={
          outcome?.version === item.version && (
            <InlineStatus tone={outcome.tone} className="mr-auto">
              {outcome.text}
            </InlineStatus>
          )
        }
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
        submitLabel="Save times"
      />
    </form>
  );
}
