'use client';

import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ScheduleMember } from '@/lib/schedule/schedule-item';
import { memberStatusLabel } from './item-labels';

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

/** The people on an item, with their status in words; schedulers may remove a user (after confirming). */
export function ItemMembersList({ members, onRemove }: { members: readonly ScheduleMember[]; onRemove?: (member: ScheduleMember) => Promise<void> }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  if (members.length === 0) return <p className="text-sm text-slate-500">Nobody is on this item yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="People on this item">
      {members.map((m) => (
        <li key={m.key} className="flex items-center gap-3 px-3 py-2 text-sm">
          <Avatar src={m.avatarUrl} alt={m.displayName} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{m.displayName}</p>
            <p className="truncate text-xs text-slate-500">
              {m.type === 'USER' ? 'User' : m.type === 'GROUP' ? 'Group' : m.type === 'INVITE' ? `Invite ${m.phone ?? ''}` : m.type}
            </p>
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
