'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/errors';
import type { RepeatMark, RepeatRule, SeriesFields } from '@/lib/repeats';
import { repeatMarksKeys } from '@/lib/repeats/queries';
import { ruleFormValues } from '@/lib/repeats/rule-form';
import { scheduleKeys } from '@/lib/schedule/queries';
import { clockTime, dayOf, dayParts } from '@/lib/time/calendar-day';
import { shortDay } from '@/lib/time/day-words';
import { addDays } from '@/lib/time/zoned-days';
import { RepeatRuleForm } from './repeat-rule-form';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { sendAskingFirst, type WriteAnswer } from '@/components/working-time';
import { useRepeatMark } from './repeat-marks';

// The drawer's "Repeat" section: on an occurrence, its rule in words ("Repeats every weekday until
// 31 March"), "Edit repeat…" (a new rule from this shift on: the series splits) and "End repeat"
// (later untouched shifts removed, with Undo); on a plain shift or meeting, "Repeat…" makes it the
// first of a series. The actions are handed in by the drawer (lib/repeats/actions.ts).

type Done = Promise<ActionResult<unknown>>;
export type RepeatActions = {
  repeatItem: (input: { organizationId: string; itemId: string; rule: RepeatRule } & WriteAnswer) => Done;
  editFollowing: (input: SeriesFields & { organizationId: string; occurrenceId: string; rule: RepeatRule } & WriteAnswer) => Done;
  endSeries: (input: { organizationId: string; seriesId: string; fromDate?: string }) => Promise<ActionResult<{ removed: number; changing?: number }>>;
  undoEndSeries: (input: { organizationId: string; seriesId: string }) => Promise<ActionResult<{ broughtBack: number }>>;
};

const lowerFirst = (words: string) => `${words.charAt(0).toLowerCase()}${words.slice(1)}`;
const shifts = (n: number) => `${n} shift${n === 1 ? '' : 's'}`;

/** `canEdit` false (a viewer): the rule in words only. */
export function RepeatSection({ organizationId, item, timeZone, canEdit, actions }: { organizationId: string; item: { id: string; start: number }; timeZone: string; canEdit: boolean; actions: RepeatActions }) {
  const queryClient = useQueryClient();
  const mark = useRepeatMark(item.id);
  // A new rule's occurrences are asked about for the series' people (double bookings, rule breaks), as any write.
  const conflicts = useConflictConfirm();
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: repeatMarksKeys.organization(organizationId) }), queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) })]);
  };
  const zone = mark?.timeZone ?? timeZone;
  const startDate = dayOf(item.start, zone);
  const start = { startDate: mark?.occurrenceKey ?? startDate, startTime: clockTime(item.start, zone, 'h23'), timeZone: zone };

  const undoEnd = async (seriesId: string) => {
    const result = await callAction(() => actions.undoEndSeries({ organizationId, seriesId }));
    if (!result.ok) return void toast.error(`Not undone: ${result.error.message}`);
    await refresh();
    toast.success(`Repeat goes on again: ${result.data.broughtBack} shift${result.data.broughtBack === 1 ? '' : 's'} will be made again`);
  };
  const end = async (ended: RepeatMark) => {
    setEnding(true);
    // After this shift: it stays, the later untouched ones go.
    const result = await callAction(() => actions.endSeries({ organizationId, seriesId: ended.seriesId, fromDate: addDays(ended.occurrenceKey, 1) }));
    setEnding(false);
    if (!result.ok) return void toast.error(`Repeat not ended: ${result.error.message}`);
    await refresh();
    // A long series goes on being ended in the background: the section shows how many are left.
    const left = result.data.changing ?? 0;
    toast.success(`Repeat ended after ${shortDay(ended.occurrenceKey, true)}: ${shifts(result.data.removed)} removed${left ? `, ${left} more being removed` : ''}`, {
      duration: 10_000,
      action: { label: 'Undo', onClick: () => void undoEnd(ended.seriesId) },
    });
  };
  const saved = async (words: string) => {
    setEditing(false);
    await refresh();
    toast.success(words);
  };

  if (!canEdit && !mark) return null;
  return (
    <section aria-labelledby="repeat-section-title" data-repeat-section>
      <h3 id="repeat-section-title" className="mb-2 text-sm font-semibold text-slate-900">
        Repeat
      </h3>
      {mark ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-800" data-repeat-words>
            Repeats {lowerFirst(mark.words)}
          </p>
          {mark.leftOff && mark.leftOff.length > 0 && (
            <div className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900" data-repeat-left-off>
              <p className="font-medium">Left off this shift by the repeat (nobody was there to confirm):</p>
              <ul className="mt-1 list-disc pl-5">
                {mark.leftOff.map((why) => (
                  <li key={why}>{why}</li>
                ))}
              </ul>
            </div>
          )}
          {mark.ended && mark.lastDate && (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>Ended after {shortDay(mark.lastDate, true)}.</span>
              {(mark.changing ?? 0) > 0 && (
                <span role="status" data-repeat-changing>
                  Ending… {shifts(mark.changing ?? 0)} still to remove
                </span>
              )}
              {canEdit && (
                <Button size="sm" variant="secondary" onClick={() => void undoEnd(mark.seriesId)}>
                  Undo end
                </Button>
              )}
            </div>
          )}
          {canEdit && !editing && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit repeat…
              </Button>
              {!mark.ended && (
                <Button size="sm" variant="danger" loading={ending} onClick={() => void end(mark)}>
                  End repeat after this shift
                </Button>
              )}
            </div>
          )}
          {editing && (
            <RepeatRuleForm
              label={{ form: 'Edit repeat', save: 'Save from this shift on' }}
              initial={ruleFormValues(mark.rule)}
              start={start}
              save={(rule) => sendAskingFirst(conflicts.askWithReason, (answer) => callAction(() => actions.editFollowing({ organizationId, occurrenceId: mark.occurrenceId, rule, ...mark.fields, ...answer })), 'Save anyway')}
              onSaved={() => void saved('Repeat changed from this shift on')}
              onCancel={() => setEditing(false)}
            />
          )}
        </div>
      ) : (
        <div className="space-y-2">
          {!editing && (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-slate-600">Does not repeat.</p>
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Repeat…
              </Button>
            </div>
          )}
          {editing && (
            <RepeatRuleForm
              label={{ form: 'Repeat', save: 'Repeat' }}
              initial={ruleFormValues(undefined, dayParts(startDate).weekday)}
              start={start}
              save={(rule) => sendAskingFirst(conflicts.askWithReason, (answer) => callAction(() => actions.repeatItem({ organizationId, itemId: item.id, rule, ...answer })), 'Repeat anyway')}
              onSaved={() => void saved('Repeats: the next shifts are being made')}
              onCancel={() => setEditing(false)}
            />
          )}
        </div>
      )}
      {conflicts.dialog}
    </section>
  );
}
