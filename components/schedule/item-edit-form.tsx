'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { FormFooter } from '@/components/ui/forms/form-footer';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { updateCalendarItemAction } from '@/lib/schedule/actions';
import type { AppErrorShape } from '@/lib/errors';
import { itemFieldSchemas } from '@/lib/schedule/item-inputs';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { callAction } from '@/components/ui/call-action';
import { ConflictNotice, type Conflict } from './conflict-notice';
import { itemStatusLabel } from '@/lib/schedule/item-words';
import { replaceInCache } from '@/lib/schedule/replace-in-cache';

const editSchema = z.object({ ...itemFieldSchemas, muteAssignmentNotifications: z.boolean() });
type EditValues = z.infer<typeof editSchema>;
const fields = ['name', 'notes', 'status', 'muteAssignmentNotifications'] as const;

/**
 * Name, notes, status and mute of an item. Only the fields the manager changed are sent; a field
 * emptied here is unset in the product (start and end are changed on the calendar, never unset).
 */
export function ItemEditForm({
  organizationId,
  item,
  timeZone,
  update,
  onReload,
}: {
  organizationId: string;
  item: ScheduleItem;
  timeZone: string;
  /** Saves the changed fields (the server action, passed in by the drawer). */
  update: typeof updateCalendarItemAction;
  onReload: (current: ScheduleItem) => void;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    values: { name: item.name ?? '', notes: item.notes ?? '', status: item.status, muteAssignmentNotifications: item.muteAssignmentNotifications },
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = form.formState;
  const statuses = [...new Set(['OPEN', 'ASSIGNED', 'CANCELLED', item.status])];

  const save = async (values: EditValues, base: ScheduleItem, force: boolean) => {
    setProblem(null);
    setSaved(false);
    const changed = Object.fromEntries(fields.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]));
    const result = await callAction(() => update({ organizationId, itemId: base.id, expectedVersion: base.version, force, ...changed }));
    if (!result.ok) {
      setProblem(applyServerErrors(form, result.error, fields));
      return;
    }
    if (result.data.status === 'conflict') {
      const current = result.data.current;
      setConflict({ current, retry: () => void save(values, current, true) });
      return;
    }
    await replaceInCache(queryClient, organizationId, { item: result.data.item });
    setSaved(true);
  };

  return (
    <form onSubmit={form.handleSubmit((values) => save(values, item, false))} noValidate className="space-y-3" aria-label="Edit item">
      <Field label="Name" error={errors.name?.message} hint="Empty it to remove the name">
        <Input {...form.register('name')} />
      </Field>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Status" error={errors.status?.message}>
          <Select {...form.register('status')}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {itemStatusLabel(s)}
              </option>
            ))}
            <option value="">Automatic (from the people)</option>
          </Select>
        </Field>
        <label className="mt-6 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="accent-brand-600" {...form.register('muteAssignmentNotifications')} />
          Mute assignment notifications
        </label>
      </div>
      {conflict && <ConflictNotice conflict={conflict} timeZone={timeZone} onReload={onReload} onDismiss={() => setConflict(null)} />}
      <FormFooter
        status={
          problem ? (
            <InlineStatus tone="danger" className="mr-auto">
              Not saved: {problem.message}
            </InlineStatus>
          ) : saved && !isDirty ? (
            <InlineStatus tone="success" className="mr-auto">
              Saved
            </InlineStatus>
          ) : null
        }
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
        submitLabel="Save changes"
      />
    </form>
  );
}
