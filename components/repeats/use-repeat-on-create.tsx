'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callAction } from '@/components/ui/call-action';
import { toast } from '@/components/ui/toast';
import type { RepeatRule } from '@/lib/repeats';
import { repeatMarksKeys } from '@/lib/repeats/queries';
import { ruleFormValues, ruleFromForm } from '@/lib/repeats/rule-form';
import { dayParts } from '@/lib/time/calendar-day';
import { RepeatRuleFields, type RuleErrors } from './repeat-rule-fields';
import type { RepeatActions } from './repeat-section';

// The New item dialog's "Repeat" section (off by default): the rule is checked with the rest of the
// form, before anything is created; once the item is made, repeatItemAction makes it the first of
// its series (so the first assignee and the double-booking question stay the dialog's own).

export function useRepeatOnCreate({ organizationId, start, timeZone, repeatItem }: { organizationId: string; start: string; timeZone: string; repeatItem: RepeatActions['repeatItem'] | undefined }) {
  const queryClient = useQueryClient();
  const startDate = start.slice(0, 10);
  const [on, setOn] = useState(false);
  const [values, setValues] = useState(() => ruleFormValues(undefined, dayParts(startDate).weekday));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [typeError, setTypeError] = useState<string | null>(null);

  /** The rule to make, undefined when off; null (errors shown) when it cannot be made. */
  const check = (type: string): RepeatRule | null | undefined => {
    if (!on || !repeatItem) return undefined;
    if (type === 'TIME_OFF') {
      setTypeError('Time off does not repeat: pick a shift or a meeting, or turn Repeat off');
      return null;
    }
    setTypeError(null);
    const made = ruleFromForm(values);
    setErrors(made.ok ? {} : made.errors);
    return made.ok ? made.rule : null;
  };

  /** After the item is created: it becomes the first of its series. */
  const apply = async (rule: RepeatRule | undefined, itemId: string) => {
    if (!rule || !repeatItem) return;
    const result = await callAction(() => repeatItem({ organizationId, itemId, rule }));
    if (!result.ok) return void toast.error(`Created, but it does not repeat: ${result.error.message}`, { duration: 10_000 });
    await queryClient.invalidateQueries({ queryKey: repeatMarksKeys.organization(organizationId) });
  };

  const section = (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3" data-repeat-on-create>
      <legend className="px-1 text-sm font-medium text-slate-700">Repeat</legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="accent-brand-600" checked={on} onChange={(e) => setOn(e.target.checked)} />
        Repeat this item
      </label>
      {typeError && <p className="text-sm text-red-700">{typeError}</p>}
      {on && <RepeatRuleFields values={values} onChange={setValues} errors={errors} start={{ startDate, startTime: start.slice(11, 16), timeZone }} />}
    </fieldset>
  );
  return { check, apply, section };
}
