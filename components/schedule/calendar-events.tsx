import type { EventDisplayInfo, EventInput } from '@fullcalendar/react';
import { memo } from 'react';
import type { CalendarEntry, ItemStack } from '@/lib/schedule/item-stacks';
import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import type { ConflictMark } from '@/lib/schedule/conflict-rule';
import { markSentences } from '@/lib/schedule/conflict-words';
import { breakMarkSentences, type BreakMark } from '@/lib/schedule/break-marks';
import type { DraftEntryMark } from '@/lib/drafts';
import { SHORT_EVENT_MS } from './calendar-options';
import { EventContent } from './event-content';
import { useRepeatMark } from '@/components/repeats';
import { repeatLabel } from '@/lib/repeats';
import { allDayPlacement } from './all-day-placement';
import { describeItem, describeStack } from './item-description';
import { useItemNeeds } from './queries';
import { itemTypeClasses, itemTypeColors, openShiftColors, otherItemColors } from './item-labels';
import { refocusIfFollowed } from './focus-follows';
import { isSaving } from './saving-marks';
import { StackContent } from './stack-content';
import { formatEventTime } from '@/components/ui/zoned-format';
import { itemTitle, itemTypeLabel } from '@/lib/schedule/item-words';
import { continuedWords } from '@/components/ui/continued-mark';
import { cn } from '@/components/ui/cn';
import { compactClocks, type HourCycle } from '@/lib/time/hour-cycle';

// What FullCalendar is given and how each event is drawn and marked, in one place: the schedule
// and the benchmark's bare baseline page both use it. Each event carries its item or stack, so
// handlers need nothing else. Events carry data attributes (FullCalendar v7 hashes its classes)
// so tests and the benchmark can find them: `data-item-id` on items, `data-stack-key` on stacks.

/**
 * `conflicts`: the people double-booked on the item (lib/schedule/conflict-rule.ts); `ruleBreaks`: those
 * who break a working-time rule by working it (lib/schedule/break-marks.ts); both marked on the event.
 */
type Carried = { item?: ScheduleItem; stack?: ItemStack; timeZone?: string; hourCycle?: HourCycle; conflicts?: readonly ConflictMark[]; ruleBreaks?: readonly BreakMark[] | undefined; draft?: DraftEntryMark | undefined };

export function carriedBy(event: { extendedProps: Record<string, unknown> }): Carried {
  return event.extendedProps as Carried;
}

const noConflicts: ReadonlyMap<string, readonly ConflictMark[]> = new Map();
const noBreaks: ReadonlyMap<string, readonly BreakMark[]> = new Map();
const noDraft: ReadonlyMap<string, DraftEntryMark> = new Map();

/** A draft's mark on an event: striped (new, changed) or struck through (removed); a removed one is not dragged (a new one moves by its local key). */
const draftClasses = (draft: DraftEntryMark | undefined) => (draft ? ` sd-event-draft sd-event-${draft.mark}` : '');

/** `hourCycle`: how the events write their times (lib/time/hour-cycle.ts). */
/** `draftMarks`: the open draft's marks (lib/drafts/draft-entries.ts), by item id. */
export function toCalendarEvents(entries: readonly CalendarEntry[], changedIds: ReadonlySet<string>, timeZone: string, hourCycle: HourCycle, conflicts = noConflicts, ruleBreaks = noBreaks, draftMarks = noDraft): EventInput[] {
  return entries.map((entry) => {
    if (entry.kind === 'item') {
      const { item } = entry;
      const allDay = allDayPlacement(item, timeZone);
      const open = isOpenShift(item);
      const draft = draftMarks.get(item.id);
      return {
        id: item.id,
        ...(allDay ? { allDay: true, start: allDay.start, end: allDay.end, ...(allDay.draggable ? {} : { editable: false }) } : { start: item.start, end: item.end }),
        ...(draft?.mark === 'draft-removed' ? { editable: false } : {}),
        title: item.name ?? '',
        extendedProps: { item, timeZone, hourCycle, conflicts: conflicts.get(item.id), ruleBreaks: ruleBreaks.get(item.id), draft },
        ...(open ? openShiftColors : (itemTypeColors[item.type] ?? otherItemColors)),
        className: `${itemTypeClasses[item.type] ?? 'sd-event sd-event-other'}${open ? ' sd-event-open' : ''}${changedIds.has(item.id) ? ' sd-event-changed' : ''}${draftClasses(draft)}`,
      };
    }
    const { stack } = entry;
    const changed = stack.items.some((item) => changedIds.has(item.id));
    const allDay = allDayPlacement(stack, timeZone);
    return {
      id: `stack:${stack.key}`,
      ...(allDay ? { allDay: true, start: allDay.start, end: allDay.end } : { start: stack.start, end: stack.end }),
      title: stack.name ?? '',
      extendedProps: { stack, timeZone, hourCycle },
      // A stack is opened, not dragged: its items move one by one once it is expanded.
      editable: false,
      ...(itemTypeColors[stack.type] ?? otherItemColors),
      className: `${itemTypeClasses[stack.type] ?? 'sd-event sd-event-other'} sd-event-stack${changed ? ' sd-event-changed' : ''}`,
    };
  });
}

