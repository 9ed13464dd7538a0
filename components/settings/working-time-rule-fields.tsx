'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { OrganizationFormInput, OrganizationFormValues } from '@/lib/entry-points';

// The organization's working-time rules in its Settings dialog, each optional: a break is asked
// about (with a reason) wherever someone is put on a shift, never silently refused.

const RULES = [
  { name: 'minRestHours', label: 'Minimum rest between shifts', hint: 'Hours between one shift of a person and their next, e.g. 11.', decimal: true },
  { name: 'maxShiftHours', label: 'Longest shift', hint: 'Hours, e.g. 10.', decimal: true },
  { name: 'maxDayHours', label: 'Most hours in a day', hint: 'Hours per person per day in the organization’s zone.', decimal: true },
  { name: 'maxConsecutiveDays', label: 'Most working days in a row', hint: 'Days with a shift starting on them, up to 14.', decimal: false },
  { name: 'maxShiftsPerDay', label: 'Most shifts in a day', hint: 'Shifts starting on one day, e.g. 2.', decimal: false },
] as const;

export function WorkingTimeRuleFields({ form }: { form: UseFormReturn<OrganizationFormInput, unknown, OrganizationFormValues> }) {
  const { errors } = form.formState;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Working-time rules</legend>
      <p className="text-xs text-slate-600">Each is optional (empty: no rule). Breaking one asks for a reason, which the audit log keeps.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {RULES.map((rule) => (
          <Field key={rule.name} label={rule.label} error={errors[rule.name]?.message} hint={rule.hint}>
            <Input inputMode={rule.decimal ? 'decimal' : 'numeric'} autoComplete="off" className="w-32 tabular-nums" {...form.register(rule.name)} />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
