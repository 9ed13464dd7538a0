'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { Field } from '@/components/ui/field';
import { InlineSave } from '@/components/ui/forms/inline-save';
import { Input } from '@/components/ui/input';
import { callAction } from '@/components/ui/call-action';
import type { setItemNeedsAction } from '@/lib/schedule/actions';
import type { AppErrorShape } from '@/lib/errors';
import { MAX_NEEDS, needsSchema } from '@/lib/schedule/item-needs';
import { itemNeedsOptions } from '@/lib/schedule/queries';

const schema = z.object({ needs: needsSchema });
type Values = z.infer<typeof schema>;

/** How many people the item needs: Shiftdesk's own figure, so saving it changes nothing in the product. */
export function ItemNeedsForm({ organizationId, itemId, needs, save }: { organizationId: string; itemId: string; needs: number; save: typeof setItemNeedsAction }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), values: { needs } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async (values: Values) => {
    setProblem(null);
    setSaved(false);
    const result = await callAction(() => save({ organizationId, itemId, needs: values.needs }));
    if (!result.ok) return setProblem(applyServerErrors(form, result.error, ['needs']));
    form.reset({ needs: values.needs });
    setSaved(true);
    await queryClient.invalidateQueries({ queryKey: itemNeedsOptions(organizationId).queryKey });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-wrap items-start gap-2" aria-label="People needed">
      <Field label="People needed" error={errors.needs?.message} hint={`1 to ${MAX_NEEDS}; shown as “1 of 2” while fewer hold it`}>
        <Input type="number" inputMode="numeric" min={1} max={MAX_NEEDS} step={1} className="w-24" {...form.register('needs', { valueAsNumber: true })} />
      </Field>
      <InlineSave dirty={isDirty} submitting={isSubmitting} problem={problem} saved={saved} />
    </form>
  );
}
