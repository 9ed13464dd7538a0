'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { callAction } from '@/components/ui/call-action';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogCancel } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { startCopyAction } from '@/lib/copy/actions';
import { copyFormDefaults, copyFormSchema, copyIntoShownDefaults, copyRequestOf, type CopyFormValues, type CopyWhat } from '@/lib/copy/copy-form';
import type { CopyRequest } from '@/lib/copy/copy-input';
import { itemsToMake } from '@/lib/copy/copy-plan';
import type { CopyPreview } from '@/lib/copy/copy-views';
import { AlreadyThereChoice, ChoiceLabel, PreviewList } from './copy-preview';
import type { ActionResult, AppErrorShape } from '@/lib/errors';
import { ReadError } from '@/lib/queries/fetch-json';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { sendAskingFirst } from '@/components/working-time';
import type { WeekTemplate } from '@/lib/week-templates';

// Copy a week, a day or chosen items of the week to another week or day. First the form and its
// preview (what will be created, what is already there, why it would be refused), then the
// copy's progress and result (copy-result.tsx). Nothing is created before "Copy" is pressed.
// "A week template" is the same copy from a saved template (docs/decisions/week-templates.md).

const fields = ['what', 'sourceDate', 'targetDate', 'withPeople', 'alreadyThere', 'templateId'] as const;
const whatLabels = { week: 'This week', day: 'A day', items: 'Chosen items of the week', template: 'A week template' } as const;

/**
 * Copy into the board's open draft (lines, not items: components/drafts): offered, and the
 * default, when the board shows a week with a draft open; the week before it is copied onto it.
 */
export type CopyIntoDraft = { copy: (request: CopyRequest) => Promise<ActionResult<{ lines: unknown[] }>>; onCopied: (result: { lines: unknown[] }) => void };

export type CopyDialogProps = {
  organizationId: string;
  timeZone: string;
  shownDate: string;
  view: 'week' | 'day';
  onClose: () => void;
  /** Reads what a copy would make, or why it is refused (copy-flow.tsx wires these to the app). */
  readPreview: (request: CopyRequest) => Promise<CopyPreview>;
  startCopy: typeof startCopyAction;
  /** The started copy's progress and result. */
  renderResult: (copyId: string) => ReactNode;
  /** The person's recent copies, each of which `open` shows again (its result and Undo). */
  renderRecent?: (open: (copyId: string) => void) => ReactNode;
  intoDraft?: CopyIntoDraft | undefined;
  /** The organization's week templates ("A week template" is offered when given). */
  templates?: readonly WeekTemplate[];
  /** What is chosen when it opens ("Apply week template…" opens on a template). */
  startWith?: CopyWhat;
};

