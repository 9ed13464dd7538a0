'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { callAction } from '@/components/ui/call-action';
import { conflictSentence, memberStatusLabel } from '@/lib/schedule';
import { candidateKeys } from '@/lib/staffing/queries';
import type { CandidatesRead } from '@/lib/staffing/candidates';
import { replaceInCache } from '@/lib/schedule';
import { notPositionSentence } from '@/lib/positions';
import type { MemberOption } from '@/lib/people';
import { applyServerErrors } from '@/components/ui/forms/apply-server-errors';
import { FormFooter } from '@/components/ui/forms/form-footer';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { assignItemMembersAction } from '@/lib/staffing/actions';
import type { AppErrorShape } from '@/lib/errors';
import { addStatuses, defaultItemStatusFor } from '@/lib/staffing/add-statuses';
import { timeOffHolder } from '@/lib/staffing/member-inputs';
import type { ScheduleItem } from '@/lib/schedule';
import { assignmentFieldAliases, assignmentFormSchema, assignModes, type AssignmentFormOutput, type AssignmentFormValues } from './assignment-form';
import { AssignResults, type AssignResultRow } from './assign-results';
import { PersonPicker } from './person-picker';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { askRefusedWrite } from '@/components/working-time';
import { useDraftEditDone, useDraftEditing } from '@/components/drafts';
import type { ActionResult } from '@/lib/errors';
import type { DraftLine } from '@/lib/drafts';

const modeLabels = { USER: 'People', GROUP: 'Group', INVITE: 'Invite by phone' } as const;
const fields = ['mode', 'userIds', 'groupId', 'fullName', 'countryCode', 'phone', 'initialStatus', 'newCalendarItemStatus', 'shouldReplaceMemberStatuses'] as const;

