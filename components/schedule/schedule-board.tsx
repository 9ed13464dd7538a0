'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useStreamedValue } from '@/components/queries/use-streamed-value';
import { useWaitedLong } from '@/components/queries/use-waited-long';
import type { WorkingTimeRules } from '@/lib/working-time';
import { visibleRange, shownRange, stepDate, todayIn, type ScheduleViewState } from '@/lib/schedule/calendar-view';
import { ChangesPanel } from './changes-panel';
import { ExportMenu } from './export-menu';
import { CopyButton } from '@/components/copy';
import { RecentChangesButton } from '@/components/history';
import { PrintSchedule } from './print-schedule';
import { usePrintRequested } from '@/components/ui/use-print-requested';
import { rangeTitle } from './range-title';
import { ScheduleCalendar } from './schedule-calendar';
import { CalendarFrame } from './calendar-frame';
import { ExpandedStacksNote } from './expanded-stacks-note';
import { useShownItems } from './use-shown-items';
import type { MemberOption, MembersRead } from '@/lib/people';
import { ScheduleFilters } from './schedule-filters';
import { ScheduleToolbar } from './schedule-toolbar';
import { StaleNotice } from '@/components/ui/stale-notice';
import { useItemMoves } from './use-item-moves';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { useScheduleData } from './use-schedule-data';
import { useBreakMarks } from './use-break-marks';
import { useScheduleHistory } from './use-schedule-history';
import { slotHeightOf, useCalendarDensity } from './calendar-density';
import { browserTimeZone } from '@/lib/time/browser-zone';
import { foldedOnPhone } from '@/components/ui/phone-fold';
import { BoardCreateDialog } from './board-create-dialog';
import { BoardPlanning } from './board-planning';
import { BoardProviders } from './board-providers';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { useBoardDraft, useDraftedItems } from '@/components/drafts/actions';
import { isDraftOnlyItem } from '@/lib/drafts';

const subscribeToNothing = () => () => undefined;
const FILTERS_ID = 'schedule-filters';
const NO_MEMBERS: readonly MemberOption[] = [];

// The drawer is needed only after a click: it loads then, not with the calendar.
const ItemDrawer = dynamic(() => import('./item-drawer').then((m) => m.ItemDrawer));
const NewItemDrawer = dynamic(() => import('./new-item-drawer').then((m) => m.NewItemDrawer));
// So is the conflict dialog: it opens only when a move meets a change made elsewhere.
const MoveConflictDialog = dynamic(() => import('./conflict-dialog').then((m) => m.MoveConflictDialog));

export type ScheduleBoardProps = {
  organizationId: string;
  canEdit: boolean;
  initialState: ScheduleViewState;
  organizationZone: string | null;
  /** The organization's working-time rules (Settings): their breaks are marked on the events. */
  rules: WorkingTimeRules;
  /** Streamed: a cold read of a large organization's members must not hold back the calendar. */
  members: Promise<MembersRead>;
  pollMs: number;
  /** The signed-in user: their display preferences (the calendar's density) are kept under it. */
  userId: string;
  /** The organization's shift templates, offered by New item (schedulers; none for viewers). */
  templates?: readonly ShiftTemplate[];
  /** The conversations a draft's publish may announce itself in. */
  announceTo?: readonly { id: string; name: string }[];
};

