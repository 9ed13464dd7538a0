'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import type { ScheduleItem } from '@/lib/schedule';
import type { saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { mondayOf, weekRange, weekTemplateNameSchema } from '@/lib/week-templates';
import { WeekItemsChoice } from './week-items-choice';

// "Save week as template": the week shown (any day of it picks its Monday), all its items or those
// chosen, with or without its people, under a name unique in the organization. The form checks
// with the action's own rules; the server's answers (a name taken, an empty week) land next to
// their fields.

const CHOOSE_ONE = 'Choose at least one item';
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a date' });
const formSchema = z
  .object({ name: weekTemplateNameSchema, weekDate: isoDate, withPeople: z.boolean(), items: z.enum(['all', 'chosen']), itemIds: z.array(z.string()) })
  .refine((v) => v.items === 'all' || v.itemIds.length > 0, { message: CHOOSE_ONE, path: ['itemIds'] });
type FormValues = z.input<typeof formSchema>;
const fields = ['name', 'weekDate', 'withPeople', 'itemIds'] as const;

/** The week's items, read for the choice of items (save-week-template-flow.tsx wires it to the schedule's read). */
export type ReadWeekItems = (week: { from: number; to: number }) => Promise<ScheduleItem[]>;

export type SaveWeekTemplateDialogProps = {
  organizationId: string;
  timeZone: string;
  shownDate: string;
  readWeekItems: ReadWeekItems;
  onClose: () => void;
  save: typeof saveWeekTemplateAction;
  /** The templates already saved, each removable (save-week-template-flow.tsx wires it). */
  saved?: ReactNode;
};

export function SaveWeekTemplateDialog({ organizationId, timeZone, shownDate, readWeekItems, onClose, save, saved }: SaveWeekTemplateDialogProps) {
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: '', weekDate: mondayOf(shownDate), withPeople: true, items: 'all', itemIds: [] } });
  const { errors, isSubmitting } = form.formState;
  const [weekDate, items, itemIds] = useWatch({ control: form.control, name: ['weekDate', 'items', 'itemIds'] });
  const monday = /^\d{4}-\d{2}-\d{2}$/.test(weekDate) ? mondayOf(weekDate) : null;
  const week = monday ? weekRange(monday, timeZone) : null;
  const weekItems = useQuery({ queryKey: ['save-week-template-items', organizationId, week?.from, week?.to], queryFn: () => readWeekItems(week!), enabled: week !== null });
  // Only ticks on the week now chosen count: another week's are forgotten.
  const shownIds = new Set((weekItems.data ?? []).map((item) => item.id));
  const setChosen = (ids: string[]) => form.setValue('itemIds', ids, { shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const chosen = values.items === 'chosen' ? { itemIds: values.itemIds.filter((id) => shownIds.has(id)) } : {};
    if (chosen.itemIds?.length === 0) return form.setError('itemIds', { message: CHOOSE_ONE });
    const result = await callAction(() => save({ organizationId, name: values.name.trim(), weekDate: mondayOf(values.weekDate), withPeople: values.withPeople, ...chosen }));
    if (!result.ok) {
      setProblem(applyServerErrors(form, result.error, fields, values.items === 'all' ? { itemIds: 'weekDate' } : {}));
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
        {week && (
          <WeekItemsChoice
            items={weekItems.data}
            readFailed={weekItems.isError}
            week={week}
            timeZone={timeZone}
            mode={items}
            onMode={(mode) => form.setValue('items', mode, { shouldValidate: form.formState.isSubmitted })}
            chosen={itemIds.filter((id) => shownIds.has(id))}
            onChosen={setChosen}
            error={errors.itemIds?.message}
          />
        )}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('withPeople')} />
          With their people (assigned again when the template is applied)
        </label>
      </form>
      {saved}
    </Dialog>
  );
}
