import { itemTitle, itemTypeLabel, memberStatusLabel } from '@/lib/schedule/item-words';
import { holdsItem } from '@/lib/schedule/open-shifts';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { cn } from '@/components/ui/cn';
import { formatEventTime } from '@/components/calendar/zoned-format';

const accent: Record<string, string> = {
  MULTI_ASSIGNEE_SHIFT: 'border-indigo-500 bg-indigo-50',
  TIME_OFF: 'border-amber-500 bg-amber-50',
  MEETING: 'border-emerald-500 bg-emerald-50',
};

/**
 * One item in a roster cell: its time and name, and the person's status when they do not hold it
 * yet; `count` above 1 stands for that many open shifts alike (lib/roster/open-entries.ts).
 */
export function RosterItem({ item, userId, timeZone, count = 1 }: { item: ScheduleItem; userId: string | null; timeZone: string; count?: number }) {
  const status = userId ? item.members.find((m) => m.userId === userId)?.status : undefined;
  const pending = status !== undefined && item.type !== 'TIME_OFF' && !holdsItem(status);
  return (
    <div
      data-roster-item={item.id}
      className={cn('rounded border-l-[3px] px-1.5 py-1 text-[11px] leading-tight', accent[item.type] ?? 'border-slate-400 bg-slate-50', pending && 'border-dashed bg-white')}
    >
      <div className="font-medium text-slate-900 tabular-nums">{formatEventTime(item.start, item.end, timeZone)}</div>
      <div className="break-words text-slate-700">{item.type === 'TIME_OFF' ? itemTypeLabel(item.type) : itemTitle(item)}</div>
      {pending && <div className="text-[10px] text-slate-500 italic">{memberStatusLabel(status)}</div>}
      {count > 1 && (
        <div className="text-[10px] font-medium text-slate-600" data-roster-count={count}>
          {count} alike
        </div>
      )}
    </div>
  );
}
