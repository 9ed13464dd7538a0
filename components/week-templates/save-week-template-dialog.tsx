'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { Dialog, DialogCancel } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import type { AppErrorShape } from '@/lib/errors';
import type { saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { mondayOf, weekTemplateNameSchema } from '@/lib/week-templates';

// "Save week as template": the week shown (any day of it picks its Monday), with or without its
// people, under a name unique in the organization. The form checks with the action's own rules;
// the server's answers (a name taken, an empty week) land next to their fields.

const formSchema = z.object({
  name: weekTemplateNameSchema,
  weekDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a date' }),
  withPeople: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
const fields = ['name', 'weekDate', 'withPeople'] as const;

export type SaveWeekTemplateDialogProps = {
  organizationId: string;
  shownDate: string;
  onClose: () => void;
  save: typeof saveWeekTemplateAction;
  /** The templates already saved, each removable (save-week-template-flow.tsx wires it). */
  saved?: ReactNode;
};

export function SaveWeekTemplateDialog({ organizationId, shownDate, onClose, save, saved }: SaveWeekTemplateDialogProps) {
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: '', weekDate: mondayOf(shownDate), withPeople: true } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const result = await callAction(() => save({ organizationId, name: values.name.trim(), weekDate: mondayOf(values.weekDate), withPeople: values.withPeople }));
    if (!result.ok) {
      setProblem(applyServerErrors(form, result.error, fields, { itemIds: 'weekDate' }));
      return;
    }
    toast.success('Week saved as a template', { description: `${result.data.name}: ${result.data.itemCount} ${result.data.itemCount === 1 ? 'item' : 'items'}` });
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Save week as template"
      description="Its items keep their day of the week and times of day; apply it to any week from Copy."
      busy={isSubmitting}
      footer={
        <>
          <DialogCancel />
          <Button variant="primary" type="submit" form="save-week-template-form" loading={isSubmitting}>
            Save template
          </Button>
        </>
      }
    >
      <form id="save-week-template-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {problem && (
          <Alert tone="danger" title="Not saved">
            {problem.message}
          </Alert>
        )}
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" data-autofocus {...form.register('name')} />
        </Field>
        <Field label="Week (any day of it)" required error={errors.weekDate?.message}>
          <Input type="date" {...form.register('weekDate')} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('withPeople')} />
          With their people (assigned again when the template is applied)
        </label>
      </form>
      {saved}
    </Dialog>
  );
}
