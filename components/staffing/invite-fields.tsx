'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { AssignmentFormOutput, AssignmentFormValues } from './assignment-form';

/** Someone invited by phone: their name, country code and number. */
export function InviteFields({ form }: { form: UseFormReturn<AssignmentFormValues, unknown, AssignmentFormOutput> }) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-[1fr_7.5rem_1fr] gap-2">
      <Field label="Full name" error={errors.fullName?.message} required>
        <Input autoComplete="off" {...form.register('fullName')} />
      </Field>
      <Field label="Country code" error={errors.countryCode?.message} required>
        <Input inputMode="numeric" placeholder="44" {...form.register('countryCode')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message} required>
        <Input type="tel" inputMode="tel" {...form.register('phone')} />
      </Field>
    </div>
  );
}
