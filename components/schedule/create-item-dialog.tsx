'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel } from '@/components/ui/dialog';
import { DateTimeField } from '@/components/ui/date-time-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { calendarItemTypes } from '@/lib/contract/calendar-item';
import type { createCalendarItemAction } from '@/lib/schedule/actions';
import type { AppErrorShape } from '@/lib/errors';
import { callAction } from '@/components/ui/call-action';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { createItemFields, createItemFormSchema, type CreateItemFormOutput, type CreateItemFormValues } from './create-item-form';
import { itemTypeLabel } from '@/lib/schedule/item-words';
import { replaceInCache } from '@/lib/schedule/replace-in-cache';
import type { MemberOption } from '@/lib/people';
import { TimeZoneSelect } from './time-zone-select';
import { fromWallTime, toWallTime } from '@/components/ui/zoned-format';
import { askRefusedWrite } from '@/components/working-time';
import { announceCreated, readChoice, TemplatePicker, type CreatedFromTemplate, type TemplateChoice, type TemplateFill } from '@/components/shift-templates';
import type { ShiftTemplate } from '@/lib/shift-templates';
import type { createFromTemplateAction } from '@/lib/shift-templates/actions';
import { itemNeedsOptions } from '@/lib/schedule/queries';
import { useRepeatOnCreate } from '@/components/repeats';
import type { createSeriesAction } from '@/lib/repeats/actions';
import { useDraftEditDone, useDraftEditing } from '@/components/drafts';
import type { DraftLine } from '@/lib/drafts';

const HOUR = 3_600_000;

/**
 * Where a new item starts when no range was selected: the next whole hour when the shown range
 * holds now, else 09:00 on its first day (a manager planning next week means next week).
 */
function defaultSpan(shown: { start: number; end: number }, timeZone: string): { start: number; end: number } {
  const now = Date.now();
  if (now >= shown.start && now < shown.end) {
    const start = Math.ceil(now / HOUR) * HOUR;
    return { start, end: start + HOUR };
  }
  const start = fromWallTime(`${toWallTime(shown.start, timeZone).slice(0, 10)}T09:00`, timeZone) ?? shown.start;
  return { start, end: start + HOUR };
}

/** A new shift, time off or meeting, from a selected range or the "New item" button. */
/** What a live create answers (the item made). */
type Created = Extract<Awaited<ReturnType<typeof createCalendarItemAction>>, { ok: true }>['data'];

