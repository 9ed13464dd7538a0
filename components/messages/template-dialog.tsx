'use client';

import { FormDialogBody, FormDialogFooter } from '@/components/ui/admin/form-dialog-end';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { useActionForm } from '@/components/ui/admin/use-action-form';
import { Button } from '@/components/ui/button';
import { EntityDialog, type Editing } from '@/components/ui/admin/entity-dialog';
import { Field } from '@/components/ui/field';
import { CloseIcon, PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import type { saveTemplateAction } from '@/lib/messages/actions';
import { CARD_CONTENT_LIMIT, VALUE_MAX_DEFAULT } from '@/lib/messages/card-content';
import { TEMPLATE_KEYS_MAX, templateFormSchema, type TemplateFormInput, type TemplateFormValues } from '@/lib/messages/template-schema';
import type { TemplateView } from '@/lib/messages/types';

const fieldNames = ['templateId', 'displayName', 'keys'] as const;

export type TemplateDialogProps = {
  /** null: closed; create, or the template to edit. */
  editing: Editing<TemplateView> | null;
  onClose: () => void;
  /** Saves it (the server action, passed in by the page's wiring). */
  save: typeof saveTemplateAction;
};

export function TemplateDialog({ editing, onClose, save }: TemplateDialogProps) {
  return (
    <EntityDialog
      editing={editing}
      onClose={onClose}
      titles={{ create: 'Add a card template', update: 'Edit template' }}
      description="The service cannot list its card templates: enter the template’s id and the content keys it takes."
      className="max-w-2xl!"
    >
      {(editing, done, onBusy) => <TemplateForm editing={editing} save={save} onDone={done} onBusy={onBusy} />}
    </EntityDialog>
  );
}

const blankKey = { key: '', label: '', required: false, maxLength: '' };

function TemplateForm({ editing, save, onDone, onBusy }: { editing: NonNullable<TemplateDialogProps['editing']>; save: TemplateDialogProps['save']; onDone: () => void; onBusy: (busy: boolean) => void }) {
  const update = editing.mode === 'update';
  const form = useForm<TemplateFormInput, unknown, TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: update
      ? {
          templateId: editing.templateId,
          displayName: editing.displayName,
          keys: editing.keys.map((k) => ({ key: k.key, label: k.label, required: k.required, maxLength: k.maxLength === null ? '' : String(k.maxLength) })),
        }
      : { templateId: '', displayName: '', keys: [{ ...blankKey, key: 'title', label: 'Title', required: true }] },
  });
  const keys = useFieldArray({ control: form.control, name: 'keys' });
  const { errors } = form.formState;
  const { submit, problem, pending } = useActionForm(form, fieldNames, onBusy);

  const onSubmit = form.handleSubmit(() =>
    submit(
      () => save({ ...form.getValues(), mode: editing.mode }),
      (saved) => {
        toast.success(update ? 'Template saved' : 'Template added', { description: saved.displayName });
        onDone();
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <FormDialogBody problem={problem} className="min-h-0 flex-1 overflow-y-auto">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Template id" required error={errors.templateId?.message} hint={update ? 'The id cannot change: remove the template and add another.' : 'As the service names it, e.g. announcement.'}>
            <Input autoComplete="off" className="font-mono" readOnly={update} autoFocus={!update} {...form.register('templateId')} />
          </Field>
          <Field label="Display name" required error={errors.displayName?.message}>
            <Input autoComplete="off" autoFocus={update} {...form.register('displayName')} />
          </Field>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Content keys</legend>
          <p className="text-xs text-slate-500">
            Each key becomes a field of the composer. Max length is per value (default {VALUE_MAX_DEFAULT}); the whole content is capped at {CARD_CONTENT_LIMIT} characters.
          </p>
          <div className="space-y-2">
            <div className="hidden grid-cols-[9rem_1fr_5.5rem_6.5rem_2rem] gap-2 px-0.5 text-xs font-medium text-slate-500 sm:grid" aria-hidden>
              <span>Key</span>
              <span>Label</span>
              <span>Required</span>
              <span>Max length</span>
              <span />
            </div>
            {keys.fields.map((field, index) => {
              const rowErrors = errors.keys?.[index];
              return (
                <div key={field.id} className="grid grid-cols-1 items-start gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[9rem_1fr_5.5rem_6.5rem_2rem] sm:border-0 sm:p-0" data-testid="template-key-row">
                  <Field label={<span className="sm:sr-only">Key {index + 1}</span>} error={rowErrors?.key?.message}>
                    <Input autoComplete="off" className="font-mono" placeholder="title" {...form.register(`keys.${index}.key`)} />
                  </Field>
                  <Field label={<span className="sm:sr-only">Label of key {index + 1}</span>} error={rowErrors?.label?.message}>
                    <Input autoComplete="off" placeholder="Title" {...form.register(`keys.${index}.label`)} />
                  </Field>
                  <label className="flex h-9 items-center gap-2 text-sm text-slate-700">
                    <input type="checkbox" className="size-4 accent-brand-600" {...form.register(`keys.${index}.required`)} />
                    <span>
                      Required<span className="sr-only"> (key {index + 1})</span>
                    </span>
                  </label>
                  <Field label={<span className="sm:sr-only">Max length of key {index + 1}</span>} error={rowErrors?.maxLength?.message}>
                    <Input inputMode="numeric" autoComplete="off" placeholder={String(VALUE_MAX_DEFAULT)} {...form.register(`keys.${index}.maxLength`)} />
                  </Field>
                  <Button size="icon" variant="ghost" aria-label={`Remove key ${index + 1}`} disabled={keys.fields.length === 1} onClick={() => keys.remove(index)}>
                    <CloseIcon size={14} />
                  </Button>
                </div>
              );
            })}
          </div>
          {errors.keys?.message && <p className="text-xs font-medium text-red-600">{errors.keys.message}</p>}
          {errors.keys?.root?.message && <p className="text-xs font-medium text-red-600">{errors.keys.root.message}</p>}
          <Button size="sm" icon={<PlusIcon size={14} />} disabled={keys.fields.length >= TEMPLATE_KEYS_MAX} onClick={() => keys.append({ ...blankKey })}>
            Add a key
          </Button>
        </fieldset>
      </FormDialogBody>
      <FormDialogFooter pending={pending} onCancel={onDone} submitLabel={update ? 'Save' : 'Add template'} />
    </form>
  );
}