/** The schedule page: view state in the URL, the calendar, its writes and the read-back of changes. */
export function ScheduleBoard({ organizationId, canEdit, initialState, organizationZone, rules, members: membersPromise, pollMs, userId, announceTo, templates = [] }: ScheduleBoardProps) {
  const [state, setState] = useState(initialState);
  const [density, setDensity] = useCalendarDensity(userId);
  const router = useRouter();
  // A new promise after router.refresh(): the server reads the members again.
  const membersRead = useStreamedValue(membersPromise);
  const members = membersRead?.ok ? membersRead.members : NO_MEMBERS;
  // The browser's zone is known only in the browser; it is the default when the organization has none.
  const browserZone = useSyncExternalStore(subscribeToNothing, browserTimeZone, () => null);
  const [creating, setCreating] = useState<{ start: number; end: number } | null>(null);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  // An item the draft creates opens from the draft's lines (new-item-drawer.tsx), not from the product or the URL.
  const [openNewId, setOpenNewId] = useState<string | null>(null);
  const [controlsOpen, setControlsOpen] = useState(false);
  const [expandedStacks, setExpandedStacks] = useState<ReadonlySet<string>>(() => new Set());
  const onExpandStack = useCallback((key: string) => setExpandedStacks((keys) => new Set(keys).add(key)), []);

  const timeZone = state.timeZone ?? browserZone;

  // The view, the week and the open item live in the URL and the browser's history.
  useScheduleHistory(state, timeZone, openItemId, { setState, setOpenItemId });
  const range = useMemo(() => (timeZone ? visibleRange(state.view, state.date, timeZone) : null), [state.view, state.date, timeZone]);
  const shown = useMemo(() => (timeZone ? shownRange(state.view, state.date, timeZone) : null), [state.view, state.date, timeZone]);
  // With working-time rules the read reaches past the range, so a break across its edge is marked too.
  const judging = useMemo(() => ({ rules, timeZone: organizationZone ?? 'UTC' }), [rules, organizationZone]);
  const data = useScheduleData(organizationId, range, pollMs, judging);
  // A move that double-books someone on the item or breaks a working-time rule asks first (with a reason for the rules).
  const moveQuestions = useConflictConfirm();
  // An open draft over the week is drawn over the live items: striped, struck through (lib/drafts/draft-entries.ts).
  const { draftWeek, openDraft, draftTarget, copyIntoDraft } = useBoardDraft(organizationId, state.date, timeZone, canEdit);
  const moves = useItemMoves(organizationId, timeZone, moveQuestions.askWithReason, draftTarget);
  const drafted = useDraftedItems(data.items, openDraft?.lines, members);

  const openNew = openNewId ? drafted.items.find((item) => item.id === openNewId) : undefined;
  const openNewLine = openNewId ? drafted.marks.get(openNewId)?.lineIds[0] : undefined;
  const { visible, memberName, conflicts } = useShownItems(data.items, drafted.items, shown, state);
  const changedIds = useMemo(() => new Set(data.changes.keys()), [data.changes]);
  // Rule breaks too are computed from the items, never stored (use-break-marks.ts).
  const ruleBreaks = useBreakMarks(rules, data.judged, range, organizationZone)?.byItem;
  const update = (patch: Partial<ScheduleViewState>) => setState((s) => ({ ...s, ...patch }));
  const { markSeen } = data;
  const onOpenItem = useCallback(
    (itemId: string) => {
      if (isDraftOnlyItem(itemId)) return setOpenNewId(itemId);
      setOpenItemId(itemId);
      markSeen(itemId);
    },
    [markSeen],
  );
  const onSelectRange = useCallback((start: number, end: number) => setCreating({ start, end }), []);

  // The printed schedule lists every shown item (thousands in a busy week): built when printing is asked, not on every load.
  const printRequested = usePrintRequested();
  const slowRead = useWaitedLong(data.query.isPending);
  if (!timeZone || !range) return <div className="h-[70vh] animate-shimmer rounded-lg bg-slate-100" aria-busy="true" />;
  const { query } = data;
  const stale = query.isError && query.data !== undefined;

  return (
    <BoardProviders organizationId={organizationId} range={range} editing={draftTarget}>
      {/* On paper the page shows PrintSchedule instead of the controls and the grid. */}
      <div className="space-y-3 print:hidden">
        <ScheduleToolbar
          title={rangeTitle(state.view, state.date, timeZone)}
          view={state.view}
          timeZone={timeZone}
          organizationZone={organizationZone}
          browserZone={browserZone}
          refreshing={query.isFetching}
          canCreate={canEdit}
          onStep={(direction) => update({ date: stepDate(state.view, state.date, direction) })}
          onToday={() => update({ date: todayIn(timeZone) })}
          onView={(view) => update({ view })}
          density={density}
          onDensity={setDensity}
          onTimeZone={(zone) => update({ timeZone: zone })}
          onRefresh={() => void query.refetch()}
          onCreate={() => setCreating({ start: 0, end: 0 })}
          controlsOpen={controlsOpen}
          onToggleControls={() => setControlsOpen((open) => !open)}
          foldsAlso={FILTERS_ID}
          copyButton={
            shown &&
            canEdit && (
              <>
                <CopyButton organizationId={organizationId} timeZone={timeZone} shownDate={state.date} view={state.view === 'day' ? 'day' : 'week'} intoDraft={copyIntoDraft} />
                <RecentChangesButton organizationId={organizationId} timeZone={timeZone} />
              </>
            )
          }
          exportMenu={shown && <ExportMenu organizationId={organizationId} range={shown} filters={state} timeZone={timeZone} />}
        />
        <div id={FILTERS_ID} className={foldedOnPhone(controlsOpen)}>
          <ScheduleFilters types={state.types} memberId={state.memberId} memberName={memberName} members={membersRead} openOnly={state.openOnly} onTypes={(types) => update({ types })} onMember={(memberId) => update({ memberId })} onOpenOnly={(openOnly) => update({ openOnly })} onRetryMembers={() => router.refresh()} />
        </div>
        {query.isError && <StaleNotice since={stale ? query.dataUpdatedAt : null} message={query.error.message} onRetry={() => void query.refetch()} />}
        {canEdit && draftWeek && <BoardPlanning organizationId={organizationId} timeZone={timeZone} organizationZone={organizationZone} shownDate={state.date} draftWeek={draftWeek} announceTo={announceTo} />}
        <ChangesPanel changes={data.changes} timeZone={timeZone} onOpen={onOpenItem} onSeenAll={data.markAllSeen} />
        <ExpandedStacksNote count={expandedStacks.size} onStackAgain={() => setExpandedStacks(new Set())} />
        <CalendarFrame ready={browserZone !== null} week={state.view === 'week'} fetching={query.isFetching} pending={query.isPending} slowRead={slowRead}>
          <ScheduleCalendar
            view={state.view}
            date={state.date}
            timeZone={timeZone}
            items={visible}
            conflicts={conflicts}
            ruleBreaks={ruleBreaks}
            draftMarks={drafted.marks}
            itemsLoaded={!query.isPending}
            changedIds={changedIds}
            editable={canEdit}
            onMove={moves.move}
            onSelectRange={onSelectRange}
            onOpenItem={onOpenItem}
            expandedStacks={expandedStacks}
            onExpandStack={onExpandStack}
            slotHeight={slotHeightOf[density]}
          />
        </CalendarFrame>
        {moves.conflict && <MoveConflictDialog conflict={moves.conflict} timeZone={timeZone} onChoose={(choice) => void moves.resolveConflict(choice)} />}
        {canEdit && creating && shown && (
          <BoardCreateDialog organizationId={organizationId} timeZone={timeZone} organizationZone={organizationZone} initial={creating.start ? creating : null} shown={shown} membersRead={membersRead} templates={templates} onClose={() => setCreating(null)} />
        )}
        {openItemId && <ItemDrawer organizationId={organizationId} itemId={openItemId} timeZone={timeZone} canEdit={canEdit} people={members} conflicts={conflicts.get(openItemId)} onMove={moves.move} onClose={() => setOpenItemId(null)} />}
        {openNew && openNewLine && <NewItemDrawer item={openNew} createLineId={openNewLine} timeZone={timeZone} canEdit={canEdit} people={members} onMove={moves.move} onClose={() => setOpenNewId(null)} />}
        {moveQuestions.dialog}
        {moves.repeatQuestion}
      </div>
      {printRequested && shown && <PrintSchedule view={state.view} items={visible} range={shown} timeZone={timeZone} title={rangeTitle(state.view, state.date, timeZone)} />}
    </BoardProviders>
  );
}
