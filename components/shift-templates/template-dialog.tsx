'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EntityDialog, type Editing } from '@/components/ui/admin/entity-dialog';
import { FormDialogBody, FormDialogFooter } from '@/components/ui/admin/form-dialog-end';
import { useActionForm } from '@/components/ui/admin/use-action-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { itemTypeLabels } from '@/lib/schedule';
import { crossesMidnight, templateFieldsSchema, type ShiftTemplate, type TemplateFields } from '@/lib/shift-templates';
import type { addTemplateAction, editTemplateAction } from '@/lib/shift-templates/actions';

// Adding or editing a shift template (Settings). The form checks with the actions' own rules, so a
// message shows next to its field before anything is sent; the server's answers land there too.

const formSchema = z.object({ template: templateFieldsSchema });
type FormValues = z.output<typeof formSchema>;
const fieldNames = ['template.name', 'template.type', 'template.startTime', 'template.endTime', 'template.needs', 'template.notes', 'template.people'] as const;
const typeOptions = Object.entries(itemTypeLabels).map(([value, label]) => ({ value, label }));
const blank: TemplateFields = { name: '', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '09:00', endTime: '17:00', needs: 1, notes: '', people: [] };

export type TemplateDialogProps = {
  organizationId: string;
  /** null: closed; { mode: 'create' } or the template to edit. */
  editing: Editing<ShiftTemplate> | null;
  onClose: () => void;
  add: typeof addTemplateAction;
  edit: typeof editTemplateAction;
};

export function TemplateDialog({ editing, onClose, ...rest }: TemplateDialogProps) {
  return (
    <EntityDialog editing={editing} onClose={onClose} titles={{ create: 'Add a shift template', update: 'Edit shift template' }} description="A named shape for new items: type, times of day, how many people it needs.">
      {(editing, done, onBusy) => <TemplateForm editing={editing} onDone={done} onBusy={onBusy} {...rest} />}
    </EntityDialog>
  );
}

function TemplateForm({ organizationId, editing, add, edit, onDone, onBusy }: Omit<TemplateDialogProps, 'editing' | 'onClose'> & { editing: Editing<ShiftTemplate>; onDone: () => void; onBusy: (busy: boolean) => void }) {
  const update = editing.mode === 'update';
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { template: update ? templateFieldsOf(editing) : blank } });
  const errors = form.formState.errors.template;
  const { submit, problem, pending } = useActionForm(form, fieldNames, onBusy);
  const [startTime, endTime] = useWatch({ control: form.control, name: ['template.startTime', 'template.endTime'] });
  const night = /^\d\d:\d\d$/.test(startTime) && /^\d\d:\d\d$/.test(endTime) && crossesMidnight({ startTime, endTime });

  const onSubmit = form.handleSubmit(({ template }) =>
    submit(
      () => (update ? edit({ organizationId, templateId: editing.id, template }) : add({ organizationId, template })),
      (saved) => {
        toast.success(update ? 'Template saved' : 'Template added', { description: saved.name });
        onDone();
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogBody problem={problem}>
        <Field label="Name" required error={errors?.name?.message}>
          <Input autoComplete="off" autoFocus {...form.register('template.name')} />
        </Field>
        <Field label="Type" error={errors?.type?.message}>
          <Select options={typeOptions} {...form.register('template.type')} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Starts" required error={errors?.startTime?.message}>
            <Input type="time" {...form.register('template.startTime')} />
          </Field>
          <Field label="Ends" required error={errors?.endTime?.message} hint={night ? 'Ends the next day: a night shift.' : undefined}>
            <Input type="time" {...form.register('template.endTime')} />
          </Field>
        </div>
        <Field label="Needs" required error={errors?.needs?.message} hint="How many people it needs.">
          <Input type="number" inputMode="numeric" min={1} className="w-24 tabular-nums" {...form.register('template.needs', { valueAsNumber: true })} />
        </Field>
        <Field label="Notes" error={errors?.notes?.message}>
          <Textarea rows={3} {...form.register('template.notes')} />
        </Field>
      </FormDialogBody>
      <FormDialogFooter pending={pending} onCancel={onDone} submitLabel={update ? 'Save' : 'Add template'} />
    </form>
  );
}

const templateFieldsOf = ({ name, type, startTime, endTime, needs, notes, people }: ShiftTemplate): TemplateFields => ({ name, type, startTime, endTime, needs, notes, people });
