'use client';

import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStreamedValue } from '@/components/queries/use-streamed-value';
import { useWaitedLong } from '@/components/queries/use-waited-long';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ExportMenu } from '@/components/schedule';
import { AutoFillButton } from '@/components/auto-fill';
import { CopyButton } from '@/components/copy';
import { RecentChangesButton } from '@/components/history';
import { rangeTitle } from '@/components/schedule';
import { StaleNotice } from '@/components/ui/stale-notice';
import { TimeZoneSelect } from '@/components/schedule';
import { ItemNeedsProvider } from '@/components/schedule/queries';
import { RepeatMarksProvider } from '@/components/repeats';
import { usePrintRequested } from '@/components/ui/use-print-requested';
import { useIsPhone } from '@/components/ui/use-is-phone';
import { useBreakMarks, useScheduleData } from '@/components/schedule';
import type { MembersRead } from '@/lib/people';
import { buildRoster, type RosterDay } from '@/lib/roster/roster';
import { newItemSpanOnDay } from '@/lib/roster/new-item-span';
import { createCalendarItemAction } from '@/lib/schedule/actions';
import { createFromTemplateAction } from '@/lib/shift-templates/actions';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { createSeriesAction } from '@/lib/repeats/actions';
import { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';
import type { OfferTarget } from '@/components/offers';
import type { AvailabilityPerson } from '@/components/availability';
import { learnAvailabilityAction, setAvailabilityAction } from '@/lib/availability/actions';
import type { PositionsPerson } from '@/components/positions';
import { setPersonPositionsAction } from '@/lib/positions/actions';
import { notOfferable } from '@/lib/offers';
import { itemNeedsOptions } from '@/lib/schedule/queries';
import { dayIndexOf, rosterDay } from '@/lib/roster/roster-day';
import { parseViewState, shownRange, stepDate, todayIn, viewStateQuery, visibleRange, type ScheduleViewState } from '@/lib/schedule';
import { filterItems, itemTitle, needsOf, type ScheduleItem } from '@/lib/schedule';
import type { WorkingTimeRules } from '@/lib/working-time';
import { browserTimeZone } from '@/lib/time/browser-zone';
import { PrintRoster } from './print-roster';
import { ConflictDialog } from '@/components/schedule';
import { formatSpan, zonedFormatter } from '@/components/ui/zoned-format';
import { EditNotice, HoursNote, ThresholdNote } from './roster-notes';
import { RosterGrid } from './roster-grid';
import { useRosterEdits } from './use-roster-edits';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { DraftMarksProvider, EditTargetProvider, useCopyIntoDraft, useOpenDraft } from '@/components/drafts';
import { BoardDraftBar, useBoardDraftEditing } from '@/components/drafts/actions';
import { draftEntries, draftWeekOf, type DraftLine } from '@/lib/drafts';

// The New item dialog loads when a cell asks for it, not with the roster.
const CreateItemDialog = dynamic(() => import('@/components/schedule').then((m) => m.CreateItemDialog));
// So is the offer dialog (its form and the ranking of who to offer to): it opens from the open row's Offer.
const OfferDialog = dynamic(() => import('@/components/offers').then((m) => m.OfferDialog));
// And the availability dialog, from a person row's Availability.
const AvailabilityDialog = dynamic(() => import('@/components/availability').then((m) => m.AvailabilityDialog));
const PersonPositionsDialog = dynamic(() => import('@/components/positions').then((m) => m.PersonPositionsDialog));
// And the cell menu's "Add from template".
const AddFromTemplateDialog = dynamic(() => import('@/components/shift-templates').then((m) => m.AddFromTemplateDialog));

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
const NO_LINES: readonly DraftLine[] = [];


/**
 * The roster page: the week as people × days, with hours. The week, zone and filters live in the
 * URL like the schedule's (each week a history entry), and it reads the week through the same
 * route and cache as the schedule, so switching tabs does not read it twice.
 */
export function RosterBoard({ organizationId, initialState, organizationZone, members: membersPromise, pollMs, thresholdMinutes, rules, canEdit, canSetThreshold, announceTo, templates = [] }: Props) {
  const hourCycle = useHourCycle();
  const [state, setState] = useState<ScheduleViewState>({ ...initialState, view: 'week' });
  const browserZone = useSyncExternalStore(noSubscribe, browserTimeZone, () => null);
  const timeZone = state.timeZone ?? browserZone;
  const membersRead = useStreamedValue(membersPromise);
  const printRequested = usePrintRequested();
  const [creating, setCreating] = useState<{ span: { start: number; end: number }; userId: string } | null>(null);
  const [offering, setOffering] = useState<OfferTarget | null>(null);
  const [availabilityOf, setAvailabilityOf] = useState<AvailabilityPerson | null>(null);
  const [positionsOf, setPositionsOf] = useState<PositionsPerson | null>(null);
  // The cell's day itself, not its place in the shown days: a phone shows one day, a wider screen seven.
  const [templateCell, setTemplateCell] = useState<{ userId: string | null; day: RosterDay } | null>(null);
  // The needs the rows show (the same query as ItemNeedsProvider's below, read once): an offer's refusal counts them.
  const needs = useQuery(itemNeedsOptions(organizationId));

  // The URL follows the week and zone; Back and Forward show the week their entry names. The
  // first write only fills in what the link left out, so it replaces rather than adds an entry.
  const urlWritten = useRef(false);
  useEffect(() => {
    if (!timeZone) return;
    const next = viewStateQuery({ ...state, timeZone });
    if (window.location.search.slice(1) !== next) window.history[urlWritten.current ? 'pushState' : 'replaceState'](null, '', `?${next}`);
    urlWritten.current = true;
  }, [state, timeZone]);
  useEffect(() => {
    const restore = () => setState({ ...parseViewState(Object.fromEntries(new URLSearchParams(window.location.search)), organizationZone), view: 'week' });
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [organizationZone]);

  const range = useMemo(() => (timeZone ? visibleRange('week', state.date, timeZone) : null), [state.date, timeZone]);
  const shown = useMemo(() => (timeZone ? shownRange('week', state.date, timeZone) : null), [state.date, timeZone]);
  // With working-time rules the read reaches past the week, so a break across its edge is marked too.
  const judging = useMemo(() => ({ rules, timeZone: organizationZone ?? 'UTC' }), [rules, organizationZone]);
  const data = useScheduleData(organizationId, range, pollMs, judging);
  const conflicts = useConflictConfirm();
  // An open draft over the week: edits go into it, and it is drawn over the live items (lib/drafts/draft-entries.ts), marked in the cells.
  const draftWeek = useMemo(() => (timeZone ? draftWeekOf(state.date, timeZone) : null), [state.date, timeZone]);
  const openDraft = useOpenDraft(organizationId, draftWeek, canEdit);
  const draftTarget = useBoardDraftEditing(organizationId, openDraft?.draft.id);
  const copyIntoDraft = useCopyIntoDraft(draftTarget);
  const edits = useRosterEdits(organizationId, timeZone ?? 'UTC', conflicts.askWithReason, draftTarget);
  // Items being saved show where they are going until the service answers.
  const withPending = useMemo(() => (list: ScheduleItem[]) => (edits.pending.size === 0 ? list : list.map((i) => edits.pending.get(i.id) ?? i)), [edits.pending]);
  const nameOf = useMemo(() => {
    const names = new Map((membersRead?.ok ? membersRead.members : []).map((m) => [m.userId, m.fullName]));
    return (userId: string) => names.get(userId) ?? 'Someone';
  }, [membersRead]);
  const drafted = useMemo(() => draftEntries(withPending(data.items), openDraft?.lines ?? NO_LINES, nameOf), [withPending, data.items, openDraft, nameOf]);
  const items = drafted.items;
  const judged = useMemo(() => withPending(data.judged), [withPending, data.judged]);
  const saving = useMemo(() => new Set(edits.pending.keys()), [edits.pending]);
  const marks = useBreakMarks(rules, judged, range, organizationZone);
  const slowRead = useWaitedLong(data.query.isPending);
  const filters = useMemo(() => ({ types: state.types, memberId: state.memberId, openOnly: state.openOnly }), [state.types, state.memberId, state.openOnly]);
  const people = useMemo(() => (membersRead?.ok ? membersRead.members.map((m) => ({ userId: m.userId, name: m.fullName, title: m.title })) : []), [membersRead]);
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
    <ItemNeedsProvider organizationId={organizationId}>
      <RepeatMarksProvider organizationId={organizationId} range={range}>
      {/* Hand edits below (New item, the drawer) go where the board's go: into an open draft, else live. */}
      <EditTargetProvider editing={draftTarget}>
      {/* On paper the page shows PrintRoster (every row) instead of the controls and the scrolling grid. */}
      <div className="space-y-3 print:hidden">
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex items-center gap-1">
            <Button variant="secondary" size="icon" aria-label={`Previous ${unit}`} onClick={() => step(-1)}>
              <ChevronLeftIcon />
            </Button>
            <Button variant="secondary" size="icon" aria-label={`Next ${unit}`} onClick={() => step(1)}>
              <ChevronRightIcon />
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setState((s) => ({ ...s, date: todayIn(timeZone) }))}>
              {phone ? 'Today' : 'This week'}
            </Button>
          </div>
          <h2 className="min-w-44 text-base font-semibold text-slate-900" aria-live="polite">
            {rangeTitle(unit, state.date, timeZone)}
          </h2>
          {/* One above the other: side by side they push the zone and Export onto a line of their own. */}
          <div className="flex flex-col gap-0.5">
            <ThresholdNote thresholdMinutes={thresholdMinutes} canSet={canSetThreshold} />
            <HoursNote />
          </div>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <TimeZoneSelect value={timeZone} onChange={(zone) => setState((s) => ({ ...s, timeZone: zone }))} organizationZone={organizationZone} browserZone={browserZone} />
            {canEdit && <CopyButton organizationId={organizationId} timeZone={timeZone} shownDate={state.date} view="week" intoDraft={copyIntoDraft} />}
            {canEdit && <RecentChangesButton organizationId={organizationId} timeZone={timeZone} />}
            <ExportMenu organizationId={organizationId} range={shown} filters={filters} timeZone={timeZone} />
          </div>
        </div>
        {canEdit && draftWeek && <BoardDraftBar organizationId={organizationId} range={draftWeek} conversations={announceTo} actions={<AutoFillButton organizationId={organizationId} timeZone={timeZone} shownDate={state.date} />} />}
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
              onCellMenu={canEdit ? (userId, day) => setTemplateCell({ userId, day: roster.days[day]! }) : undefined}
              onOffer={canEdit ? (item) => setOffering({ organizationId, itemId: item.id, title: itemTitle(item), refusal: notOfferable(item, needsOf(needs.data, item.id)) }) : undefined}
              onAvailability={canEdit ? setAvailabilityOf : undefined}
              onPositions={canEdit ? setPositionsOf : undefined}
            />
          </DraftMarksProvider>
        )}
        {creating && (
          <CreateItemDialog
            organizationId={organizationId}
            timeZone={timeZone}
            initial={creating.span}
            assigneeUserId={creating.userId}
            shown={shown}
            members={membersRead?.ok ? membersRead.members : []}
            membersNote={membersRead === null ? 'Loading members…' : membersRead.ok ? null : 'The members could not be read: nobody can be chosen now.'}
            create={createCalendarItemAction}
            templates={{ list: templates, organizationZone: organizationZone ?? timeZone, create: createFromTemplateAction }}
            createSeries={createSeriesAction}
            onClose={() => setCreating(null)}
          />
        )}
        {canEdit && templateCell && (
          <AddFromTemplateDialog
            organizationId={organizationId}
            templates={templates}
            organizationZone={organizationZone ?? timeZone}
            day={{ date: templateCell.day.date, words: zonedFormatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(templateCell.day.start) }}
            person={templateCell.userId ? { userId: templateCell.userId, name: people.find((p) => p.userId === templateCell.userId)?.name ?? 'This person' } : null}
            create={createFromTemplateAction}
            onClose={() => setTemplateCell(null)}
          />
        )}
        {canEdit && offering && <OfferDialog target={offering} actions={{ start: startOfferAction, cancel: cancelOfferAction }} onClose={() => setOffering(null)} onChanged={() => void query.refetch()} />}

        {canEdit && availabilityOf && <AvailabilityDialog organizationId={organizationId} person={availabilityOf} actions={{ save: setAvailabilityAction, learn: learnAvailabilityAction }} onClose={() => setAvailabilityOf(null)} />}
        {canEdit && positionsOf && <PersonPositionsDialog organizationId={organizationId} person={positionsOf} save={setPersonPositionsAction} onClose={() => setPositionsOf(null)} />}
        {conflicts.dialog}
        {edits.repeatQuestion}
        <ConflictDialog
          conflict={edits.conflict && { seen: edits.conflict.seen, current: edits.conflict.current, proposed: `move to ${formatSpan(edits.conflict.start, edits.conflict.end, timeZone, hourCycle)}` }}
          timeZone={timeZone}
          onChoose={(choice) => void edits.resolveConflict(choice)}
        />
      </div>
      {/* Built only once printing is asked for: every row of a 500-person week would slow each load. */}
      {printRequested && <PrintRoster roster={week} timeZone={timeZone} title={rangeTitle('week', state.date, timeZone)} />}
      </EditTargetProvider>
      </RepeatMarksProvider>
    </ItemNeedsProvider>
  );
}
