'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyId } from '@/components/ui/copy-id';
import { Dialog, DialogBody } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LazyAssignmentPanel as AssignmentPanel, RequestOnBehalf } from '@/components/staffing';
import { OfferSection } from '@/components/offers';
import { RepeatSection, type RepeatActions } from '@/components/repeats';
import { editFollowingAction, endSeriesAction, repeatItemAction, undoEndSeriesAction } from '@/lib/repeats/actions';
import { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';
import { notOfferable } from '@/lib/offers';
import { deleteCalendarItemAction, setItemNeedsAction, updateCalendarItemAction } from '@/lib/schedule/actions';
import { assignItemMembersAction, removeItemMemberAction, requestItemAdditionAction } from '@/lib/staffing/actions';
import { scheduleItemOptions } from '@/lib/schedule/queries';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule/schedule-item';
import { callAction } from '@/components/ui/call-action';
import { useDraftEditDone, useDraftEditing } from '@/components/drafts';
import { ConflictNotice, type Conflict } from './conflict-notice';
import { Fact } from './drawer-fact';
import { ItemEditForm } from './item-edit-form';
import { ItemTimesForm } from './item-times-form';
import { itemStatusLabel, itemTypeLabel } from '@/lib/schedule/item-words';
import { coverWords, staffingWord } from '@/lib/schedule/staffing-words';
import { useItemNeeds } from './queries';
import { ItemNeedsForm } from './item-needs-form';
import { ItemPositionForm } from '@/components/positions';
import { setItemPositionAction } from '@/lib/positions/actions';
import { ItemMembersList } from './item-members-list';
import type { ConflictMark } from '@/lib/schedule/conflict-rule';
import { replaceInCache } from '@/lib/schedule/replace-in-cache';
import { holdsItem } from '@/lib/schedule/open-shifts';
import type { MemberOption } from '@/lib/people';
import type { MoveItem } from './use-item-moves';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';

const REPEAT_ACTIONS: RepeatActions = { repeatItem: repeatItemAction, editFollowing: editFollowingAction, endSeries: endSeriesAction, undoEndSeries: undoEndSeriesAction };

/** Everything about one item, read fresh from the service, with edit and delete for schedulers. */
export function ItemDrawer({
  organizationId,
  itemId,
  timeZone,
  canEdit,
  people,
  conflicts,
  onMove,
  onClose,
}: {
  organizationId: string;
  itemId: string;
  timeZone: string;
  canEdit: boolean;
  people: readonly MemberOption[];
  /** Who on it is double-booked, and with what (lib/schedule/conflict-rule.ts). */
  conflicts?: readonly ConflictMark[];
  /** New times, saved as a drag is (conflict check, Undo, audit). */
  onMove: MoveItem;
  onClose: () => void;
}) {
  const hourCycle = useHourCycle();
  const queryClient = useQueryClient();
  const query = useQuery(scheduleItemOptions(organizationId, itemId));
  const [confirmDelete, setConfirmDelete] = useState(false);
  // People are shown with their job title (the member read has it; the item's members do not).
  const titles = useMemo(() => new Map(people.flatMap((p) => (p.title ? [[p.userId, p.title] as const] : []))), [people]);
  const [deleting, setDeleting] = useState(false);
  const [deleteConflict, setDeleteConflict] = useState<Conflict | null>(null);
  const deleted = useRef(false);
  // Focus goes back to what opened the drawer, else the item's event (opened by a link), else the
  // toolbar's Today; after a delete there is no item to go back to.
  const returnFocus = useCallback(
    (opener: HTMLElement | null) => {
      const home = document.querySelector<HTMLElement>('[data-focus-home]');
      if (deleted.current) return home;
      return (opener?.isConnected ? opener : null) ?? document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`) ?? home;
    },
    [itemId],
  );
  const reload = (current: ScheduleItem) => void replaceInCache(queryClient, organizationId, { item: current });
  const item = query.data;
  const needs = useItemNeeds(itemId);

  // With a draft open on the board, taking someone off and deleting go into it (components/drafts/edit-target.tsx).
  const draft = useDraftEditing();
  const draftEditDone = useDraftEditDone();
  const intoDraft = async (write: () => ReturnType<NonNullable<typeof draft>['writes']['remove']>, said: string) => {
    const result = await callAction(write);
    if (!result.ok) return void toast.error(`Not put in the draft: ${result.error.message}`);
    if (draft) draftEditDone(draft, result.data.lines, said);
  };

  const removeMember = async (member: ScheduleMember) => {
    if (!member.userId) return;
    const { userId } = member;
    if (draft) return intoDraft(() => draft.writes.unassign({ ...draft.target, itemId, userId }), `Removed ${member.displayName}`);
    const result = await callAction(() => removeItemMemberAction({ organizationId, itemId, userId: member.userId }));
    if (!result.ok) return void toast.error(`${member.displayName} was not removed: ${result.error.message}`);
    await replaceInCache(queryClient, organizationId, { item: result.data });
    toast.success(`Removed ${member.displayName}`);
  };

  const remove = async (base: ScheduleItem, force: boolean) => {
    if (draft) {
      await intoDraft(() => draft.writes.remove({ ...draft.target, itemId: base.id }), `Deleted “${base.name ?? itemTypeLabel(base.type)}”`);
      return onClose();
    }
    setDeleting(true);
    const result = await callAction(() => deleteCalendarItemAction({ organizationId, itemId: base.id, expectedVersion: base.version, force }));
    setDeleting(false);
    if (!result.ok) return void toast.error(`Not deleted: ${result.error.message}`);
    if (result.data.status === 'conflict') {
      const current = result.data.current;
      return setDeleteConflict({ current, retry: () => void remove(current, true) });
    }
    await replaceInCache(queryClient, organizationId, { deletedId: base.id });
    toast.success(`Deleted “${base.name ?? itemTypeLabel(base.type)}”`);
    deleted.current = true;
    onClose();
  };

  return (
    <Dialog open onClose={onClose} returnFocus={returnFocus} placement="side" title={item ? item.name || itemTypeLabel(item.type) : 'Item'} description={item ? formatSpan(item.start, item.end, timeZone, hourCycle) : undefined}>
      <DialogBody className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending && (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {query.isError && !item && <Alert tone="danger" title="This item could not be loaded">{query.error.message}</Alert>}
        {item && (
          <div className="space-y-6">
            <dl>
              <Fact label="Type">
                <Badge tone="neutral">{itemTypeLabel(item.type)}</Badge>
              </Fact>
              <Fact label="Status">
                {staffingWord(item)}
                {/* The edit form's Status is the product's own field, which clients often leave stale. */}
                {staffingWord(item) !== itemStatusLabel(item.status) && <span className="block text-xs text-slate-500">Recorded in the product as {itemStatusLabel(item.status)}</span>}
              </Fact>
              {item.type !== 'TIME_OFF' && (
                <Fact label="People needed">
                  {needs}
                  {coverWords(item, needs) && <span className="text-slate-500"> · {coverWords(item, needs)} hold it</span>}
                </Fact>
              )}
              <Fact label="When">{formatSpan(item.start, item.end, timeZone, hourCycle)}</Fact>
              <Fact label="Item’s time zone">
                {item.timeZoneName ?? '—'}
                {item.timeZoneName && item.timeZoneName !== timeZone && <span className="block text-xs text-slate-500">{formatSpan(item.start, item.end, item.timeZoneName, hourCycle)} there</span>}
              </Fact>
              <Fact label="Notes">{item.notes ? <span className="whitespace-pre-wrap">{item.notes}</span> : '—'}</Fact>
              <Fact label="Notifications">{item.muteAssignmentNotifications ? 'Muted' : 'On'}</Fact>
              <Fact label="Id">
                <CopyId id={item.id} name={item.name || itemTypeLabel(item.type)} />
              </Fact>
            </dl>
            {canEdit && (
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Times</h3>
                <ItemTimesForm item={item} timeZone={timeZone} onMove={onMove} />
              </section>
            )}
            {item.type !== 'TIME_OFF' && <RepeatSection organizationId={organizationId} item={item} timeZone={timeZone} canEdit={canEdit} actions={REPEAT_ACTIONS} />}
            {canEdit && item.type !== 'TIME_OFF' && <ItemNeedsForm organizationId={organizationId} itemId={item.id} needs={needs} save={setItemNeedsAction} />}
            {canEdit && item.type !== 'TIME_OFF' && (
              <ItemPositionForm organizationId={organizationId} item={{ id: item.id, name: item.name, holders: item.members.flatMap((m) => (m.userId && holdsItem(m.status) ? [m.userId] : [])) }} save={setItemPositionAction} />
            )}
            <section>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">People</h3>
              <ItemMembersList members={item.members} titles={titles} conflicts={conflicts} timeZone={timeZone} onRemove={canEdit ? removeMember : undefined} />
            </section>
            {canEdit && item.type === 'MULTI_ASSIGNEE_SHIFT' && (
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Offer</h3>
                <OfferSection organizationId={organizationId} itemId={item.id} refusal={notOfferable(item, needs)} start={startOfferAction} cancel={cancelOfferAction} onChanged={() => void query.refetch().then((r) => r.data && reload(r.data))} />
              </section>
            )}
            {canEdit && (
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Add people</h3>
                <AssignmentPanel organizationId={organizationId} item={item} people={people} assign={assignItemMembersAction} />
                {item.type !== 'TIME_OFF' && (
                  <details className="mt-3 rounded-md border border-slate-200 px-3 py-2">
                    <summary className="cursor-pointer text-sm font-medium text-slate-700">Ask to join on a worker’s behalf</summary>
                    <div className="mt-2">
                      <RequestOnBehalf organizationId={organizationId} item={item} people={people} requestAddition={requestItemAdditionAction} />
                    </div>
                  </details>
                )}
              </section>
            )}
            {canEdit && (
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Edit</h3>
                <ItemEditForm organizationId={organizationId} item={item} timeZone={timeZone} update={updateCalendarItemAction} onReload={reload} />
              </section>
            )}
            <details className="rounded-md border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">Raw record from the service</summary>
              <pre className="max-h-80 overflow-auto border-t border-slate-200 bg-slate-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-700">{JSON.stringify(item.raw, null, 2)}</pre>
            </details>
            {canEdit && (
              <section className="space-y-3 border-t border-slate-200 pt-4">
                {deleteConflict && <ConflictNotice conflict={deleteConflict} timeZone={timeZone} onReload={reload} onDismiss={() => setDeleteConflict(null)} />}
                {confirmDelete ? (
                  <div className="flex items-center gap-2">
                    <p className="flex-1 text-sm text-slate-700">{draft ? 'Delete this item in the draft (for everyone once published)?' : 'Delete this item for everyone?'}</p>
                    <Button variant="secondary" size="sm" onClick={() => setConfirmDelete(false)}>
                      Cancel
                    </Button>
                    <Button variant="danger" size="sm" loading={deleting} onClick={() => void remove(item, false)}>
                      Yes, delete
                    </Button>
                  </div>
                ) : (
                  <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)}>
                    Delete item
                  </Button>
                )}
              </section>
            )}
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
