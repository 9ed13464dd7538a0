'use client';

import { useWaitedLong } from '@/components/queries/use-waited-long';
import { Select } from '@/components/ui/select';
import { itemTypeFilters, type ItemTypeFilter } from '@/lib/schedule/calendar-view';
import { itemTypeLabel } from '@/lib/schedule/item-words';

import type { MembersRead } from '@/lib/people/member-option';

const swatch: Record<ItemTypeFilter, string> = {
  MULTI_ASSIGNEE_SHIFT: 'bg-indigo-500',
  TIME_OFF: 'bg-amber-500',
  MEETING: 'bg-emerald-500',
};

/** Which types to show, and optionally only one person's items. */
export function ScheduleFilters({
  types,
  memberId,
  memberName,
  members,
  openOnly,
  onTypes,
  onMember,
  onOpenOnly,
  onRetryMembers,
}: {
  types: readonly ItemTypeFilter[];
  memberId: string | null;
  /** The chosen member's name as the items give it, shown until the member list is there. */
  memberName: string | null;
  /** null while the organization's members are still being read. */
  members: MembersRead | null;
  onTypes: (types: ItemTypeFilter[]) => void;
  onMember: (memberId: string | null) => void;
  /** Only shifts nobody holds yet. */
  openOnly: boolean;
  onOpenOnly: (openOnly: boolean) => void;
  onRetryMembers: () => void;
}) {
  const list = members?.ok ? members.members : null;
  const problem = members && !members.ok ? members.message : null;
  const slowMembers = useWaitedLong(members === null);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <fieldset className="flex items-center gap-3">
        <legend className="sr-only">Item types</legend>
        {itemTypeFilters.map((type) => (
          <label key={type} className="inline-flex cursor-pointer items-center gap-1.5 text-slate-700">
            <input
              type="checkbox"
              className="size-3.5 accent-slate-900"
              checked={types.includes(type)}
              onChange={(e) => {
                const next = e.target.checked ? [...types, type] : types.filter((t) => t !== type);
                // Showing nothing at all is never what a manager wants: keep at least one type.
                if (next.length > 0) onTypes(itemTypeFilters.filter((t) => next.includes(t)));
              }}
            />
            <span className={`size-2.5 rounded-sm ${swatch[type]}`} aria-hidden />
            {itemTypeLabel(type)}
          </label>
        ))}
      </fieldset>
      <label className="inline-flex cursor-pointer items-center gap-1.5 text-slate-700">
        <input type="checkbox" className="size-3.5 accent-slate-900" checked={openOnly} onChange={(e) => onOpenOnly(e.target.checked)} />
        <span className="sd-open-swatch size-2.5 rounded-sm border border-dashed border-indigo-700" aria-hidden />
        Open shifts only
      </label>
      <Select
        aria-label="Only items of this member"
        value={memberId ?? ''}
        onChange={(e) => onMember(e.target.value || null)}
        className="w-56"
        disabled={!list}
        aria-busy={members === null}
        aria-describedby={problem ? 'member-filter-problem' : undefined}
      >
        <option value="">{members === null ? (slowMembers ? 'Still loading members (slow service)…' : 'Loading members…') : problem ? 'Members unavailable' : 'Everyone'}</option>
        {/* The chosen member stays selected without the list, so a shared link keeps its filter. */}
        {!list && memberId && <option value={memberId}>{memberName ?? 'The chosen member'}</option>}
        {(list ?? []).map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.fullName}
          </option>
        ))}
      </Select>
      {problem && (
        <p id="member-filter-problem" role="alert" className="flex items-center gap-2 text-xs text-rose-700">
          The member list could not be read. {problem}
          <button type="button" className="font-medium text-indigo-700 underline-offset-2 hover:underline" onClick={onRetryMembers}>
            Read it again
          </button>
        </p>
      )}
    </div>
  );
}
