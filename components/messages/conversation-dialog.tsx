'use client';

import { FormDialogBody, FormDialogFooter } from '@/components/ui/admin/form-dialog-end';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { useActionForm } from '@/components/ui/admin/use-action-form';
import { EntityDialog, type Editing } from '@/components/ui/admin/entity-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { saveConversationAction } from '@/lib/messages/actions';
import { CONVERSATION_NAME_MAX, conversationFormSchema, type ConversationFormInput, type ConversationFormValues } from '@/lib/messages/conversation-schema';
import type { ConversationView } from '@/lib/messages/types';

const fieldNames = ['name', 'organizationId', 'conversationId', 'everyone'] as const;

export type OrganizationChoice = { organizationId: string; name: string };

export type ConversationDialogProps = {
  editing: Editing<ConversationView> | null;
  /** Configured organizations, offered as suggestions for the id. */
  organizations: readonly OrganizationChoice[];
  onClose: () => void;
  /** Saves it (the server action, passed in by the page's wiring). */
  save: typeof saveConversationAction;
};

export function ConversationDialog({ editing, organizations, onClose, save }: ConversationDialogProps) {
  return (
    <EntityDialog
      editing={editing}
      onClose={onClose}
      titles={{ create: 'Save a conversation', update: 'Edit saved conversation' }}
      description="The service cannot list conversations: enter the organization and conversation ids, and a name to show."
    >
      {(editing, done, onBusy) => <ConversationForm editing={editing} organizations={organizations} save={save} onDone={done} onBusy={onBusy} />}
    </EntityDialog>
  );
}

function ConversationForm({
  editing,
  organizations,
  save,
  onDone,
  onBusy,
}: {
  editing: NonNullable<ConversationDialogProps['editing']>;
  organizations: readonly OrganizationChoice[];
  save: ConversationDialogProps['save'];
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const update = editing.mode === 'update';
  const listId = useId();
  const form = useForm<ConversationFormInput, unknown, ConversationFormValues>({
    resolver: zodResolver(conversationFormSchema),
    defaultValues: update
      ? { name: editing.name, organizationId: editing.organizationId, conversationId: editing.conversationId, everyone: editing.everyone }
      : { name: '', organizationId: organizations.length === 1 ? organizations[0]!.organizationId : '', conversationId: '', everyone: false },
  });
  const { errors } = form.formState;
  const { submit, problem, pending } = useActionForm(form, fieldNames, onBusy);

  const onSubmit = form.handleSubmit(() =>
    submit(
      () => save(update ? { ...form.getValues(), mode: 'update', id: editing.id } : { ...form.getValues(), mode: 'create' }),
      (saved) => {
        toast.success(update ? 'Conversation saved' : 'Conversation added', { description: saved.name });
        onDone();
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogBody problem={problem}>
        <Field label="Name" required error={errors.name?.message} hint="As people know it, e.g. Everyone or Kitchen team.">
          <Input autoComplete="off" maxLength={CONVERSATION_NAME_MAX + 20} autoFocus {...form.register('name')} />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Organization id" required error={errors.organizationId?.message} hint={organizations.length > 0 ? 'Start typing to pick a configured one.' : undefined}>
            <Input inputMode="numeric" autoComplete="off" className="font-mono" list={listId} {...form.register('organizationId')} />
          </Field>
          <Field label="Conversation id" required error={errors.conversationId?.message}>
            <Input inputMode="numeric" autoComplete="off" className="font-mono" {...form.register('conversationId')} />
          </Field>
        </div>
        <datalist id={listId}>
          {organizations.map((o) => (
            <option key={o.organizationId} value={o.organizationId}>
              {o.name}
            </option>
          ))}
        </datalist>
        <label className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...form.register('everyone')} />
          <span>
            <span className="font-medium text-slate-800">The organization’s everyone conversation</span>
            <span className="block text-xs text-slate-500">Sending there needs the MESSAGE_EVERYONE permission on the service token.</span>
          </span>
        </label>
      </FormDialogBody>
      <FormDialogFooter pending={pending} onCancel={onDone} submitLabel={update ? 'Save' : 'Save conversation'} />
    </form>
  );
}
