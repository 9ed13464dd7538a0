import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { isActiveMember, itemStatusLabel, itemTypeLabel } from './item-labels';

/** What an event shows: name, time, status and who works it (a count when the event is small). */
export function EventContent({ item, timeText, compact }: { item: ScheduleItem; timeText: string; compact: boolean }) {
  const working = item.members.filter((m) => isActiveMember(m.status));
  const names = working.map((m) => m.displayName.split(' ')[0]).join(', ');
  const title = item.name || itemTypeLabel(item.type);
  if (compact) {
    return (
      <div className="flex min-w-0 items-center gap-1 overflow-hidden px-1 text-[11px] leading-4">
        <span className="shrink-0 tabular-nums opacity-80">{timeText}</span>
        <span className="truncate font-medium">{title}</span>
        {working.length > 0 && <span className="ml-auto shrink-0 rounded bg-white/60 px-1 text-[10px] tabular-nums">{working.length}</span>}
      </div>
    );
  }
  return (
    <div className="flex h-full min-w-0 flex-col overflow-hidden px-1 py-0.5 text-[11px] leading-4">
      <span className="truncate font-semibold">{title}</span>
      <span className="truncate tabular-nums opacity-80">
        {timeText} · {itemStatusLabel(item.status)}
      </span>
      {working.length > 0 && <span className="truncate opacity-90">{working.length > 3 ? `${working.length} people` : names}</span>}
    </div>
  );
}
