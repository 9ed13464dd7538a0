'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { changeKinds } from '@/lib/schedule/item-changes';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { itemStatusLabel } from '@/lib/schedule/item-words';
import { formatSpan } from '@/components/ui/zoned-format';
import { isNoLongerOn } from '@/lib/schedule/member-presence';
import { useHourCycle } from '@/components/ui/hour-cycle';

export type ConflictView = { seen: ScheduleItem; current: ScheduleItem; proposed: string };

function Row({ label, before, now }: { label: string; before: string; now: string }) {
  const differs = before !== now;
  return (
    <tr className={differs ? 'bg-amber-50' : undefined}>
      <th scope="row" className="py-1.5 pr-3 text-left text-xs font-medium text-slate-500">
        {label}
      </th>
      <td className="py-1.5 pr-3 text-sm text-slate-600">{before}</td>
      <td className={`py-1.5 text-sm ${differs ? 'font-medium text-slate-900' : 'text-slate-600'}`}>{now}</td>
    </tr>
  );
}

/** The item changed in the product after it was loaded: show what changed, let the manager choose. */
export function ConflictDialog({ conflict, timeZone, onChoose }: { conflict: ConflictView | null; timeZone: string; onChoose: (choice: 'mine' | 'theirs') => void }) {
  const hourCycle = useHourCycle();
  const people = (item: ScheduleItem) =>
    item.members
      .filter((m) => !isNoLongerOn(m.status))
      .map((m) => m.displayName)
      .join(', ') || 'Nobody';
  return (
    <Dialog
      open={conflict !== null}
      onClose={() => onChoose('theirs')}
      title="This item changed while you were editing"
      description={conflict ? `Someone changed it in the product (${changeKinds(conflict.seen, conflict.current).join(', ')}). Nothing was saved.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose('theirs')}>
            Reload their version
          </Button>
          <Button variant="primary" onClick={() => onChoose('mine')}>
            Keep my change
          </Button>
        </>
      }
    >
      {conflict && (
        <div className="space-y-4">
          <table className="w-full">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th />
                <th className="pb-1 font-medium">When you loaded it</th>
                <th className="pb-1 font-medium">Now</th>
              </tr>
            </thead>
            <tbody>
              <Row label="Name" before={conflict.seen.name ?? '—'} now={conflict.current.name ?? '—'} />
              <Row label="When" before={formatSpan(conflict.seen.start, conflict.seen.end, timeZone, hourCycle)} now={formatSpan(conflict.current.start, conflict.current.end, timeZone, hourCycle)} />
              <Row label="Status" before={itemStatusLabel(conflict.seen.status)} now={itemStatusLabel(conflict.current.status)} />
              <Row label="People" before={people(conflict.seen)} now={people(conflict.current)} />
              <Row label="Notes" before={conflict.seen.notes ?? '—'} now={conflict.current.notes ?? '—'} />
            </tbody>
          </table>
          <p className="text-sm text-slate-600">
            Your change: <span className="font-medium text-slate-900">{conflict.proposed}</span>. “Keep my change” applies it on top of the current item; “Reload” discards it.
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** A move (drag, keys, a roster drop) that met a change made elsewhere: the move is what the manager proposed. */
export function MoveConflictDialog({ conflict, timeZone, onChoose }: { conflict: { seen: ScheduleItem; current: ScheduleItem; start: number; end: number } | null; timeZone: string; onChoose: (choice: 'mine' | 'theirs') => void }) {
  const hourCycle = useHourCycle();
  const view = conflict && { seen: conflict.seen, current: conflict.current, proposed: `move to ${formatSpan(conflict.start, conflict.end, timeZone, hourCycle)}` };
  return <ConflictDialog conflict={view} timeZone={timeZone} onChoose={onChoose} />;
}
