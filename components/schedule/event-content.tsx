import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemTitle, workingMembers } from '@/lib/schedule/item-words';
import { coverWords, staffingWord } from '@/lib/schedule/staffing-words';
import { useItemNeeds } from './queries';
import { WarningIcon } from '@/components/ui/icons';
import { RepeatMarkIcon } from '@/components/repeats';

/**
 * What an event shows: name, time, status and who works it, with people's full names. The event is
 * a size container: where it is narrow (MIN_EVENT_PX, an overlap of two on a laptop) the name wraps
 * onto more lines and the time line gives way, since the grid already shows the time; the OPEN tag
 * stays. The full text is in the peek card and the event's accessible name.
 */
export function EventContent({ item, timeText, compact, conflicted = false, breaksRules = false }: { item: ScheduleItem; timeText: string; compact: boolean; conflicted?: boolean; breaksRules?: boolean }) {
  const working = workingMembers(item);
  const title = itemTitle(item);
  const isOpen = isOpenShift(item);
  // On an open shift, the people named are only asked: say so rather than list them as its crew.
  const fullNames = working.map((m) => m.displayName).join(', ');
  const names = isOpen ? `Asked: ${fullNames}` : fullNames;
  // "1 of 2" on an item that needs more than one (Shiftdesk's "needs N").
  const cover = coverWords(item, useItemNeeds(item.id));
  const word = staffingWord(item);
  // The hatched look marks a shift nobody holds; the tag says why in the shared words ("Open", "Join requested").
  const open = isOpen && <span className="sd-open-tag shrink-0 rounded px-1 text-[10px] font-semibold uppercase">{word}</span>;
  // Someone on it is double-booked (an accepted conflict): the event's label names who and with what.
  const clash = conflicted && (
    <span className="shrink-0 rounded bg-red-700 px-1 text-[10px] font-semibold text-white uppercase" data-conflict-tag>
      Double-booked
    </span>
  );
  // Someone on it breaks a working-time rule by working it: the event's label names who and which, with the figures.
  const ruleTag = breaksRules && (
    <span className="inline-flex shrink-0 items-center gap-0.5 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-900 uppercase" data-rule-break-tag>
      <WarningIcon size={10} aria-hidden="true" />
      Rule break
    </span>
  );
  if (compact) {
    return (
      <div className="@container flex w-full min-w-0 items-center gap-1 overflow-hidden px-1 text-[11px] leading-4">
        <span className="shrink-0 tabular-nums opacity-80 @max-[6rem]:hidden">{timeText}</span>
        <span className="truncate font-medium">{title}</span>
        <RepeatMarkIcon itemId={item.id} />
        {open}
        {/* A one-line event too narrow for the tag (a month cell on a phone) keeps it in its accessible name only. */}
        {clash && <span className="flex shrink-0 @max-[8rem]:hidden">{clash}</span>}
        {ruleTag && <span className="flex shrink-0 @max-[8rem]:hidden">{ruleTag}</span>}
        {(cover || (working.length > 0 && item.type !== 'TIME_OFF')) && (
          <span className="ml-auto shrink-0 rounded bg-white/60 px-1 text-[10px] tabular-nums @max-[4rem]:hidden" data-cover={cover ?? undefined}>
            {cover ?? working.length}
          </span>
        )}
      </div>
    );
  }
  return (
    // The size container is this outer box: a container query styles what is inside it, not itself.
    <div className="@container h-full w-full">
      <div className="flex h-full min-w-0 flex-col overflow-hidden px-1 py-0.5 text-[11px] leading-4">
        <span className="line-clamp-2 font-semibold break-words @max-[5rem]:line-clamp-3">
          {/* A repeating item's mark leads its name, so a narrow event keeps it. */}
          <span className="mr-0.5 inline-flex align-[-1px]">
            <RepeatMarkIcon itemId={item.id} />
          </span>
          {title}
        </span>
        {open && <span className="flex">{open}</span>}
        {clash && <span className="flex">{clash}</span>}
        {ruleTag && <span className="flex">{ruleTag}</span>}
        <span className="truncate tabular-nums opacity-80 @max-[5rem]:hidden">
          {timeText} · {word}
          {cover && <span data-cover={cover}> · {cover}</span>}
        </span>
        {working.length > 0 && item.type !== 'TIME_OFF' && <span className="line-clamp-3 break-words opacity-90">{working.length > 3 ? `${working.length} people` : names}</span>}
      </div>
    </div>
  );
}
