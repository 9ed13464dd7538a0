'use client';

import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isNoLongerOn } from '@/lib/schedule/member-presence';
import type { ScheduleMember } from '@/lib/schedule/schedule-item';
import { memberStatusLabel } from '@/lib/schedule/item-words';
import type { ConflictMark } from '@/lib/schedule/conflict-rule';
import { markSentences } from '@/lib/schedule/conflict-words';
import { WarningIcon } from '@/components/ui/icons';
import { useHourCycle } from '@/components/ui/hour-cycle';

const tones: Record<string, BadgeTone> = {
  ACCEPTED: 'success',
  ASSIGNED: 'success',
  PENDING_RESPONSE: 'info',
  ADDITION_REQUESTED: 'warning',
  REPLACEMENT_REQUESTED: 'warning',
  DECLINED: 'neutral',
  DELETED: 'neutral',
  DENIED: 'danger',
};

/**
 * The people on an item, with their status in words; schedulers may remove a user (after
 * confirming). Those removed, who declined or were denied are kept by the service: they are
 * listed apart, collapsed, never among the people on the item.
 */
type Conflicts = { conflicts?: readonly ConflictMark[]; timeZone: string };

export function ItemMembersList({ members, titles, onRemove, conflicts, timeZone }: { members: readonly ScheduleMember[]; titles: ReadonlyMap<string, string>; onRemove?: (member: ScheduleMember) => Promise<void> } & Conflicts) {
  const onItem = members.filter((m) => !isNoLongerOn(m.status));
  const gone = members.filter((m) => isNoLongerOn(m.status));
  return (
    <div className="space-y-2">
      {onItem.length === 0 ? <p className="text-sm text-slate-600">Nobody is on this item yet.</p> : <OnItemList members={onItem} titles={titles} onRemove={onRemove} conflicts={conflicts} timeZone={timeZone} />}
      {gone.length > 0 && (
        <details className="rounded-md border border-slate-200" data-testid="members-gone">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">No longer on this item ({gone.length})</summary>
          <ul className="divide-y divide-slate-100 border-t border-slate-200" aria-label="No longer on this item">
            {gone.map((m) => (
              <li key={m.key} className="flex items-center gap-3 px-3 py-2 text-sm text-slate-700">
                <Avatar src={m.avatarUrl} alt={m.displayName} size="sm" />
                <span className="min-w-0 flex-1 truncate">{m.displayName}</span>
                <Badge tone={tones[m.status] ?? 'neutral'}>{memberStatusLabel(m.status)}</Badge>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Under a person's name, their job title (nothing when they have none); a group or an invite says what it is. */
function subtitleOf(member: ScheduleMember, titles: ReadonlyMap<string, string>): string | null {
  if (member.type === 'USER') return (member.userId && titles.get(member.userId)) || null;
  if (member.type === 'GROUP') return 'Group';
  if (member.type === 'INVITE') return `Invite ${member.phone ?? ''}`;
  return member.type;
}

function OnItemList({ members, titles, onRemove, conflicts, timeZone }: { members: readonly ScheduleMember[]; titles: ReadonlyMap<string, string>; onRemove?: (member: ScheduleMember) => Promise<void> } & Conflicts) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="People on this item">
      {members.map((m) => (
        <li key={m.key} className="flex items-center gap-3 px-3 py-2 text-sm">
          <Avatar src={m.avatarUrl} alt={m.displayName} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{m.displayName}</p>
            {subtitleOf(m, titles) && <p className="truncate text-xs text-slate-500">{subtitleOf(m, titles)}</p>}
            <DoubleBooked member={m} item={{ members }} conflicts={conflicts} timeZone={timeZone} />
          </div>
          {confirming === m.key ? (
            <div className="flex items-center gap-1.5">
              <span className="text-xs text-slate-600">Remove?</span>
              <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                Keep
              </Button>
              <Button
                size="sm"
                variant="danger"
                loading={removing === m.key}
                onClick={async () => {
                  setRemoving(m.key);
                  await onRemove?.(m);
                  setRemoving(null);
                  setConfirming(null);
                }}
              >
                Remove
              </Button>
            </div>
          ) : (
            <>
              <Badge tone={tones[m.status] ?? 'neutral'}>{memberStatusLabel(m.status)}</Badge>
              {onRemove && m.userId && (
                <Button size="sm" variant="ghost" aria-label={`Remove ${m.displayName}`} onClick={() => setConfirming(m.key)}>
                  Remove
                </Button>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An accepted conflict, under the person it concerns: "Double-booked: Ana Lima is also on Till, …". */
function DoubleBooked({ member, item, conflicts, timeZone }: { member: ScheduleMember; item: { members: readonly ScheduleMember[] } } & Conflicts) {
  const hourCycle = useHourCycle();
  const mine = conflicts?.filter((c) => c.userId === member.userId) ?? [];
  if (!mine.length) return null;
  return (
    <p className="mt-0.5 flex gap-1 text-xs font-medium text-red-700" data-conflict>
      <WarningIcon size={12} className="mt-0.5 shrink-0" aria-hidden />
      <span>Double-booked: {markSentences(item, mine, timeZone, hourCycle).join(' ')}</span>
    </p>
  );
}