export function CreateItemDialog({
  organizationId,
  timeZone,
  initial,
  assigneeUserId = '',
  shown,
  members,
  membersNote,
  create,
  templates,
  createSeries,
  onClose,
}: {
  organizationId: string;
  timeZone: string;
  initial: { start: number; end: number } | null;
  /** Who the item is first given to (a roster cell's person); '' for nobody. */
  assigneeUserId?: string;
  /** The range the calendar shows: without a selection, the new item starts there. */
  shown: { start: number; end: number };
  members: readonly MemberOption[];
  /** Why the member list is empty for now (still loading, or the read failed). */
  membersNote: string | null;
  /** Creates the item (the server action, passed in by the board). */
  create: typeof createCalendarItemAction;
  /** The organization's shift templates to start from (schedulers), with their one-action create. */
  templates?: { list: readonly ShiftTemplate[]; organizationZone: string; create: typeof createFromTemplateAction } | undefined;
  /** Makes a repeating series instead (createSeriesAction, passed in by the board); without it there is no Repeat section. */
  createSeries?: typeof createSeriesAction;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [span] = useState(() => initial ?? defaultSpan(shown, timeZone));
  const form = useForm<CreateItemFormValues, unknown, CreateItemFormOutput>({
    resolver: zodResolver(createItemFormSchema),
    defaultValues: {
      type: 'MULTI_ASSIGNEE_SHIFT',
      name: '',
      notes: '',
      timeZoneName: timeZone,
      start: toWallTime(span.start, timeZone),
      end: toWallTime(span.end, timeZone),
      muteAssignmentNotifications: false,
      assigneeUserId,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const zone = useController({ control: form.control, name: 'timeZoneName' });
  const start = useController({ control: form.control, name: 'start' });
  const end = useController({ control: form.control, name: 'end' });

  const conflicts = useConflictConfirm();
  // With a draft open on the board, the new item goes into it (components/drafts/edit-target.tsx):
  // same form, checks and questions. A draft holds plain items, so templates (needs and people in
  // one action) and repeats (a series) are offered only outside a draft.
  const draft = useDraftEditing();
  const draftEditDone = useDraftEditDone();
  const offered = draft ? undefined : templates;
  const [choice, setChoice] = useState<TemplateChoice | null>(null);
  const fill = (t: TemplateFill) => {
    const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('type', t.type, set);
    form.setValue('name', t.name, set);
    form.setValue('notes', t.notes, set);
    form.setValue('start', toWallTime(t.start, zone.field.value), set);
    form.setValue('end', toWallTime(t.end, zone.field.value), set);
  };

  // A new shift or meeting may repeat (components/repeats): checked with the form, applied once it is made.
  const repeat = useRepeatOnCreate({ organizationId, start: start.field.value, createSeries: draft ? undefined : createSeries, askWithReason: conflicts.askWithReason });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const rule = repeat.check(values.type);
    if (rule === null) return;
    const picked = choice && offered && readChoice(choice);
    if (picked && !picked.ok) return; // its message is next to Needs
    // A repeating shift from a template: the series carries the template's needs and people.
    if (rule) return void ((await repeat.create(values, rule, picked?.value)) && onClose());
    // From a template: the item, its needs and its people in one action (lib/shift-templates).
    let fromTemplate: CreatedFromTemplate | null = null;
    const send = async (confirmConflicts: boolean, ruleBreakReason?: string) => {
      if (draft) return callAction<Created | { lines: DraftLine[] }>(() => draft.writes.create({ ...draft.target, ...values, confirmConflicts, ruleBreakReason }));
      if (!picked || !offered) return callAction<Created | { lines: DraftLine[] }>(() => create({ organizationId, ...values, confirmConflicts, ruleBreakReason }));
      const made = await callAction(() => offered.create({ organizationId, ...values, ...picked.value, confirmConflicts, ruleBreakReason }));
      if (made.ok) fromTemplate = made.data;
      return made.ok ? { ok: true as const, data: made.data.item as Created | { lines: DraftLine[] } } : made;
    };
    let result = await send(false);
    // The first assignee would be double-booked or break a working-time rule: the server names it; ask, and create only on yes (with a reason for a break).
    const yes = result.ok ? null : await askRefusedWrite(conflicts.askWithReason, result.error, 'Create anyway');
    if (yes === false) return;
    if (yes) result = await send(true, yes.reason);
    if (!result.ok) {
      // The service names the assignee `members.userId`; the form calls it assigneeUserId.
      setProblem(applyServerErrors(form, result.error, createItemFields, { 'members.userId': 'assigneeUserId', members: 'assigneeUserId', timeZone: 'timeZoneName' }));
      return;
    }
    if ('lines' in result.data) {
      if (draft) draftEditDone(draft, result.data.lines, `Created “${values.name || itemTypeLabel(values.type)}”`);
      return onClose();
    }
    await replaceInCache(queryClient, organizationId, { item: result.data });
    if (fromTemplate) {
      void queryClient.invalidateQueries({ queryKey: itemNeedsOptions(organizationId).queryKey });
      announceCreated(fromTemplate, (userId) => members.find((m) => m.userId === userId)?.fullName);
    } else toast.success(`Created “${result.data.name ?? itemTypeLabel(result.data.type)}”`);
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={draft ? 'New item in the draft' : 'New item'}
      description="Times are in the chosen time zone."
      dirty={isDirty && !isSubmitting}
      busy={isSubmitting}
      footer={
        <>
          <DialogCancel />
          <Button variant="primary" type="submit" form="create-item-form" loading={isSubmitting}>
            Create
          </Button>
        </>
      }
    >
      <form id="create-item-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {problem && (
          <Alert tone="danger" title="Not created">
            {problem.message}
          </Alert>
        )}
        {offered && offered.list.length > 0 && <TemplatePicker templates={offered.list} organizationZone={offered.organizationZone} day={start.field.value.slice(0, 10)} members={members} choice={choice} onChoice={setChoice} onFill={fill} />}
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Type</legend>
          <div className="flex gap-2">
            {calendarItemTypes.map((type) => (
              <label key={type} className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input type="radio" value={type} className="accent-brand-600" {...form.register('type')} />
                {itemTypeLabel(type)}
              </label>
            ))}
          </div>
          {errors.type && <p className="mt-1 text-xs font-medium text-red-600">{errors.type.message}</p>}
        </fieldset>
        <Field label="Name" error={errors.name?.message} hint="Shown on the calendar; optional">
          <Input {...form.register('name')} data-autofocus />
        </Field>
        <div className="grid gap-3">
          <DateTimeField label="Starts" dateLabel="Start date" timeLabel="Start time" {...start.field} error={errors.start?.message} required />
          <DateTimeField label="Ends" dateLabel="End date" timeLabel="End time" {...end.field} error={errors.end?.message} required />
        </div>
        <Field label="Time zone" error={errors.timeZoneName?.message} required>
          <TimeZoneSelect value={zone.field.value} onChange={zone.field.onChange} organizationZone={timeZone} browserZone={null} />
        </Field>
        <Field label="First assignee" error={errors.assigneeUserId?.message} hint={membersNote ?? 'Optional: assigned at once'}>
          <Select {...form.register('assigneeUserId')}>
            <option value="">Nobody yet</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.fullName}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Notes" error={errors.notes?.message}>
          <Textarea rows={3} {...form.register('notes')} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="accent-brand-600" {...form.register('muteAssignmentNotifications')} />
          Mute assignment notifications
        </label>
        {createSeries && !draft && repeat.section}
      </form>
      {conflicts.dialog}
    </Dialog>
  );
}
