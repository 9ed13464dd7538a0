'use client';

import { FormDialogBody, FormDialogFooter } from '@/components/ui/admin/form-dialog-end';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { saveEnterpriseAction } from '@/lib/settings/actions';
import { DISPLAY_NAME_MAX, enterpriseFormSchema, type EnterpriseFormInput, type EnterpriseFormValues } from '@/lib/entry-points/entry-point-schemas';
import { EntityDialog, type Editing } from '@/components/ui/admin/entity-dialog';
import { useActionForm } from '@/components/ui/admin/use-action-form';
import { ConfirmItIsYou, withTypedPassword, type Reauth } from '@/components/ui/forms/confirm-it-is-you';

const fieldNames = ['enterpriseId', 'displayName', 'confirmPassword'] as const;

export type EnterpriseDialogProps = {
  /** null: closed; { mode: 'create' } or the entry to edit. */
  editing: Editing<{ enterpriseId: string; displayName: string | null }> | null;
  onClose: () => void;
  /** Saves the entry (the server action, passed in by the page's wiring). */
  save: typeof saveEnterpriseAction;
  /** An entry point widens what everyone can reach: the admin confirms it is them. */
  reauth: Reauth;
};

export function EnterpriseDialog({ editing, onClose, save, reauth }: EnterpriseDialogProps) {
  return (
    <EntityDialog editing={editing} onClose={onClose} titles={{ create: 'Add an enterprise', update: 'Edit enterprise' }} description="The service cannot list enterprises: enter the id of one the token may read, and the name to show.">
      {(editing, done, onBusy) => <EnterpriseForm editing={editing} save={save} reauth={reauth} onDone={done} onBusy={onBusy} />}
    </EntityDialog>
  );
}

function EnterpriseForm({
  editing,
  save,
  reauth,
  onDone,
  onBusy,
}: {
  editing: NonNullable<EnterpriseDialogProps['editing']>;
  save: EnterpriseDialogProps['save'];
  reauth: Reauth;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const form = useForm<EnterpriseFormInput, unknown, EnterpriseFormValues>({
    resolver: zodResolver(enterpriseFormSchema),
    defaultValues: editing.mode === 'update' ? { enterpriseId: editing.enterpriseId, displayName: editing.displayName ?? '' } : { enterpriseId: '', displayName: '' },
  });
  const { errors } = form.formState;
  const { submit, problem, pending } = useActionForm(form, fieldNames, onBusy);

  const onSubmit = form.handleSubmit(() =>
    submit(
      () => save({ ...withTypedPassword(form.getValues()), mode: editing.mode }),
      (saved) => {
        toast.success(editing.mode === 'create' ? 'Enterprise added' : 'Enterprise saved', { description: saved.displayName ?? saved.enterpriseId });
        onDone();
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogBody problem={problem}>
        <ConfirmItIsYou reauth={reauth} registration={form.register('confirmPassword')} error={errors.confirmPassword?.message}>
          <Field
            label="Enterprise id"
            required
            error={errors.enterpriseId?.message}
            hint={editing.mode === 'update' ? 'The id cannot change: remove the entry and add another.' : 'A whole number of up to 19 digits.'}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              className="font-mono"
              readOnly={editing.mode === 'update'}
              autoFocus={editing.mode === 'create'}
              {...form.register('enterpriseId')}
            />
          </Field>
          <Field label="Display name" required error={errors.displayName?.message}>
            <Input autoComplete="off" maxLength={DISPLAY_NAME_MAX + 20} autoFocus={editing.mode === 'update'} {...form.register('displayName')} />
          </Field>
        </ConfirmItIsYou>
      </FormDialogBody>
      <FormDialogFooter pending={pending} onCancel={onDone} submitLabel={editing.mode === 'create' ? 'Add enterprise' : 'Save'} />
    </form>
  );
}
