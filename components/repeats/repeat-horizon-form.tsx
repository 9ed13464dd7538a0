'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callAction } from '@/components/ui/call-action';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { InlineSave } from '@/components/ui/forms/inline-save';
import { Input } from '@/components/ui/input';
import type { AppErrorShape } from '@/lib/errors';
import { HORIZON_WEEKS_MAX, setHorizonInputSchema } from '@/lib/repeats';
import type { setRepeatHorizonAction } from '@/lib/repeats/actions';

// How far ahead the organization's repeating shifts are written (Shiftdesk's setting, 4 weeks
// unless a scheduler says otherwise): on the Members page beside the shift templates. The action's
// own schema checks it, so the message next to the field is the server's.

const schema = setHorizonInputSchema.pick({ horizonWeeks: true });
type Values = { horizonWeeks: number };

export function RepeatHorizonForm({ organizationId, horizonWeeks, save }: { organizationId: string; horizonWeeks: number; save: typeof setRepeatHorizonAction }) {
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { horizonWeeks } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async (values: Values) => {
    setProblem(null);
    setSaved(false);
    const result = await callAction(() => save({ organizationId, horizonWeeks: values.horizonWeeks }));
    if (!result.ok) return setProblem(applyServerErrors(form, result.error, ['horizonWeeks']));
    form.reset(values);
    setSaved(true);
  };

  return (
    <Card>
      <CardHeader title="Repeating shifts" description="How far ahead the shifts of a repeating series are made." />
      <CardBody>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-wrap items-start gap-2" aria-label="Repeating shifts ahead">
          <Field label="Weeks ahead" error={errors.horizonWeeks?.message} hint={`1 to ${HORIZON_WEEKS_MAX}`}>
            <Input type="number" inputMode="numeric" min={1} max={HORIZON_WEEKS_MAX} step={1} className="w-24" {...form.register('horizonWeeks', { valueAsNumber: true })} />
          </Field>
          <InlineSave dirty={isDirty} submitting={isSubmitting} problem={problem} saved={saved} />
        </form>
      </CardBody>
    </Card>
  );
}
