'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { Dialog, DialogBody } from '@/components/ui/dialog';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { toast } from '@/components/ui/toast';
import { formatSpan } from '@/components/ui/zoned-format';
import { useDraftEditDone, useDraftEditing } from '@/components/drafts';
import { draftItemRef } from '@/lib/drafts';
import { draftKeys } from '@/lib/drafts/queries';
import type { MemberOption } from '@/lib/people';
import { itemTypeLabel } from '@/lib/schedule/item-words';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule/schedule-item';
import { Fact } from './drawer-fact';
import { ItemMembersList } from './item-members-list';
import { ItemTimesForm } from './item-times-form';
import type { MoveItem } from './use-item-moves';

/**
 * An item the open draft creates (not in the product yet), as the draft's lines make it. Into the
 * draft: its times (the path a drag takes: the same questions, Undo), a person taken off, and the
 * whole item taken out. What only the product holds (name and notes, repeats, people needed,
 * position, offers, adding people from a list) is said to come once it is published, never sent.
 */
export function NewItemDrawer({
  item,
  createLineId,
  timeZone,
  canEdit,
  people,
  onMove,
  onClose,
}: {
  /** The draft's entry (id `draft:<localKey>`, lib/drafts/draft-entries.ts). */
  item: ScheduleItem;
  /** The line that creates it: taking it out takes out the lines on it too. */
  createLineId: string;
  timeZone: string;
  canEdit: boolean;
  people: readonly MemberOption[];
  onMove: MoveItem;
  onClose: () => void;
}) {
  const hourCycle = useHourCycle();
  const queryClient = useQueryClient();
  const draft = useDraftEditing();
  const draftEditDone = useDraftEditDone();
  const [confirmTakeOut, setConfirmTakeOut] = useState(false);
  const [takingOut, setTakingOut] = useState(false);
  const titles = useMemo(() => new Map(people.flatMap((p) => (p.title ? [[p.userId, p.title] as const] : []))), [people]);
  const name = item.name || itemTypeLabel(item.type);
  const editable = canEdit && draft !== null;

  const removeMember = async (member: ScheduleMember) => {
    if (!draft || !member.userId) return;
    const { userId } = member;
    const result = await callAction(() => draft.writes.unassign({ ...draft.target, ...draftItemRef(item.id), userId }));
    if (!result.ok) return void toast.error(`${member.displayName} was not taken off: ${result.error.message}`);
    draftEditDone(draft, result.data.lines, `Removed ${member.displayName}`);
  };

  const takeOut = async () => {
    if (!draft) return;
    setTakingOut(true);
    const result = await callAction(() => draft.writes.removeLine({ ...draft.target, lineId: createLineId }));
    setTakingOut(false);
    if (!result.ok) return void toast.error(`Not taken out of the draft: ${result.error.message}`);
    void queryClient.invalidateQueries({ queryKey: draftKeys.all });
    toast.success(`Took “${name}” out of the draft`);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} placement="side" title={name} description={formatSpan(item.start, item.end, timeZone, hourCycle)}>
      <DialogBody className="min-h-0 flex-1 space-y-6 overflow-y-auto">
        <Alert title="New in the draft">Nobody sees it until the draft is published. Its times and people change in the draft; name, notes, repeats, people needed, position and offers are set once it is published.</Alert>
        <dl>
          <Fact label="Type">
            <Badge tone="neutral">{itemTypeLabel(item.type)}</Badge>
          </Fact>
          <Fact label="When">{formatSpan(item.start, item.end, timeZone, hourCycle)}</Fact>
          <Fact label="Item’s time zone">{item.timeZoneName ?? '—'}</Fact>
          <Fact label="Notes">{item.notes ? <span className="whitespace-pre-wrap">{item.notes}</span> : '—'}</Fact>
        </dl>
        {editable && (
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Times</h3>
            <ItemTimesForm item={item} timeZone={timeZone} onMove={onMove} />
          </section>
        )}
        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">People</h3>
          <ItemMembersList members={item.members} titles={titles} timeZone={timeZone} onRemove={editable ? removeMember : undefined} />
          {editable && <p className="mt-2 text-xs text-slate-600">To give it to someone, drag it to their row on the roster (or press Alt+Up or Alt+Down there).</p>}
        </section>
        {editable && (
          <section className="border-t border-slate-200 pt-4">
            {confirmTakeOut ? (
              <div className="flex flex-wrap items-center gap-2">
                <p className="flex-1 text-sm text-slate-700">Take this new item, and the people on it, out of the draft?</p>
                <Button variant="secondary" size="sm" onClick={() => setConfirmTakeOut(false)}>
                  Cancel
                </Button>
                <Button variant="danger" size="sm" loading={takingOut} onClick={() => void takeOut()}>
                  Yes, take it out
                </Button>
              </div>
            ) : (
              <Button variant="danger" size="sm" onClick={() => setConfirmTakeOut(true)}>
                Take out of the draft
              </Button>
            )}
          </section>
        )}
      </DialogBody>
    </Dialog>
  );
}
