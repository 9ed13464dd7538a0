'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callAction } from '@/components/ui/call-action';
import { toast } from '@/components/ui/toast';
import { toWallTime } from '@/components/ui/zoned-format';
import type { createSeriesAction } from '@/lib/repeats/actions';
import { repeatMarksKeys } from '@/lib/repeats/queries';
import { ruleFormValues, ruleFromForm } from '@/lib/repeats/rule-form';
import type { RepeatRule } from '@/lib/repeats';
import { scheduleKeys } from '@/lib/schedule/queries';
import { dayParts } from '@/lib/time/calendar-day';
import { Alert } from '@/components/ui/alert';
import { RepeatRuleFields, type RuleErrors } from './repeat-rule-fields';
import { sendAskingFirst } from '@/components/working-time';
import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';

type AskWithReason = (question: ConflictQuestion) => Promise<ConflictYes | false>;

// The New item dialog's "Repeat" section (off by default): the rule is checked with the rest of the
// form, before anything is sent; on, the dialog makes a series instead of one item (createSeriesAction),
// whose first day is the item's and whose occurrences the rolling pass writes, the first assignee
// going on each through the usual double-booking and working-time check; the occurrences inside the
// horizon are asked about before the series is saved (lib/repeats/server/series-check.ts). The series keeps its time
// of day in the organization's zone (docs/decisions/repeating-shifts.md).

type NewItem = { type: string; name?: string | null; notes?: string | null; start: number; end: number; timeZoneName: string; assigneeUserId?: string | null };

/** `askWithReason`: the dialog's one question (useConflictConfirm), asked when the series' people would be double-booked or break a rule. */
export function useRepeatOnCreate({ organizationId, start, createSeries, askWithReason }: { organizationId: string; start: string; createSeries: typeof createSeriesAction | undefined; askWithReason: AskWithReason }) {
  const queryClient = useQueryClient();
  const startDate = start.slice(0, 10);
  const [on, setOn] = useState(false);
  const [values, setValues] = useState(() => ruleFormValues(undefined, dayParts(startDate).weekday));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  /** The rule to make, undefined when off; null (its errors shown) when it cannot be made. */
  const check = (type: string): RepeatRule | null | undefined => {
    if (!on || !createSeries) return undefined;
    if (type === 'TIME_OFF') {
      setProblem('Time off does not repeat: pick a shift or a meeting, or turn Repeat off');
      return null;
    }
    setProblem(null);
    const made = ruleFromForm(values);
    setErrors(made.ok ? {} : made.errors);
    return made.ok ? made.rule : null;
  };

  /** Makes the series; true when made (the dialog closes), else the reason is shown in the section. */
  const create = async (item: NewItem, rule: RepeatRule, fromTemplate?: { needs: number; people: readonly string[] }): Promise<boolean> => {
    if (!createSeries) return false;
    const wall = toWallTime(item.start, item.timeZoneName);
    // Its people on every occurrence inside the horizon are asked about once, as a live assign is.
    const result = await sendAskingFirst(askWithReason, (answer) => callAction(() =>
      createSeries({
        organizationId,
        type: item.type as 'MULTI_ASSIGNEE_SHIFT' | 'MEETING',
        title: item.name ?? '',
        notes: item.notes ?? '',
        startDate: wall.slice(0, 10),
        startTime: wall.slice(11, 16),
        durationMinutes: Math.round((item.end - item.start) / 60_000),
        people: [...new Set([...(item.assigneeUserId ? [item.assigneeUserId] : []), ...(fromTemplate?.people ?? [])])],
        ...(fromTemplate ? { needs: fromTemplate.needs } : {}),
        rule,
        ...answer,
      }),
    ), 'Create anyway');
    if (result === false) return false;
    if (!result.ok) {
      setProblem(result.error.fieldErrors ? Object.values(result.error.fieldErrors).flat().join(' ') || result.error.message : result.error.message);
      return false;
    }
    await Promise.all([queryClient.invalidateQueries({ queryKey: repeatMarksKeys.organization(organizationId) }), queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) })]);
    toast.success(`Repeats ${result.data.words.charAt(0).toLowerCase()}${result.data.words.slice(1)}: the shifts are being made`);
    return true;
  };

  const section = (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3" data-repeat-on-create>
      <legend className="px-1 text-sm font-medium text-slate-700">Repeat</legend>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="accent-brand-600" checked={on} onChange={(e) => setOn(e.target.checked)} />
        Repeat this item
      </label>
      {problem && (
        <Alert tone="danger" title="Not created">
          {problem}
        </Alert>
      )}
      {on && <RepeatRuleFields values={values} onChange={setValues} errors={errors} start={{ startDate, startTime: start.slice(11, 16), timeZone: 'UTC' }} />}
    </fieldset>
  );
  return { check, create, section };
}
