'use client';

import { useState } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { learnAvailabilityAction, setAvailabilityAction } from '@/lib/availability/actions';
import { HOURS_IN_WEEK, MAX_WINDOWS, weekdayName, type Availability, type IsoWeekday, type LearnedPattern } from '@/lib/availability';
import type { AppErrorShape } from '@/lib/errors';
import { availabilityResolver, formPath, toValues, type AvailabilityValues } from './availability-values';

// A person's availability and preferences, edited by a scheduler: the one form of the roster's
// person row and the Members page. "Learn from history" proposes a usual week into the form; the
// manager keeps, edits or drops it before saving.

const WEEK: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
const dayOptions = WEEK.map((d) => ({ value: String(d), label: weekdayName(d) }));

export type AvailabilityFormProps = {
  organizationId: string;
  userId: string;
  personName: string;
  availability: Availability;
  save: typeof setAvailabilityAction;
  learn: typeof learnAvailabilityAction;
  onSaved?: (availability: Availability) => void;
};

export function AvailabilityForm({ organizationId, userId, personName, availability, save, learn, onSaved }: AvailabilityFormProps) {
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [saved, setSaved] = useState(false);
  const [proposal, setProposal] = useState<LearnedPattern | null>(null);
  const [learning, setLearning] = useState(false);
  const form = useForm<AvailabilityValues, unknown, Availability>({ resolver: availabilityResolver, defaultValues: toValues(availability) });
  const windows = useFieldArray({ control: form.control, name: 'unavailable' });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async (value: Availability) => {
    setProblem(null);
    setSaved(false);
    const result = await callAction(() => save({ organizationId, userId, availability: value }));
    if (!result.ok) {
      const aliases = Object.fromEntries(Object.keys(result.error.fieldErrors ?? {}).map((key) => [key, formPath(key.replace(/^availability\./, ''))])) as Record<string, never>;
      return setProblem(applyServerErrors(form, result.error, [], aliases));
    }
    form.reset(toValues(value));
    setSaved(true);
    onSaved?.(value);
  };

  const askHistory = async () => {
    setProblem(null);
    setLearning(true);
    const result = await callAction(() => learn({ organizationId, userId }));
    setLearning(false);
    if (!result.ok) return setProblem(result.error);
    setProposal(result.data);
  };

  const takeProposal = (p: LearnedPattern) => {
    const days = p.preferredDays.map(String);
    const dirty = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('preferredDays', days, dirty);
    form.setValue('avoidedDays', form.getValues('avoidedDays').filter((d) => !days.includes(d)), dirty);
    form.setValue('starts', p.preferredStarts.join(', '), dirty);
    form.setValue('targetHours', String(p.targetHours), dirty);
    setProposal(null);
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={`Availability of ${personName}`} className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Unavailable every week</legend>
        {windows.fields.length === 0 && <p className="text-sm text-slate-600">No windows: available any time.</p>}
        <ol className="space-y-2">
          {windows.fields.map((field, i) => {
            const e = errors.unavailable?.[i];
            const n = i + 1;
            return (
              <li key={field.id} className="flex flex-wrap items-start gap-2 rounded-md border border-slate-200 p-2">
                <Field label={`Day ${n}`} error={e?.weekday?.message} className="w-36">
                  <Select options={dayOptions} {...form.register(`unavailable.${i}.weekday`)} />
                </Field>
                <Field label={`From ${n}`} error={e?.from?.message} className="w-32">
                  <Input inputMode="numeric" placeholder="09:00" autoComplete="off" {...form.register(`unavailable.${i}.from`)} />
                </Field>
                <Field label={`To ${n}`} error={e?.to?.message} className="w-44">
                  <Input inputMode="numeric" placeholder="17:00" autoComplete="off" {...form.register(`unavailable.${i}.to`)} />
                </Field>
                <label className="mt-7 flex items-center gap-1.5 text-sm text-slate-800">
                  <input type="checkbox" className="size-4" {...form.register(`unavailable.${i}.overnight`)} />
                  Ends next day
                </label>
                <Button variant="ghost" size="sm" className="mt-6" onClick={() => windows.remove(i)} aria-label={`Remove window ${n}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
        {windows.fields.length < MAX_WINDOWS && (
          <Button variant="secondary" size="sm" onClick={() => windows.append({ weekday: '1', from: '', to: '', overnight: false })}>
            Add a window
          </Button>
        )}
      </fieldset>

      <DayChoice legend="Preferred days" register={form.register('preferredDays')} error={errors.preferredDays?.message} />
      <DayChoice legend="Avoided days" register={form.register('avoidedDays')} error={errors.avoidedDays?.message} />

      <div className="flex flex-wrap gap-3">
        <Field label="Usual start times" hint="Like 07:00, 15:00" error={errors.starts?.message} className="w-56">
          <Input autoComplete="off" {...form.register('starts')} />
        </Field>
        <Field label="Target hours a week" error={errors.targetHours?.message} className="w-40">
          <Input type="number" inputMode="decimal" min={0} max={HOURS_IN_WEEK} step="any" {...form.register('targetHours')} />
        </Field>
        <Field label="Maximum hours a week" error={errors.maxHours?.message} className="w-44">
          <Input type="number" inputMode="decimal" min={0} max={HOURS_IN_WEEK} step="any" {...form.register('maxHours')} />
        </Field>
      </div>

      <section aria-label="Learn from history" className="space-y-2 rounded-md bg-slate-50 p-3">
        <Button variant="secondary" size="sm" onClick={askHistory} loading={learning}>
          Learn from history
        </Button>
        {proposal && <Proposal pattern={proposal} onUse={() => takeProposal(proposal)} />}
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" type="submit" disabled={!isDirty} loading={isSubmitting}>
          Save availability
        </Button>
        {problem ? <InlineStatus tone="danger">Not saved: {problem.message}</InlineStatus> : saved && !isDirty ? <InlineStatus tone="success">Saved</InlineStatus> : null}
      </div>
    </form>
  );
}

function DayChoice({ legend, register, error }: { legend: string; register: UseFormRegisterReturn; error: string | undefined }) {
  const errorId = `${register.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {WEEK.map((d) => (
          <label key={d} className="flex items-center gap-1 text-sm text-slate-800">
            <input type="checkbox" className="size-4" value={String(d)} {...register} />
            {weekdayName(d).slice(0, 3)}
            <span className="sr-only">{weekdayName(d).slice(3)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Proposal({ pattern, onUse }: { pattern: LearnedPattern; onUse: () => void }) {
  const days = pattern.preferredDays.map(weekdayName).join(', ') || 'no usual days';
  const starts = pattern.preferredStarts.join(', ') || 'no usual start';
  return (
    <div role="status" className="space-y-2 text-sm text-slate-800">
      <p>
        Usual week over the last {pattern.weeks} weeks: {days}; starts {starts}; {pattern.targetHours} h a week.
      </p>
      <p className="text-slate-600">
        Matches {pattern.matchingWeeks} of {pattern.weeks} weeks.
      </p>
      <Button variant="secondary" size="sm" onClick={onUse}>
        Use this
      </Button>
    </div>
  );
}
