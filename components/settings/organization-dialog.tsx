'use client';

import { FormDialogBody, FormDialogFooter } from '@/components/ui/admin/form-dialog-end';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import type { saveOrganizationAction } from '@/lib/settings/actions';
import {
  DISPLAY_NAME_MAX,
  organizationFormSchema,
  type OrganizationFormInput,
  type OrganizationFormValues,
} from '@/lib/entry-points';
import { EntityDialog, type Editing } from '@/components/ui/admin/entity-dialog';
import { TimeZoneInput } from './time-zone-input';
import { enterpriseLabel, type EnterpriseRow, type OrganizationRow } from '@/lib/entry-points';
import { useActionForm } from '@/components/ui/admin/use-action-form';
import { ConfirmItIsYou, withTypedPassword, type Reauth } from '@/components/ui/forms/confirm-it-is-you';
import { ruleFieldTexts, thresholdText, WEEKLY_HOURS_MAX } from '@/lib/entry-points';
import { WorkingTimeRuleFields } from './working-time-rule-fields';

const fieldNames = ['organizationId', 'enterpriseId', 'displayName', 'timeZone', 'weeklyHoursThreshold', 'minRestHours', 'maxShiftHours', 'maxDayHours', 'maxConsecutiveDays', 'maxShiftsPerDay', 'confirmPassword'] as const;

export type OrganizationDialogProps = {
  /** null: closed; { mode: 'create' } or the entry to edit. */
  editing: Editing<OrganizationRow> | null;
  enterprises: readonly EnterpriseRow[];
  zones: readonly string[];
  onClose: () => void;
  /** Saves the entry (the server action, passed in by the page's wiring). */
  save: typeof saveOrganizationAction;
  /** An entry point widens what everyone can reach: the admin confirms it is them. */
  reauth: Reauth;
};

export function OrganizationDialog({ editing, enterprises, zones, onClose, save, reauth }: OrganizationDialogProps) {
  return (
    <EntityDialog editing={editing} onClose={onClose} titles={{ create: 'Add an organization', update: 'Edit organization' }} description="The service has no names or time zones: set the ones Shiftdesk shows for this organization.">
      {(editing, done, onBusy) => <OrganizationForm editing={editing} enterprises={enterprises} zones={zones} save={save} reauth={reauth} onDone={done} onBusy={onBusy} />}
    </EntityDialog>
  );
}

function OrganizationForm({
  editing,
  enterprises,
  zones,
  save,
  reauth,
  onDone,
  onBusy,
}: {
  editing: NonNullable<OrganizationDialogProps['editing']>;
  enterprises: readonly EnterpriseRow[];
  zones: readonly string[];
  save: OrganizationDialogProps['save'];
  reauth: Reauth;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const update = editing.mode === 'update';
  const form = useForm<OrganizationFormInput, unknown, OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: update
      ? {
          organizationId: editing.organizationId,
          enterpriseId: editing.enterpriseId ?? '',
          displayName: editing.displayName ?? '',
          timeZone: editing.timeZone ?? '',
          weeklyHoursThreshold: thresholdText(editing.weeklyHoursThresholdMinutes),
          ...ruleFieldTexts(editing.workingTimeRules),
        }
      : { organizationId: '', enterpriseId: enterprises.length === 1 ? enterprises[0]!.enterpriseId : '', displayName: '', timeZone: '', weeklyHoursThreshold: '', ...ruleFieldTexts(null) },
  });
  const { errors } = form.formState;
  const { submit, problem, pending } = useActionForm(form, fieldNames, onBusy);

  const options: SelectOption[] = [
    { value: '', label: 'Not linked to an enterprise' },
    ...enterprises.map((e) => ({ value: e.enterpriseId, label: `${enterpriseLabel(e)} · ${e.enterpriseId}` })),
  ];
  // Linked to an enterprise that was removed since: keep it choosable, so saving does not unlink it.
  if (update && editing.enterpriseId && !enterprises.some((e) => e.enterpriseId === editing.enterpriseId)) {
    options.push({ value: editing.enterpriseId, label: `Enterprise ${editing.enterpriseId} (not configured)` });
  }

  const onSubmit = form.handleSubmit(() =>
    submit(
      () => save({ ...withTypedPassword(form.getValues()), mode: editing.mode }),
      (saved) => {
        toast.success(update ? 'Organization saved' : 'Organization added', { description: saved.displayName ?? saved.organizationId });
        onDone();
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormDialogBody problem={problem}>
        <ConfirmItIsYou reauth={reauth} registration={form.register('confirmPassword')} error={errors.confirmPassword?.message}>
          <Field
            label="Organization id"
            required
            error={errors.organizationId?.message}
            hint={update ? 'The id cannot change: remove the entry and add another.' : 'A whole number of up to 19 digits.'}
          >
            <Input inputMode="numeric" autoComplete="off" className="font-mono" readOnly={update} autoFocus={!update} {...form.register('organizationId')} />
          </Field>
          <Field label="Display name" required error={errors.displayName?.message}>
            <Input autoComplete="off" maxLength={DISPLAY_NAME_MAX + 20} autoFocus={update} {...form.register('displayName')} />
          </Field>
          <Field label="Enterprise" error={errors.enterpriseId?.message}>
            <Select options={options} {...form.register('enterpriseId')} />
          </Field>
          <Field label="Display time zone" required error={errors.timeZone?.message} hint="An IANA zone such as Europe/Paris; schedules are shown in it.">
            <TimeZoneInput zones={zones} {...form.register('timeZone')} />
          </Field>
          <Field
            label="Weekly hours threshold"
            error={errors.weeklyHoursThreshold?.message}
            hint={`Hours per person per week (up to ${WEEKLY_HOURS_MAX}, e.g. 37.5); the roster flags whoever works more, and it is the working-time rules’ weekly maximum. Empty: no threshold.`}
          >
            <Input inputMode="decimal" autoComplete="off" className="w-32 tabular-nums" {...form.register('weeklyHoursThreshold')} />
          </Field>
          <WorkingTimeRuleFields form={form} />
        </ConfirmItIsYou>
      </FormDialogBody>
      <FormDialogFooter pending={pending} onCancel={onDone} submitLabel={update ? 'Save' : 'Add organization'} />
    </form>
  );
}
