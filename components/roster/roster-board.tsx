'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useStreamedValue } from '@/components/queries/use-streamed-value';
import { useWaitedLong } from '@/components/queries/use-waited-long';
import { BoardCreateDialog, BoardPlanning, BoardProviders, ExportMenu, MoveConflictDialog, rangeTitle } from '@/components/schedule';
import { CopyButton } from '@/components/copy';
import { RecentChangesButton } from '@/components/history';
import { StaleNotice } from '@/components/ui/stale-notice';
import { usePrintRequested } from '@/components/ui/use-print-requested';
import { useIsPhone } from '@/components/ui/use-is-phone';
import { useBreakMarks, useScheduleData } from '@/components/schedule';
import type { MemberOption, MembersRead } from '@/lib/people';
import { buildRoster } from '@/lib/roster/roster';
import { newItemSpanOnDay } from '@/lib/roster/new-item-span';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { dayIndexOf, rosterDay } from '@/lib/roster/roster-day';
import { shownRange, stepDate, todayIn, visibleRange, type ScheduleViewState } from '@/lib/schedule';
import { filterItems, type ScheduleItem } from '@/lib/schedule';
import type { WorkingTimeRules } from '@/lib/working-time';
import { browserTimeZone } from '@/lib/time/browser-zone';
import { PrintRoster } from './print-roster';
import { EditNotice } from './roster-notes';
import { RosterToolbar } from './roster-toolbar';
import { useRosterUrl } from './use-roster-url';
import { useRosterDialogs } from './use-roster-dialogs';
import { RosterGrid } from './roster-grid';
import { useRosterEdits } from './use-roster-edits';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { DraftMarksProvider } from '@/components/drafts';
import { useBoardDraft, useDraftedItems } from '@/components/drafts/actions';

type Props = {
  organizationId: string;
  initialState: ScheduleViewState;
  organizationZone: string | null;
  members: Promise<MembersRead>;
  pollMs: number;
  /** Hours per person per week past which a person is flagged (Settings); null: none. */
  thresholdMinutes: number | null;
  /** The organization's working-time rules (Settings): their breaks are marked on items and people. */
  rules: WorkingTimeRules;
  /** Schedulers and admins: drag, Alt+arrows and Copy. */
  canEdit: boolean;
  /** Admins: the weekly hours limit links to where they set it. */
  canSetThreshold: boolean;
  /** The organization's shift templates: New item and the cell menu's "Add from template" (schedulers). */
  templates?: readonly ShiftTemplate[];
  /** The conversations a draft's publish may announce itself in. */
  announceTo?: readonly { id: string; name: string }[];
};

const noSubscribe = () => () => {};
const NO_MEMBERS: readonly MemberOption[] = [];


/**
 * The roster page: the week as people × days, with hours. The week, zone and filters live in the
 * URL like the schedule's (each week a history entry), and it reads the week through the same
 * route and cache as the schedule, so switching tabs does not read it twice.
 */
