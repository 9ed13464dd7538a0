'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useStreamedValue } from '@/components/queries/use-streamed-value';
import { useWaitedLong } from '@/components/queries/use-waited-long';
import { createCalendarItemAction } from '@/lib/schedule/actions';
import { createSeriesAction } from '@/lib/repeats/actions';
import { filterItems } from '@/lib/schedule/item-filters';
import { conflictMarks } from '@/lib/schedule/conflict-rule';
import type { WorkingTimeRules } from '@/lib/working-time';
import { visibleRange, shownRange, stepDate, todayIn, type ScheduleViewState } from '@/lib/schedule/calendar-view';
import { ChangesPanel } from './changes-panel';
import { ExportMenu } from './export-menu';
import { AutoFillButton } from '@/components/auto-fill';
import { CopyButton } from '@/components/copy';
import { RecentChangesButton } from '@/components/history';
import { PrintSchedule } from './print-schedule';
import { usePrintRequested } from '@/components/ui/use-print-requested';
import { rangeTitle } from './range-title';
import { ScheduleCalendar } from './schedule-calendar';
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
import { fillWindowHeight } from './fill-window-height';
import { browserTimeZone } from '@/lib/time/browser-zone';
import { formatSpan } from '@/components/ui/zoned-format';
import { foldedOnPhone } from '@/components/ui/phone-fold';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { ItemNeedsProvider } from './queries';
import { createFromTemplateAction } from '@/lib/shift-templates/actions';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { RepeatMarksProvider } from '@/components/repeats';
import { EditTargetProvider, useCopyIntoDraft, useOpenDraft } from '@/components/drafts';
import { BoardDraftBar, useBoardDraftEditing } from '@/components/drafts/actions';
import { draftEntries, draftWeekOf, isDraftOnlyItem, type DraftLine } from '@/lib/drafts';

const subscribeToNothing = () => () => undefined;
const FILTERS_ID = 'schedule-filters';
const NO_MEMBERS: readonly MemberOption[] = [];
const NO_LINES: readonly DraftLine[] = [];

