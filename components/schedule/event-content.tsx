import { isOpenShift } from '@/lib/schedule/open-shifts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemTitle, workingMembers } from '@/lib/schedule/item-words';
import { staffingWord } from '@/lib/schedule/staffing-words';

/**
 * What an event shows: name, time, status and who works it. The event is a size container: where
 * it is narrow (a busy day at 1024 px) the name wraps onto more lines and the time line gives way,
 * since the grid already shows the time; in the narrowest (a third shift overlapping two others)
 * the name runs down the event. The full text is in the peek card and the event's label.
 */
export function EventContent({ item, timeText, compact }: { item: ScheduleItem; timeText: string; compact: boolean }) {
  const working = workingMembers(item);
  const title = itemTitle(item);
  const isOpen = isOpenShift(item);
  // On an open shift, the people named are only asked: say so rather than list them as its crew.
  const firstNames = working.map((m) => m.displayName.split(' ')[0]).join(', ');
  const names = isOpen ? `Asked: ${firstNames}` : firstNames;
  const word = staffingWord(item);
  // The hatched look marks a shift nobody holds; the tag says why in the shared words ("Open", "Join requested").
  const open = isOpen && <span className="sd-open-tag shrink-0 rounded px-1 text-[10px] font-semibold uppercase">{word}</span>;
  if (compact) {
    return (
      <div className="@container flex w-full min-w-0 items-center gap-1 overflow-hidden px-1 text-[11px] leading-4">
        <span className="shrink-0 tabular-nums opacity-80 @max-[6rem]:hidden">{timeText}</span>
        <span className="truncate font-medium">{title}</span>
        {open}
        {working.length > 0 && item.type !== 'TIME_OFF' && <span className="ml-auto shrink-0 rounded bg-white/60 px-1 text-[10px] tabular-nums @max-[4rem]:hidden">{working.length}</span>}
      </div>
    );
  }
  return (
    // The size container is this outer box: a container query styles what is inside it, not itself.
    <div className="@container h-full w-full">
      <div className="flex h-full min-w-0 flex-col overflow-hidden px-1 py-0.5 text-[11px] leading-4 @max-[4.5rem]:px-px">
        <span className="line-clamp-2 font-semibold @max-[5rem]:line-clamp-4 @max-[4.5rem]:text-[10px] @max-[4.5rem]:leading-3.5 @max-[4.5rem]:tracking-tight @max-[3.25rem]:line-clamp-none @max-[3.25rem]:[writing-mode:vertical-rl]">{title}</span>
        {open && <span className="flex @max-[3.25rem]:hidden">{open}</span>}
        <span className="truncate tabular-nums opacity-80 @max-[5rem]:hidden">
          {timeText} · {word}
        </span>
        {working.length > 0 && item.type !== 'TIME_OFF' && <span className="truncate opacity-90 @max-[3.25rem]:hidden">{working.length > 3 ? `${working.length} people` : names}</span>}
      </div>
    </div>
  );
}
