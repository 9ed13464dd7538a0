'use client';

import { useController, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { memberStatusLabel } from '@/lib/schedule';
import { addStatuses, defaultItemStatusFor } from '@/lib/staffing/add-statuses';
import type { AssignmentFormOutput, AssignmentFormValues } from './assignment-form';

/** The statuses a live add sets: the people's, the item's afterwards, and whether those already on it get the same. */
export function AssignStatusFields({ form, itemStatus }: { form: UseFormReturn<AssignmentFormValues, unknown, AssignmentFormOutput>; itemStatus: string }) {
  const { errors } = form.formState;
  const initialStatus = useController({ control: form.control, name: 'initialStatus' });
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Their status" error={errors.initialStatus?.message}>
          <Select
            value={initialStatus.field.value}
            onChange={(e) => {
              initialStatus.field.onChange(e.target.value);
              // The item status follows until the manager sets it themselves.
              if (!form.getFieldState('newCalendarItemStatus').isDirty) form.setValue('newCalendarItemStatus', defaultItemStatusFor(e.target.value));
            }}
          >
            {addStatuses.map((s) => (
              <option key={s} value={s}>
                {memberStatusLabel(s)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Item status afterwards" error={errors.newCalendarItemStatus?.message}>
          <Select {...form.register('newCalendarItemStatus')}>
            {[...new Set(['ASSIGNED', 'OPEN', itemStatus])].map((s) => (
              <option key={s} value={s}>
                {s === 'ASSIGNED' ? 'Assigned' : s === 'OPEN' ? 'Open' : s}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 accent-brand-600" {...form.register('shouldReplaceMemberStatuses')} />
        <span>
          Replace the statuses of people already on the item
          <span className="block text-xs text-slate-500">Off: they keep theirs. On: they get the status chosen above too.</span>
        </span>
      </label>
    </>
  );
}