function eventTimeText(info: EventDisplayInfo, span: { type: string; start: number; end: number }, timeZone: string | undefined, hourCycle: HourCycle): string {
  if (!timeZone) return info.timeText;
  // The list's own time text is only the day's part of the item ("19:00 – 00:00" for a night).
  if (info.timeText) return info.event.allDay ? info.timeText : formatEventTime(span.start, span.end, timeZone, hourCycle);
  if (!info.event.allDay) {
    // From the event, not the item: while dragged, the mirror shows where it would land.
    // The grids' boxes are narrow: 12-hour times in their short form there (the description says them in full).
    const { start, end } = info.event;
    return start && end ? compactClocks(formatEventTime(start.getTime(), end.getTime(), timeZone, hourCycle)) : '';
  }
  // In the all-day row, whole days need no time; time off with times keeps them in its label.
  return allDayPlacement(span, timeZone)?.draggable ? '' : formatEventTime(span.start, span.end, timeZone, hourCycle);
}

// The grids turn FullCalendar's own event time off (calendar-options.ts): it formatted every
// event's range with Intl on every redraw, and a drop redraws all of them before reporting the
// move, which was a third of the time to send it. formatEventTime remembers its answers.
export function renderEventContent(info: EventDisplayInfo) {
  const { item, stack, timeZone, hourCycle = 'h23' } = carriedBy(info.event);
  const span = item ?? stack;
  // The mirror of a selection (a drag over empty time, or the keyboard's empty half-hour).
  if (!span) return info.isMirror ? <div className="truncate px-1 text-[11px] font-semibold leading-4">New item here</div> : undefined;
  // A later day of an item (a night's morning) is marked as its continuation, not drawn as the item again.
  if (!info.isStart && !info.isMirror && timeZone) {
    const title = item ? itemTitle(item) : (stack!.name ?? itemTypeLabel(stack!.type));
    return <ContinuedBody id={info.event.id} title={title} span={span} endsThisDay={info.isEnd} timeZone={timeZone} hourCycle={hourCycle} count={stack?.items.length} wraps={info.view.type.startsWith('list')} />;
  }
  const compact = info.event.allDay || info.view.type === 'dayGridMonth' || span.end - span.start < SHORT_EVENT_MS || info.isShort;
  const { conflicts, ruleBreaks, draft } = carriedBy(info.event);
  return <EventBody item={item} stack={stack} timeZone={timeZone} hourCycle={hourCycle} conflicts={conflicts} ruleBreaks={ruleBreaks} draft={draft} timeText={eventTimeText(info, span, timeZone, hourCycle)} compact={compact} />;
}

/**
 * What an event shows. Memoized: FullCalendar draws every event's content again on each change of
 * its state, three times on a drop before it reports the move; an event whose item (or stack),
 * time text and shape are the same is skipped, description and all.
 */