export function RosterBoard({ organizationId, initialState, organizationZone, members: membersPromise, pollMs, thresholdMinutes, rules, canEdit, canSetThreshold, announceTo, templates = [] }: Props) {
  const [state, setState] = useState<ScheduleViewState>({ ...initialState, view: 'week' });
  const browserZone = useSyncExternalStore(noSubscribe, browserTimeZone, () => null);
  const timeZone = state.timeZone ?? browserZone;
  const membersRead = useStreamedValue(membersPromise);
  const printRequested = usePrintRequested();
  const [creating, setCreating] = useState<{ span: { start: number; end: number }; userId: string } | null>(null);

  useRosterUrl(state, timeZone, organizationZone, setState);

  const range = useMemo(() => (timeZone ? visibleRange('week', state.date, timeZone) : null), [state.date, timeZone]);
  const shown = useMemo(() => (timeZone ? shownRange('week', state.date, timeZone) : null), [state.date, timeZone]);
  // With working-time rules the read reaches past the week, so a break across its edge is marked too.
  const judging = useMemo(() => ({ rules, timeZone: organizationZone ?? 'UTC' }), [rules, organizationZone]);
  const data = useScheduleData(organizationId, range, pollMs, judging);
  const conflicts = useConflictConfirm();
  // An open draft over the week: edits go into it, and it is drawn over the live items (lib/drafts/draft-entries.ts), marked in the cells.
  const { draftWeek, openDraft, draftTarget, copyIntoDraft } = useBoardDraft(organizationId, state.date, timeZone, canEdit);
  const edits = useRosterEdits(organizationId, timeZone ?? 'UTC', conflicts.askWithReason, draftTarget);
  // Items being saved show where they are going until the service answers.
  const withPending = useMemo(() => (list: ScheduleItem[]) => (edits.pending.size === 0 ? list : list.map((i) => edits.pending.get(i.id) ?? i)), [edits.pending]);
  const liveItems = useMemo(() => withPending(data.items), [withPending, data.items]);
  const drafted = useDraftedItems(liveItems, openDraft?.lines, membersRead?.ok ? membersRead.members : NO_MEMBERS);
  const items = drafted.items;
  const judged = useMemo(() => withPending(data.judged), [withPending, data.judged]);
  const saving = useMemo(() => new Set(edits.pending.keys()), [edits.pending]);
  const marks = useBreakMarks(rules, judged, range, organizationZone);
  const slowRead = useWaitedLong(data.query.isPending);
  const filters = useMemo(() => ({ types: state.types, memberId: state.memberId, openOnly: state.openOnly }), [state.types, state.memberId, state.openOnly]);
  const people = useMemo(() => (membersRead?.ok ? membersRead.members.map((m) => ({ userId: m.userId, name: m.fullName, title: m.title })) : []), [membersRead]);
  const rowDialogs = useRosterDialogs({ organizationId, timeZone: timeZone ?? 'UTC', organizationZone, templates, people, onOfferChanged: () => void data.query.refetch() });
  const week = useMemo(
    () => (shown && timeZone ? buildRoster(filterItems(items, filters), people, shown, timeZone) : null),
    [items, filters, people, shown, timeZone],
  );
  // A phone shows the day of the URL's date, with day buttons; a wider screen the whole week.
  const phone = useIsPhone();
  const roster = useMemo(() => (week && phone ? rosterDay(week, dayIndexOf(week, state.date)) : week), [week, phone, state.date]);

  if (!timeZone || !shown || !roster || !week) return <div className="h-[70vh] animate-shimmer rounded-lg bg-slate-100" aria-busy="true" />;
  const { query } = data;
  const unit = phone ? 'day' : 'week';
  const step = (direction: -1 | 1) => setState((s) => ({ ...s, date: stepDate(unit, s.date, direction) }));

  return (
    <BoardProviders organizationId={organizationId} range={range} editing={draftTarget}>
      {/* On paper the page shows PrintRoster (every row) instead of the controls and the scrolling grid. */}
      <div className="space-y-3 print:hidden">
        <RosterToolbar
          unit={unit}
          date={state.date}
          timeZone={timeZone}
          organizationZone={organizationZone}
          browserZone={browserZone}
          thresholdMinutes={thresholdMinutes}
          canSetThreshold={canSetThreshold}
          onStep={step}
          onToday={() => setState((s) => ({ ...s, date: todayIn(timeZone) }))}
          onTimeZone={(zone) => setState((s) => ({ ...s, timeZone: zone }))}
          actions={
            <>
              {canEdit && <CopyButton organizationId={organizationId} timeZone={timeZone} shownDate={state.date} view="week" intoDraft={copyIntoDraft} />}
              {canEdit && <RecentChangesButton organizationId={organizationId} timeZone={timeZone} />}
              <ExportMenu organizationId={organizationId} range={shown} filters={filters} timeZone={timeZone} />
            </>
          }
        />
        {canEdit && draftWeek && <BoardPlanning organizationId={organizationId} timeZone={timeZone} organizationZone={organizationZone} shownDate={state.date} draftWeek={draftWeek} announceTo={announceTo} />}
        <EditNotice notice={edits.notice} onDismiss={() => edits.setNotice(null)} />
        {query.isError && <StaleNotice since={query.data !== undefined ? query.dataUpdatedAt : null} message={query.error.message} onRetry={() => void query.refetch()} />}
        {membersRead && !membersRead.ok && (
          <p role="alert" className="text-sm text-rose-700">
            The member list could not be read ({membersRead.message}): only people on this week’s items are listed.
          </p>
        )}
        {query.isPending ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-600">
            {slowRead ? 'The service is slow to answer: still loading the roster…' : 'Loading the roster…'}
          </p>
        ) : (
          <DraftMarksProvider marks={drafted.marks}>
            <RosterGrid
              roster={roster}
              timeZone={timeZone}
              moveZone={organizationZone ?? timeZone}
              thresholdMinutes={thresholdMinutes}
              ruleBreaks={marks?.byUser}
              canEdit={canEdit}
              saving={saving}
              onEdit={edits.apply}
              onRefused={(text) => edits.setNotice({ tone: 'error', text })}
              askConflicts={conflicts.ask}
              onCreateAt={canEdit ? (userId, day) => setCreating({ span: newItemSpanOnDay(roster.days[day]!.date, timeZone), userId: userId ?? '' }) : undefined}
              onCellMenu={canEdit ? (userId, day) => rowDialogs.openTemplateCell(userId, roster.days[day]!) : undefined}
              onOffer={canEdit ? rowDialogs.openOffer : undefined}
              onAvailability={canEdit ? rowDialogs.openAvailability : undefined}
              onPositions={canEdit ? rowDialogs.openPositions : undefined}
            />
          </DraftMarksProvider>
        )}
        {creating && (
          <BoardCreateDialog organizationId={organizationId} timeZone={timeZone} organizationZone={organizationZone} initial={creating.span} assigneeUserId={creating.userId} shown={shown} membersRead={membersRead} templates={templates} onClose={() => setCreating(null)} />
        )}
        {rowDialogs.dialogs}
        {conflicts.dialog}
        {edits.repeatQuestion}
        <MoveConflictDialog conflict={edits.conflict} timeZone={timeZone} onChoose={(choice) => void edits.resolveConflict(choice)} />
      </div>
      {/* Built only once printing is asked for: every row of a 500-person week would slow each load. */}
      {printRequested && <PrintRoster roster={week} timeZone={timeZone} title={rangeTitle('week', state.date, timeZone)} />}
    </BoardProviders>
  );
}
