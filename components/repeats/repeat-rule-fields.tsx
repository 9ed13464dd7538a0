'use client';

import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ruleInWords } from '@/lib/repeats';
import { firstDays, ruleFromForm, type RuleFormField, type RuleFormValues } from '@/lib/repeats/rule-form';
import { shortDay, WEEKDAYS } from '@/lib/time/day-words';
import { isPlainDate } from '@/lib/time/zoned-days';

// The repeat editor's fields (how often, which days, every N weeks, when it ends), controlled by
// the dialog or section that holds them, with the rule in words and its next days as a preview.
// Each refusal shows next to its field (lib/repeats/rule-form.ts).

export type RuleErrors = Partial<Record<RuleFormField, string>>;
/** Where the series starts, for the preview. */
export type RuleStart = { startDate: string; startTime: string; timeZone: string };

const FREQUENCIES = [
  { value: 'daily', label: 'Every day' },
  { value: 'weekdays', label: 'Every weekday (Monday to Friday)' },
  { value: 'weekly', label: 'Weekly, on chosen days' },
];

function Preview({ values, start }: { values: RuleFormValues; start: RuleStart }) {
  const made = ruleFromForm(values);
  // While a start is being typed there is nothing to preview from.
  if (!made.ok || !isPlainDate(start.startDate) || !/^\d{2}:\d{2}$/.test(start.startTime)) return null;
  const days = firstDays(made.rule, start.startDate, start.startTime, start.timeZone);
  return (
    <p className="text-sm text-slate-700" data-repeat-preview>
      {ruleInWords(made.rule, start.startDate)}.{' '}
      {days.length > 0 ? (
        <>
          <span className="text-slate-500">Next:</span> {days.map((day) => shortDay(day, true)).join(', ')}
          {days.length === 4 ? ', …' : ''}
        </>
      ) : (
        'No day falls on or after the first day.'
      )}
    </p>
  );
}

export function RepeatRuleFields({ values, onChange, errors, start }: { values: RuleFormValues; onChange: (values: RuleFormValues) => void; errors: RuleErrors; start: RuleStart }) {
  const ids = useId();
  const set = (patch: Partial<RuleFormValues>) => onChange({ ...values, ...patch });
  const toggleDay = (day: number) => set({ weekdays: values.weekdays.includes(day) ? values.weekdays.filter((d) => d !== day) : [...values.weekdays, day].sort() });
  return (
    <div className="space-y-3">
      <Field label="Repeats" error={errors.frequency} required>
        <Select options={FREQUENCIES} value={values.frequency} onChange={(e) => set({ frequency: e.target.value as RuleFormValues['frequency'] })} />
      </Field>
      {values.frequency === 'weekly' && (
        <>
          <fieldset className="min-w-0" aria-describedby={errors.weekdays ? `${ids}-days-error` : undefined} aria-invalid={errors.weekdays ? true : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">On</legend>
            <div className="flex flex-wrap gap-1.5">
              {WEEKDAYS.map((name, index) => (
                <label key={name} className="flex items-center gap-1 rounded border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50">
                  <input type="checkbox" className="accent-brand-600" checked={values.weekdays.includes(index + 1)} onChange={() => toggleDay(index + 1)} />
                  <span aria-hidden="true">{name.slice(0, 3)}</span>
                  <span className="sr-only">{name}</span>
                </label>
              ))}
            </div>
            {errors.weekdays && (
              <p id={`${ids}-days-error`} className="mt-1 text-sm text-red-700">
                {errors.weekdays}
              </p>
            )}
          </fieldset>
          <Field label="Every how many weeks" error={errors.interval} required className="max-w-48">
            <Input inputMode="numeric" value={values.interval} onChange={(e) => set({ interval: e.target.value })} />
          </Field>
        </>
      )}
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Ends</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${ids}-ends`} className="accent-brand-600" checked={values.ends === 'never'} onChange={() => set({ ends: 'never' })} />
          Never
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${ids}-ends`} className="accent-brand-600" checked={values.ends === 'until'} onChange={() => set({ ends: 'until' })} />
          On a date
        </label>
        {values.ends === 'until' && (
          <Field label="Last day" error={errors.until} required className="ml-6 max-w-56">
            <Input type="date" value={values.until} onChange={(e) => set({ until: e.target.value })} />
          </Field>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${ids}-ends`} className="accent-brand-600" checked={values.ends === 'count'} onChange={() => set({ ends: 'count' })} />
          After a number of times
        </label>
        {values.ends === 'count' && (
          <Field label="Times" error={errors.count} required className="ml-6 max-w-48">
            <Input inputMode="numeric" value={values.count} onChange={(e) => set({ count: e.target.value })} />
          </Field>
        )}
      </fieldset>
      <div aria-live="polite">
        <Preview values={values} start={start} />
      </div>
    </div>
  );
}