const EventBody = memo(function EventBody({ item, stack, timeZone, hourCycle = 'h23', conflicts, ruleBreaks, draft, timeText, compact }: Carried & { timeText: string; compact: boolean }) {
  // What the event is called for a screen reader and shown in full by the peek card: day, time,
  // status and people, whatever fits on the event itself; and who is double-booked on it.
  const needs = useItemNeeds(item?.id ?? '');
  const described = timeZone ? (stack ? describeStack(stack, timeZone, hourCycle) : describeItem(item as ScheduleItem, timeZone, hourCycle, needs)) : '';
  const clashed = item && timeZone && conflicts?.length ? `${described} Double-booked: ${markSentences(item, conflicts, timeZone, hourCycle).join(' ')}` : described;
  const judged = ruleBreaks?.length ? `${clashed} Working-time rules: ${breakMarkSentences(ruleBreaks)}` : clashed;
  const repeat = useRepeatMark(item?.id ?? '');
  const repeated = repeat && !stack ? `${judged} ${repeatLabel(repeat)}.` : judged;
  // A draft's mark leads, so it is heard (and read in the peek) first; its reasons follow.
  const description = draft ? `${draft.words}. ${repeated}${draft.reasons.length ? ` Why: ${draft.reasons.join('; ')}.` : ''}` : repeated;
  return (
    <>
      {/* FullCalendar marks an event's element once, when it mounts: a draft opened, changed or published later re-marks it here. */}
      <span hidden ref={(el) => markDraftOn(el, draft)} />
      <span className="sr-only" data-description>
        {description}
      </span>
      <div aria-hidden className="contents">
        {stack ? <StackContent stack={stack} timeText={timeText} compact={compact} /> : <EventContent item={item as ScheduleItem} timeText={timeText} compact={compact} conflicted={!!conflicts?.length} breaksRules={!!ruleBreaks?.length} />}
      </div>
    </>
  );
});

/** Sets (or clears) `data-draft-mark` on the event element holding `inside`. */
function markDraftOn(inside: HTMLElement | null, draft: DraftEntryMark | undefined) {
  const host = inside?.parentElement?.closest<HTMLElement>('[data-item-id], .sd-event');
  if (!host) return;
  if (draft) host.setAttribute('data-draft-mark', draft.mark);
  else host.removeAttribute('data-draft-mark');
}

/** What a continued day of an event shows (components/ui/continued-mark.tsx has the words). */
// The list has a line's width for it, and wraps; a grid's event is cut to its box.
const ContinuedBody = memo(function ContinuedBody({ id, title, span, endsThisDay, timeZone, hourCycle, count, wraps }: { id: string; title: string; span: { start: number; end: number }; endsThisDay: boolean; timeZone: string; hourCycle: HourCycle; count?: number; wraps: boolean }) {
  const { shown, said } = continuedWords(title, span, endsThisDay, timeZone, hourCycle, count);
  return (
    <div data-continued={id} className={cn('w-full min-w-0 px-1 text-[11px] leading-4 italic', wraps ? 'break-words' : 'truncate')}>
      <span className="sr-only" data-description>
        {said}
      </span>
      <span aria-hidden="true">{shown}</span>
    </div>
  );
});

export function markEventElement(info: EventDisplayInfo & { el: HTMLElement }) {
  const { item, stack } = carriedBy(info.event);
  if (!item && !stack) {
    // The selection's mirror: where the keyboard's empty half-hour is shown (use-grid-keys.ts).
    if (info.isMirror) info.el.setAttribute('data-slot-cursor', '');
    return;
  }
  if (stack) {
    info.el.setAttribute('data-stack-key', stack.key);
    info.el.setAttribute('data-stack-count', String(stack.items.length));
    info.el.setAttribute('data-item-type', stack.type);
    return;
  }
  info.el.setAttribute('data-item-id', info.event.id);
  refocusIfFollowed(info.el, info.event.id);
  if (!item) return;
  info.el.setAttribute('data-item-type', item.type);
  const { draft } = carriedBy(info.event);
  if (draft) info.el.setAttribute('data-draft-mark', draft.mark);
  if (isOpenShift(item)) info.el.setAttribute('data-open', '');
  if (isSaving(info.event.id)) info.el.setAttribute('data-saving', '');
}
