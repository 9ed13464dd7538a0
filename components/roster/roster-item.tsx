import type { DragEvent } from 'react';
import { conflictItemWords, itemTitle, itemTypeLabel, memberStatusLabel } from '@/lib/schedule';
import { coverWords, holdsItem, staffingState, staffingWord } from '@/lib/schedule';
import { useItemNeeds } from '@/components/schedule/queries';
import type { ScheduleItem } from '@/lib/schedule';
import { cn } from '@/components/ui/cn';
import { RuleBreakMark } from '@/components/working-time';
import type { RuleBreak } from '@/lib/working-time';
import { formatEventTime } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { RepeatMarkIcon } from '@/components/repeats';
import { DraftTag, draftEntryClasses, useDraftMark } from '@/components/drafts';

const accent: Record<string, string> = {
  MULTI_ASSIGNEE_SHIFT: 'border-indigo-500 bg-indigo-50',
  TIME_OFF: 'border-amber-500 bg-amber-50',
  MEETING: 'border-emerald-500 bg-emerald-50',
};

type Props = {
  item: ScheduleItem;
  userId: string | null;
  timeZone: string;
  /** The roster grid's roving tab stop: 0 in the focused cell, -1 elsewhere; absent on paper. */
  focusable?: 0 | -1;
  saving?: boolean;
  /** Given only to those who may change the schedule: without it the item cannot be dragged. */
  onDragStart?: (event: DragEvent) => void;
  /** Above 1: the item stands for that many open shifts alike (lib/roster/open-entries.ts). */
  count?: number;
  /** The person's other items at the same time: an accepted double booking, marked. */
  conflictsWith?: readonly ScheduleItem[];
  /** The open row's shifts, for those who may staff them: an "Offer" button (a stop of the cell's Tab order, like the item). */
  onOffer?: () => void;
  /** The working-time rules the row's person breaks by working it. */
  ruleBreaks?: readonly RuleBreak[] | undefined;
};

/** One item in a roster cell: its time and name, and the person's status when they do not hold it yet. */
export function RosterItem({ item, userId, timeZone, focusable, saving = false, onDragStart, count = 1, conflictsWith, onOffer, ruleBreaks }: Props) {
  const hourCycle = useHourCycle();
  const status = userId ? item.members.find((m) => m.userId === userId)?.status : undefined;
  const pending = status !== undefined && item.type !== 'TIME_OFF' && !holdsItem(status);
  const time = formatEventTime(item.start, item.end, timeZone, hourCycle);
  const title = item.type === 'TIME_OFF' ? itemTypeLabel(item.type) : itemTitle(item);
  const needs = useItemNeeds(item.id);
  const cover = item.type === 'TIME_OFF' ? null : coverWords(item, needs);
  // An open draft's mark (components/drafts/draft-marks.tsx): striped or struck through, with its reasons on hover and focus.
  const draft = useDraftMark(item.id);
  const alsoOn = conflictsWith?.map((other) => conflictItemWords(other, timeZone, hourCycle)).join(' and ');
  return (
    <div
      data-roster-item={item.id}
      data-saving={saving ? '' : undefined}
      data-conflict={conflictsWith ? '' : undefined}
      data-draft-mark={draft?.mark}
      title={alsoOn && `Double-booked: also on ${alsoOn}`}
      tabIndex={focusable}
      draggable={onDragStart ? true : undefined}
      onDragStart={onDragStart}
      aria-describedby={focusable !== undefined && onDragStart ? 'roster-item-keys' : undefined}
      className={cn(
        'rounded border-l-[3px] px-1.5 py-1 text-[11px] leading-tight outline-none focus-visible:ring-2 focus-visible:ring-indigo-600',
        accent[item.type] ?? 'border-slate-400 bg-slate-50',
        pending && 'border-dashed bg-white',
        onDragStart && 'cursor-grab active:cursor-grabbing',
        saving && 'opacity-70',
        conflictsWith && 'ring-2 ring-red-600 ring-inset',
        draft && 'group',
        draftEntryClasses(draft),
      )}
    >
      <div className="flex items-center gap-1 font-medium text-slate-900 tabular-nums">
        {time}
        <RepeatMarkIcon itemId={item.id} />
      </div>
      <div className="break-words text-slate-700">{title}</div>
      {draft && <DraftTag mark={draft} />}
      {pending && <div className="text-[10px] text-slate-500 italic">{memberStatusLabel(status)}</div>}
      {conflictsWith && (
        <div className="text-[10px] font-semibold text-red-700">
          Double-booked<span className="sr-only">: also on {alsoOn}</span>
        </div>
      )}
      {ruleBreaks && (
        <div className="flex">
          <RuleBreakMark words={ruleBreaks.map((b) => b.words)} />
        </div>
      )}
      {/* In the Open shifts row: what its people wait for, in the schedule's words (the row says "Open"). */}
      {!userId && staffingState(item) !== 'open' && <div className="text-[10px] text-slate-600 italic">{staffingWord(item)}</div>}
      {cover && (
        <div className="text-[10px] font-medium text-slate-700 tabular-nums" data-cover={cover}>
          {cover}
        </div>
      )}
      {saving && <div className="text-[10px] font-semibold text-slate-700">Saving…</div>}
      {count > 1 && (
        <div className="text-[10px] font-medium text-slate-600" data-roster-count={count}>
          {count} alike
        </div>
      )}
      {onOffer && (
        <button
          type="button"
          tabIndex={focusable}
          aria-label={`Offer ${title}`}
          onClick={onOffer}
          className="mt-0.5 rounded border border-slate-300 bg-white px-1.5 text-[10px] font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-600"
        >
          Offer
        </button>
      )}
    </div>
  );
}
