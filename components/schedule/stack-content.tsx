import type { ItemStack } from '@/lib/schedule/item-stacks';
import { isOpenShift } from '@/lib/schedule/open-shifts';
import { itemTypeLabel } from '@/lib/schedule/item-words';

/** What a stack of identical items shows: name, time, how many, and how many nobody works yet. */
export function StackContent({ stack, timeText, compact }: { stack: ItemStack; timeText: string; compact: boolean }) {
  const open = stack.items.filter(isOpenShift).length;
  const title = stack.name || itemTypeLabel(stack.type);
  const count = <span className="shrink-0 rounded bg-white/70 px-1 text-[10px] font-semibold tabular-nums">×{stack.items.length}</span>;
  if (compact) {
    return (
      <div className="flex min-w-0 items-center gap-1 overflow-hidden px-1 text-[11px] leading-4">
        {count}
        <span className="shrink-0 tabular-nums opacity-80">{timeText}</span>
        <span className="truncate font-medium">{title}</span>
      </div>
    );
  }
  return (
    <div className="flex h-full min-w-0 flex-col overflow-hidden px-1 py-0.5 text-[11px] leading-4">
      <span className="flex min-w-0 items-center gap-1">
        {count}
        <span className="truncate font-semibold">{title}</span>
      </span>
      <span className="truncate tabular-nums opacity-80">{timeText}</span>
      <span className="truncate opacity-90">{stack.type !== 'MULTI_ASSIGNEE_SHIFT' ? `${stack.items.length} items` : open > 0 ? `${open} of ${stack.items.length} unstaffed` : 'all staffed'}</span>
      <span className="truncate text-[10px] opacity-70">Click to show each</span>
    </div>
  );
}
