'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { callAction } from '@/components/ui/call-action';
import { replaceInCache, type ScheduleItem } from '@/lib/schedule';
import type { MemberOption } from '@/lib/people';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { FormFooter } from '@/components/ui/forms/form-footer';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Input } from '@/components/ui/input';
import type { assignItemMembersAction } from '@/lib/staffing/actions';
import type { AppErrorShape } from '@/lib/errors';
import { timeOffHolder } from '@/lib/staffing/member-inputs';
import { assignmentDefaults, assignmentFieldAliases, assignmentFields, assignmentFormSchema, type AssignmentFormOutput, type AssignmentFormValues } from './assignment-form';
import { AssignResults, liveResultRows, type AssignResultRow } from './assign-results';
import { PersonPicker } from './person-picker';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { askRefusedWrite } from '@/components/working-time';
import { useDraftEditDone, useDraftEditing } from '@/components/drafts';
import { addToDraft, type SendAsking } from './add-to-draft';
import { AssignModeChoice } from './assign-mode-choice';
import { AssignStatusFields } from './assign-status-fields';
import { InviteFields } from './invite-fields';
import { pickerWarnings } from './picker-warnings';



/**
 * Adds people to an item: organization members (with who is free), a group, or someone invited by
 * phone. Time off is one person's: the panel offers one person, and nothing once someone is on it.
 * With a draft open on the board (components/drafts/edit-target.tsx) each person goes into the draft
 * as an assign line instead; a group or an invite by phone has no draft line, so only people are offered then.
 */
type Props = {
  organizationId: string;
  item: ScheduleItem;
  people: readonly MemberOption[];
  /** Adds them (the server action, passed in by the drawer). */
  assign: typeof assignItemMembersAction;
};

export function AssignmentPanel({ organizationId, item, people, assign }: Props) {
  const holder = timeOffHolder(item);
  if (holder) {
    return (
      <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="time-off-holder">
        Time off is for one person, and it is {holder.displayName}’s. To give it to someone else, remove them first.
      </p>
    );
  }
  return <AssignmentForm organizationId={organizationId} item={item} people={people} assign={assign} />;
}

function AssignmentForm({ organizationId, item, people, assign }: Props) {
  const hourCycle = useHourCycle();
  const isTimeOff = item.type === 'TIME_OFF';
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [results, setResults] = useState<AssignResultRow[] | null>(null);
  // Bumped after a full success: the picker starts afresh (its search too), like the rest of the form.
  const [round, setRound] = useState(0);
  const form = useForm<AssignmentFormValues, unknown, AssignmentFormOutput>({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: assignmentDefaults,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const mode = useController({ control: form.control, name: 'mode' });
  const userIds = useController({ control: form.control, name: 'userIds' });
  const onItem = new Set(item.members.flatMap((m) => (m.userId ? [m.userId] : [])));
  const nameOf = (userId: string | undefined) => people.find((p) => p.userId === userId)?.fullName ?? `User ${userId}`;
  const conflicts = useConflictConfirm();
  const draft = useDraftEditing();
  const draftEditDone = useDraftEditDone();
  // A draft opened on the board while Group or Invite was chosen: back to people, the only mode a draft takes.
  const mustBePeople = draft !== null && mode.field.value !== 'USER';
  useEffect(() => {
    if (mustBePeople) form.setValue('mode', 'USER');
  }, [mustBePeople, form]);
  const startAgain = () => {
    form.reset();
    setRound((n) => n + 1); // the picker starts again too, without the search typed into it
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    setResults(null);
    const chosen = values.assignees.flatMap((a) => (a.type === 'USER' ? [a.userId] : []));
    // What the picker's read already shows is asked about before anything is sent.
    const warned = pickerWarnings(queryClient, organizationId, item.id, chosen, nameOf, hourCycle);
    const positionOnly = warned.conflicts.length === 0 ? { heading: { title: 'Position', description: 'The item requires a position they may not work. You may still add them.' } } : {};
    const confirmLabel = values.assignees.length > 1 ? 'Add them anyway' : 'Add anyway';
    const sentences = [...warned.conflicts, ...warned.positions];
    if (sentences.length && !(await conflicts.ask({ sentences, confirmLabel, ...positionOnly }))) return;
    // A yes to the position is a yes the server needs too (it asks the same, lib/staffing/server/position-questions.ts).
    const confirmed = sentences.length > 0;
    /** Sends; when the server found a double booking or a working-time rule break the picker did not ask about: asks (with a reason for a break), then sends again. */
    const sendAsking: SendAsking = async (send) => {
      const first = await callAction(() => send(confirmed));
      const yes = first.ok ? null : await askRefusedWrite(conflicts.askWithReason, first.error, confirmLabel);
      if (yes === false) return null;
      return yes ? callAction(() => send(true, yes.reason)) : first;
    };
    if (draft) {
      const added = await addToDraft(draft, item.id, chosen, sendAsking, nameOf);
      if (added.lines.length) draftEditDone(draft, added.lines, `Added ${added.lines.length === 1 ? nameOf(chosen[0]) : `${added.lines.length} people`}`);
      setResults(added.rows);
      if (added.allAdded) startAgain();
      return;
    }
    const result = await sendAsking((confirmConflicts, ruleBreakReason) => assign({ organizationId, itemId: item.id, ...values, confirmConflicts, ruleBreakReason }));
    if (!result) return;
    if (!result.ok) return setProblem(applyServerErrors(form, result.error, assignmentFields, assignmentFieldAliases));
    await replaceInCache(queryClient, organizationId, { item: result.data.item });
    setResults(liveResultRows(result.data.results, nameOf));
    if (result.data.results.every((r) => r.ok)) startAgain();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Add people">
      <AssignModeChoice mode={mode.field.value} onMode={mode.field.onChange} isTimeOff={isTimeOff} inDraft={draft !== null} />
      {mode.field.value === 'USER' && (
        <div>
          <PersonPicker
            key={round}
            organizationId={organizationId}
            itemId={item.id}
            people={people.filter((p) => !onItem.has(p.userId))}
            selected={userIds.field.value}
            onChange={userIds.field.onChange}
            multiple={!isTimeOff}
          />
          {errors.userIds && <p className="mt-1 text-xs font-medium text-red-600">{errors.userIds.message}</p>}
        </div>
      )}
      {mode.field.value === 'GROUP' && (
        <Field label="Group id" error={errors.groupId?.message} required>
          <Input inputMode="numeric" {...form.register('groupId')} />
        </Field>
      )}
      {mode.field.value === 'INVITE' && <InviteFields form={form} />}
      {!draft && <AssignStatusFields form={form} itemStatus={item.status} />}
      <FormFooter
        status={
          results ? (
            <AssignResults rows={results} />
          ) : problem ? (
            <InlineStatus tone="danger" className="mr-auto">
              {`Nobody was added: ${problem.message}`}
            </InlineStatus>
          ) : null
        }
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => {
          startAgain();
          setProblem(null);
        }}
        submitLabel="Add to item"
      />
      {conflicts.dialog}
    </form>
  );
}