const defaultValues: AssignmentFormValues = { mode: 'USER', userIds: [], groupId: '', fullName: '', countryCode: '', phone: '', initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false };

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
    defaultValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const mode = useController({ control: form.control, name: 'mode' });
  const userIds = useController({ control: form.control, name: 'userIds' });
  const initialStatus = useController({ control: form.control, name: 'initialStatus' });
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

  /** The double bookings the picker's warnings already show for the people chosen (none when they were not read). */
  const knownConflicts = (userIds: readonly string[]): string[] => {
    const read = queryClient.getQueryData<CandidatesRead>(candidateKeys.item(organizationId, item.id));
    return userIds.flatMap((userId) => {
      const warnings = read?.candidates.find((c) => c.userId === userId)?.warnings;
      const clashes = warnings ? [...warnings.overlaps, ...warnings.timeOff] : [];
      return clashes.length ? [conflictSentence(nameOf(userId), clashes, read!.timeZone, hourCycle)] : [];
    });
  };

  /** "Ben is not a Nurse.": the item requires a position they may not work (the picker's read; a warning, not a refusal). */
  const notPositionSentences = (userIds: readonly string[]): string[] => {
    const read = queryClient.getQueryData<CandidatesRead>(candidateKeys.item(organizationId, item.id));
    return userIds.flatMap((userId) => {
      const position = read?.candidates.find((c) => c.userId === userId)?.notPosition;
      return position === undefined ? [] : [notPositionSentence(nameOf(userId), position)];
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    setResults(null);
    const chosen = values.assignees.flatMap((a) => (a.type === 'USER' ? [a.userId] : []));
    const known = knownConflicts(chosen);
    const positionWarnings = notPositionSentences(chosen);
    const positionOnly = known.length === 0 ? { heading: { title: 'Position', description: 'The item requires a position they may not work. You may still add them.' } } : {};
    const confirmLabel = values.assignees.length > 1 ? 'Add them anyway' : 'Add anyway';
    if ((known.length || positionWarnings.length) && !(await conflicts.ask({ sentences: [...known, ...positionWarnings], confirmLabel, ...positionOnly }))) return;
    // A yes to the position is a yes the server needs too (it asks the same, lib/staffing/server/position-questions.ts).
    const confirmed = known.length + positionWarnings.length > 0;
    /** Sends; when the server found a double booking or a working-time rule break the picker did not ask about: asks (with a reason for a break), then sends again. Null: the manager said no. */
    const sendAsking = async <T,>(send: (confirmConflicts: boolean, ruleBreakReason?: string) => Promise<ActionResult<T>>) => {
      const first = await callAction(() => send(confirmed));
      const yes = first.ok ? null : await askRefusedWrite(conflicts.askWithReason, first.error, confirmLabel);
      if (yes === false) return null;
      return yes ? callAction(() => send(true, yes.reason)) : first;
    };
    if (draft) {
      // One assign line per person, each asked about on its own; Undo on the toast takes them all out.
      const lines: DraftLine[] = [];
      const rows: AssignResultRow[] = [];
      for (const userId of chosen) {
        const result = await sendAsking((confirmConflicts, ruleBreakReason) => draft.writes.assign({ ...draft.target, itemId: item.id, userId, confirmConflicts, ruleBreakReason }));
        if (!result) break;
        if (result.ok) lines.push(...(result.data.lines as DraftLine[]));
        rows.push({ label: nameOf(userId), ok: result.ok, message: result.ok ? undefined : result.error.message });
      }
      if (lines.length) draftEditDone(draft, lines, `Added ${lines.length === 1 ? nameOf(chosen[0]) : `${lines.length} people`}`);
      setResults(rows);
      if (rows.length === chosen.length && rows.every((r) => r.ok)) {
        form.reset();
        setRound((n) => n + 1);
      }
      return;
    }
    const result = await sendAsking((confirmConflicts, ruleBreakReason) => assign({ organizationId, itemId: item.id, ...values, confirmConflicts, ruleBreakReason }));
    if (!result) return;
    if (!result.ok) return setProblem(applyServerErrors(form, result.error, fields, assignmentFieldAliases));
    await replaceInCache(queryClient, organizationId, { item: result.data.item });
    setResults(
      result.data.results.map((r) => ({
        label: r.assignee.type === 'USER' ? nameOf(r.assignee.userId) : r.assignee.type === 'GROUP' ? `Group ${r.assignee.groupId}` : `${r.assignee.fullName} (+${r.assignee.countryCode} ${r.assignee.phone})`,
        ok: r.ok,
        message: r.ok ? undefined : r.error.message,
      })),
    );
    if (result.data.results.every((r) => r.ok)) {
      form.reset();
      setRound((n) => n + 1);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Add people">
      {isTimeOff ? (
        <p className="text-sm text-slate-600">Time off is for one person: choose who it is for.</p>
      ) : draft ? (
        <p className="text-sm text-slate-600">Into the draft: people only (groups and invites by phone are added live, outside a draft). They go on as Assigned when it is published.</p>
      ) : (
        <div role="tablist" aria-label="Who to add" className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
          {assignModes.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode.field.value === m}
              onClick={() => mode.field.onChange(m)}
              className={cn('h-7 rounded px-2.5 text-xs font-medium', mode.field.value === m ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100')}
            >
              {modeLabels[m]}
            </button>
          ))}
        </div>
      )}
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
      {mode.field.value === 'INVITE' && (
        <div className="grid grid-cols-[1fr_7.5rem_1fr] gap-2">
          <Field label="Full name" error={errors.fullName?.message} required>
            <Input autoComplete="off" {...form.register('fullName')} />
          </Field>
          <Field label="Country code" error={errors.countryCode?.message} required>
            <Input inputMode="numeric" placeholder="44" {...form.register('countryCode')} />
          </Field>
          <Field label="Phone" error={errors.phone?.message} required>
            <Input type="tel" inputMode="tel" {...form.register('phone')} />
          </Field>
        </div>
      )}
      {!draft && (
        <>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Their status" error={errors.initialStatus?.message}>
              <Select
                value={initialStatus.field.value}
                onChange={(e) => {
                  initialStatus.field.onChange(e.target.value);
                  // The item status follows until the manager sets it themselves.
                  if (!form.getFieldState('newCalendarItemStatus').isDirty) form.setValue('newCalendarItemStatus', defaultItemStatusFor(e.target.value));
                }}
              >
                {addStatuses.map((s) => (
                  <option key={s} value={s}>
                    {memberStatusLabel(s)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Item status afterwards" error={errors.newCalendarItemStatus?.message}>
              <Select {...form.register('newCalendarItemStatus')}>
                {[...new Set(['ASSIGNED', 'OPEN', item.status])].map((s) => (
                  <option key={s} value={s}>
                    {s === 'ASSIGNED' ? 'Assigned' : s === 'OPEN' ? 'Open' : s}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 accent-brand-600" {...form.register('shouldReplaceMemberStatuses')} />
            <span>
              Replace the statuses of people already on the item
              <span className="block text-xs text-slate-500">Off: they keep theirs. On: they get the status chosen above too.</span>
            </span>
          </label>
        </>
      )}
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
          form.reset();
          setProblem(null);
          setRound((n) => n + 1); // the picker starts again too, without the search typed into it
        }}
        submitLabel="Add to item"
      />
      {conflicts.dialog}
    </form>
  );
}