// Forms and the drawer are needed only after a click: they load then, not with the calendar.
const CreateItemDialog = dynamic(() => import('./create-item-dialog').then((m) => m.CreateItemDialog));
const ItemDrawer = dynamic(() => import('./item-drawer').then((m) => m.ItemDrawer));
// So is the conflict dialog: it opens only when a move meets a change made elsewhere.
const ConflictDialog = dynamic(() => import('./conflict-dialog').then((m) => m.ConflictDialog));

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
  const hourCycle = useHourCycle();
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
  const draftWeek = useMemo(() => (timeZone ? draftWeekOf(state.date, timeZone) : null), [state.date, timeZone]);
  const openDraft = useOpenDraft(organizationId, draftWeek, canEdit);
  const draftTarget = useBoardDraftEditing(organizationId, openDraft?.draft.id);
  const copyIntoDraft = useCopyIntoDraft(draftTarget);
  const moves = useItemMoves(organizationId, timeZone, moveQuestions.askWithReason, draftTarget);
  const nameOf = useMemo(() => {
    const names = new Map(members.map((m) => [m.userId, m.fullName]));
    return (userId: string) => names.get(userId) ?? 'Someone';
  }, [members]);
  const drafted = useMemo(() => draftEntries(data.items, openDraft?.lines ?? NO_LINES, nameOf), [data.items, openDraft, nameOf]);

  const visible = useMemo(() => {
    if (!shown) return [];
    return filterItems(
      drafted.items.filter((i) => i.end > shown.start && i.start < shown.end),
      { types: state.types, memberId: state.memberId, openOnly: state.openOnly },
    );
  }, [drafted.items, shown, state.types, state.memberId, state.openOnly]);

  const memberName = useMemo(() => {
    if (!state.memberId) return null;
    for (const item of data.items) for (const m of item.members) if (m.userId === state.memberId) return m.displayName;
    return null;
  }, [data.items, state.memberId]);

  const changedIds = useMemo(() => new Set(data.changes.keys()), [data.changes]);
  // Computed from the items, never stored: a conflict resolved anywhere stops being marked at the next read.
  const conflicts = useMemo(() => conflictMarks(data.items), [data.items]);
  // So are rule breaks (use-break-marks.ts).
  const ruleBreaks = useBreakMarks(rules, data.judged, range, organizationZone)?.byItem;
  const update = (patch: Partial<ScheduleViewState>) => setState((s) => ({ ...s, ...patch }));
  const { markSeen } = data;
  const onOpenItem = useCallback(
    (itemId: string) => {
      // An item the draft creates is not in the product yet: there is nothing to open.
      if (isDraftOnlyItem(itemId)) return;
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
    <ItemNeedsProvider organizationId={organizationId}>
      <RepeatMarksProvider organizationId={organizationId} range={range}>
      {/* Hand edits below (New item, the drawer) go where the board's go: into an open draft, else live. */}
      <EditTargetProvider editing={draftTarget}>
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
        {canEdit && draftWeek && <BoardDraftBar organizationId={organizationId} range={draftWeek} conversations={announceTo} actions={<AutoFillButton organizationId={organizationId} timeZone={timeZone} shownDate={state.date} />} />}
        <ChangesPanel changes={data.changes} timeZone={timeZone} onOpen={onOpenItem} onSeenAll={data.markAllSeen} />
        {expandedStacks.size > 0 && (
          <p className="flex items-center gap-2 text-xs text-slate-600">
            {expandedStacks.size === 1 ? 'One stack of identical items is' : `${expandedStacks.size} stacks of identical items are`} shown item by item.
            <button type="button" className="font-medium text-indigo-700 underline-offset-2 hover:underline" onClick={() => setExpandedStacks(new Set())}>
              Stack them again
            </button>
          </p>
        )}
        <div ref={fillWindowHeight} className="sd-calendar-frame relative overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 shadow-card" data-testid="schedule-calendar" data-loading={query.isFetching} data-ready={browserZone !== null}>
          {/* Drawn in the browser only: rendering thousands of events into the HTML on the server cost
              more than it gave. The grid is drawn while the first read is still on its way, so only the
              events are left to draw when it lands. */}
          {browserZone === null ? (
            <div className="h-full animate-shimmer rounded bg-slate-50" aria-busy="true" />
          ) : (
            // The week keeps day columns wide enough for a busy day's names: on a screen narrower than
            // 1024 px it scrolls sideways inside this frame rather than squeezing them (55rem fits the
            // frame at 1024 px with the icon sidebar, and at 1280 px with the full one).
            <div className={state.view === 'week' ? 'h-full min-w-[55rem]' : 'h-full'}>
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
            </div>
          )}
          {browserZone !== null && query.isPending && (
            <p role="status" className="absolute left-1/2 top-1/3 z-10 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm text-slate-600 shadow-card ring-1 ring-slate-200">
              {slowRead ? 'The service is slow to answer: still loading the schedule…' : 'Loading the schedule…'}
            </p>
          )}
        </div>
        {moves.conflict && (
          <ConflictDialog
            conflict={{ seen: moves.conflict.seen, current: moves.conflict.current, proposed: `move to ${formatSpan(moves.conflict.start, moves.conflict.end, timeZone, hourCycle)}` }}
            timeZone={timeZone}
            onChoose={(choice) => void moves.resolveConflict(choice)}
          />
        )}
        {canEdit && creating && shown && (
          <CreateItemDialog organizationId={organizationId} timeZone={timeZone} initial={creating.start ? creating : null} shown={shown} members={members} membersNote={membersRead === null ? 'Loading members…' : membersRead.ok ? null : 'The members could not be read: nobody can be chosen now.'} create={createCalendarItemAction} templates={{ list: templates, organizationZone: organizationZone ?? timeZone, create: createFromTemplateAction }} createSeries={createSeriesAction} onClose={() => setCreating(null)} />
        )}
        {openItemId && <ItemDrawer organizationId={organizationId} itemId={openItemId} timeZone={timeZone} canEdit={canEdit} people={members} conflicts={conflicts.get(openItemId)} onMove={moves.move} onClose={() => setOpenItemId(null)} />}
        {moveQuestions.dialog}
        {moves.repeatQuestion}
      </div>
      {printRequested && shown && <PrintSchedule view={state.view} items={visible} range={shown} timeZone={timeZone} title={rangeTitle(state.view, state.date, timeZone)} />}
      </EditTargetProvider>
      </RepeatMarksProvider>
    </ItemNeedsProvider>
  );
}