export function CopyDialog({ organizationId, timeZone, shownDate, view, onClose, readPreview, startCopy, renderResult, renderRecent, intoDraft, templates, startWith }: CopyDialogProps) {
  const [toDraft, setToDraft] = useState(intoDraft !== undefined);
  const [copyKey] = useState(() => crypto.randomUUID());
  const [preview, setPreview] = useState<CopyPreview | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [copyId, setCopyId] = useState<string | null>(null);
  const conflicts = useConflictConfirm();
  const form = useForm<CopyFormValues>({ resolver: zodResolver(copyFormSchema), defaultValues: intoDraft ? copyIntoShownDefaults(shownDate, view, startWith) : copyFormDefaults(shownDate, view, startWith) });
  const { errors, isSubmitting } = form.formState;
  const what = useWatch({ control: form.control, name: 'what' });
  const alreadyThere = useWatch({ control: form.control, name: 'alreadyThere' });
  // A change to one of the form's fields (they have names; the preview's ticks do not) makes the
  // preview outdated: it is asked for again. Skipping what is already there changes only the count.
  const forget = (event: React.FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name && name !== 'alreadyThere') setPreview(null);
  };

  const onPreview = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const read = await readPreview(copyRequestOf(organizationId, { ...values, what: values.what === 'items' ? 'week' : values.what }));
      setPreview(read);
      setChosen(new Set(read.items.map((i) => i.sourceItemId)));
      const nothing = values.what === 'template' ? 'templateId' : 'what';
      if (read.refusal) form.setError(read.refusal.field === 'itemIds' ? nothing : read.refusal.field, { message: read.refusal.message }, { shouldFocus: true });
    } catch (error) {
      setProblem(error instanceof ReadError ? { kind: error.kind, message: error.message } : { kind: 'unexpected', message: 'The preview could not be read.' });
    }
  });

  const onCopy = form.handleSubmit(async (values) => {
    setProblem(null);
    const request = copyRequestOf(organizationId, values, [...chosen]);
    if (intoDraft && toDraft) {
      const drafted = await callAction(() => intoDraft.copy(request));
      if (!drafted.ok) return void setProblem(applyServerErrors(form, drafted.error, fields, { itemIds: 'what' }));
      intoDraft.onCopied(drafted.data);
      return onClose();
    }
    // Rule breaks of its people need the manager's yes and reason, as any write (the server asks).
    const result = await sendAskingFirst(conflicts.askWithReason, (answer) => callAction(() => startCopy({ ...request, copyKey, ...answer })), 'Copy anyway');
    if (result === false) return;
    if (!result.ok) {
      setProblem(applyServerErrors(form, result.error, fields, { itemIds: what === 'template' ? 'templateId' : 'what' }));
      return;
    }
    setCopyId(result.data.copyId);
  });

  if (copyId) {
    return (
      <Dialog open onClose={onClose} title="Copy" description="The copy goes on if you close this; its result stays in the audit log.">
        <DialogBody className="min-h-0 overflow-y-auto">
          {renderResult(copyId)}
        </DialogBody>
      </Dialog>
    );
  }

  const considered = preview ? preview.items.filter((i) => what !== 'items' || chosen.has(i.sourceItemId)) : [];
  const count = itemsToMake(considered, alreadyThere).length;
  const ready = preview !== null && !preview.refusal && count > 0;
  return (
    <Dialog
      open
      onClose={onClose}
      title={startWith === 'template' ? 'Apply a week template' : 'Copy to another week or day'}
      description="Items keep their times of day in the organization’s time zone."
      busy={isSubmitting}
      footer={
        <>
          <DialogCancel />
          <Button variant="primary" type="submit" form="copy-form" loading={isSubmitting}>
            {ready ? `Copy ${count} ${count === 1 ? 'item' : 'items'}${intoDraft && toDraft ? ' into the draft' : ''}` : 'Preview'}
          </Button>
        </>
      }
    >
      <form id="copy-form" onSubmit={ready ? onCopy : onPreview} onChange={forget} noValidate className="space-y-4">
        {problem && (
          <Alert tone="danger" title="Not copied">
            {problem.message}
          </Alert>
        )}
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">What</legend>
          <div className="flex flex-wrap gap-2">
            {(templates ? (['week', 'day', 'items', 'template'] as const) : (['week', 'day', 'items'] as const)).map((value) => (
              <ChoiceLabel key={value}>
                <input type="radio" value={value} className="accent-brand-600" {...form.register('what')} />
                {whatLabels[value]}
              </ChoiceLabel>
            ))}
          </div>
          {errors.what && (
            <p className="mt-1 text-xs font-medium text-red-600" role="alert">
              {errors.what.message}
            </p>
          )}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          {what === 'template' ? (
            <Field label="Week template" error={errors.templateId?.message} required>
              <Select
                placeholder={templates?.length ? 'Choose a week template…' : 'None yet: save a week as a template first'}
                options={(templates ?? []).map((t) => ({ value: t.id, label: `${t.name} (${t.itemCount} ${t.itemCount === 1 ? 'item' : 'items'}${t.withPeople ? ', with people' : ''})` }))}
                {...form.register('templateId')}
              />
            </Field>
          ) : (
            <Field label={what === 'day' ? 'Day to copy' : 'Week to copy (any day of it)'} error={errors.sourceDate?.message} required>
              <Input type="date" {...form.register('sourceDate')} />
            </Field>
          )}
          <Field label={what === 'day' ? 'To the day' : 'To the week of'} error={errors.targetDate?.message} required>
            <Input type="date" data-autofocus {...form.register('targetDate')} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('withPeople')} />
          With their people (each person is assigned again on the copy)
        </label>
        {intoDraft && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-600" checked={toDraft} onChange={(e) => setToDraft(e.target.checked)} />
            Into the draft (the team sees nothing until it is published)
          </label>
        )}
        {preview && !preview.refusal && (
          <>
            <AlreadyThereChoice preview={preview} considered={considered} making={count} skipping={alreadyThere === 'skip'} form={form} error={errors.alreadyThere?.message} />
            <PreviewList preview={preview} timeZone={timeZone} choosing={what === 'items'} chosen={chosen} onChosen={setChosen} skipping={alreadyThere === 'skip'} />
          </>
        )}
      </form>
      {renderRecent?.(setCopyId)}
      {conflicts.dialog}
    </Dialog>
  );
}
