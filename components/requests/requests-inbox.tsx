'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { StaleNotice } from '@/components/ui/stale-notice';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import type { MemberDecision } from '@/lib/contract/members';
import { requestInboxOptions, requestKeys } from '@/lib/requests/queries';
import type { RequestCount } from '@/lib/requests/inbox-types';
import { waitingCount } from '@/lib/requests/waiting-count';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import type { InboxWindow } from '@/lib/requests/inbox-window';
import { approvalClashes } from './approval-clashes';
import { AwaitingList } from './awaiting-list';
import { BulkBar } from './bulk-bar';
import { ConfirmBulkDecline } from './confirm-bulk-decline';
import { moveFocusAfterDecision } from './focus-after-decision';
import { dayHeading } from '@/lib/time/day-words';
import { InboxToolbar } from './inbox-toolbar';
import { RequestRow, ROW_GRID } from './request-row';
import type { sendDecision } from './send-decision';
import { isInFlight, isSettled, useDecisions, type Job } from './use-decisions';
import { useLeaveWarning } from './use-leave-warning';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { askRefusedWrite } from '@/components/working-time';
import type { AppErrorShape } from '@/lib/errors';
import { ReplacementChoices } from './replacement-choices';
import { useReplacementAnswers } from './use-replacement-answers';
import type { sendReplacement } from './send-decision';
import type { MembersRead } from '@/lib/people';
import { useStreamedValue } from '@/components/queries/use-streamed-value';

export type RequestsInboxProps = {
  organizationId: string;
  window: InboxWindow;
  isDefaultWindow: boolean;
  timeZone: string;
  canDecide: boolean;
  /** Why the range in the link was not used as given. */
  problem: string | null;
  pollMs: number;
  /** How a decision is posted; a component test gives its own. */
  send?: typeof sendDecision;
  /** The organization's people, for finding a cover (schedulers); streamed, so the inbox paints first. */
  people?: Promise<MembersRead>;
  /** How an answer to a replacement request is posted; a component test gives its own. */
  sendReplacementAnswer?: typeof sendReplacement;
};

const NO_PEOPLE: Promise<MembersRead> = Promise.resolve({ ok: true, members: [] });

type Row = { request: InboxRequest; gone: boolean };

const subscribeToNothing = () => () => undefined;

const byStart = (a: Row, b: Row) => a.request.item.start - b.request.item.start || a.request.person.displayName.localeCompare(b.request.person.displayName);

const LEAVE_MESSAGE = 'Answers are still being sent. Leave this page anyway? Those not yet sent will not be.';

/** The approvals inbox: requests by day with warnings, answered one by one or in bulk; polled. */
export function RequestsInbox({ organizationId, window, isDefaultWindow, timeZone, canDecide, problem, pollMs, send, people = NO_PEOPLE, sendReplacementAnswer }: RequestsInboxProps) {
  const hourCycle = useHourCycle();
  const query = useQuery(requestInboxOptions(organizationId, window, pollMs));
  const conflicts = useConflictConfirm();
  const { ask, askWithReason } = conflicts;
  // One question at a time: rows of a bulk refused side by side wait for the previous answer.
  const asking = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = useCallback(<T,>(question: () => Promise<T>) => {
    const answer = asking.current.then(question);
    asking.current = answer;
    return answer;
  }, []);
  const askInTurn = useCallback((error: AppErrorShape, confirmLabel: string) => inTurn(() => askRefusedWrite(askWithReason, error, confirmLabel)), [inTurn, askWithReason]);
  const decisions = useDecisions(
    organizationId,
    useCallback((_request: InboxRequest, error: AppErrorShape) => askInTurn(error, 'Approve anyway'), [askInTurn]),
    send,
  );
  const replacements = useReplacementAnswers(
    organizationId,
    useCallback((error: AppErrorShape) => askInTurn(error, 'Put them on anyway'), [askInTurn]),
    sendReplacementAnswer,
  );
  const peopleRead = useStreamedValue(people);
  const peopleList = peopleRead === null ? null : peopleRead.ok ? peopleRead.members : [];
  /** A row's outcome, whichever way it was answered. */
  const outcomeOf = (key: string) => decisions.outcomes.get(key) ?? replacements.outcomes.get(key);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirmingDecline, setConfirmingDecline] = useState<InboxRequest[] | null>(null);
  const data = query.isPlaceholderData ? undefined : query.data;
  // True once hydrated: the buttons answer clicks from then on (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  useLeaveWarning(decisions.running, LEAVE_MESSAGE);

  // One number for the heading and the navigation badge: on the badge's own window (the default
  // one) the inbox's read, less what was answered here, is also the badge's count.
  const queryClient = useQueryClient();
  const waiting = data ? waitingCount(data.requests, (key) => isSettled(outcomeOf(key))) : null;
  useEffect(() => {
    if (!isDefaultWindow || !data || waiting === null) return;
    queryClient.setQueryData<RequestCount>(requestKeys.count(organizationId), { count: waiting, window: data.window, fetchedAt: data.fetchedAt });
  }, [isDefaultWindow, data, waiting, queryClient, organizationId]);

  // A row answered for good loses its buttons: the keyboard focus moves on from it.
  const { outcomes, takeSettled } = decisions;
  useEffect(() => {
    for (const key of takeSettled()) if (isSettled(outcomes.get(key))) moveFocusAfterDecision(key);
  }, [outcomes, takeSettled]);

  // Live requests, plus the ones decided here that the latest read no longer lists.
  const rows = useMemo(() => {
    const live = data?.requests ?? [];
    const liveKeys = new Set(live.map((r) => r.key));
    const list: Row[] = live.map((request) => ({ request, gone: false }));
    for (const answered of [decisions.decided, replacements.answered]) for (const [key, request] of answered) if (!liveKeys.has(key)) list.push({ request, gone: true });
    return list.sort(byStart);
  }, [data, decisions.decided, replacements.answered]);

  const groups = useMemo(() => {
    const byDay = new Map<string, Row[]>();
    for (const row of rows) {
      const list = byDay.get(row.request.day) ?? [];
      list.push(row);
      byDay.set(row.request.day, list);
    }
    return [...byDay.entries()];
  }, [rows]);

  // A row can be ticked until it is answered or being answered; a failed one can be again.
  // A replacement request is answered on its own row (a choice each), never in bulk.
  const selectable = rows.filter((r) => r.request.kind !== 'REPLACEMENT_REQUESTED' && !r.gone && !isSettled(decisions.outcomes.get(r.request.key)) && !isInFlight(decisions.outcomes.get(r.request.key)));
  const chosen = selectable.filter((r) => selected.has(r.request.key));
  const failed = rows.filter((r) => decisions.outcomes.get(r.request.key)?.state === 'failed');

  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  /** Sends the jobs; their rows leave the selection at once (answered rows cannot be ticked). */
  const run = (jobs: Job[], asBatch: boolean) => {
    const keys = new Set(jobs.map((job) => job.request.key));
    setSelected((current) => new Set([...current].filter((key) => !keys.has(key))));
    void decisions.run(jobs, asBatch);
  };
  const jobsOf = (list: readonly InboxRequest[], decision: MemberDecision): Job[] => list.map((request) => ({ request, decision }));
  // An approval that double-books someone is asked about first, with the clashes the rows warn of.
  const approve = async (requests: readonly InboxRequest[], asBatch: boolean) => {
    const clashing = new Set(requests.filter((r) => approvalClashes(r, timeZone, hourCycle).length > 0).map((r) => r.key));
    if (clashing.size > 0) {
      const sentences = requests.flatMap((r) => approvalClashes(r, timeZone, hourCycle));
      const label = requests.length > 1 ? `Approve all ${requests.length} anyway` : 'Approve anyway';
      if (!(await inTurn(() => ask({ sentences, confirmLabel: label })))) return;
    }
    run(requests.map((request) => ({ request, decision: 'ACCEPTED', confirmConflicts: clashing.has(request.key) })), asBatch);
  };
  const decideSelected = (decision: MemberDecision) => {
    const requests = chosen.map((r) => r.request);
    if (decision === 'DECLINED') setConfirmingDecline(requests);
    else void approve(requests, true);
  };
  const retryFailed = () =>
    run(
      failed.map((r): Job => ({ request: r.request, decision: decisions.outcomes.get(r.request.key)?.decision ?? 'ACCEPTED' })),
      true,
    );

  return (
    <div className="space-y-4" data-testid="requests-inbox" data-ready={hydrated && query.data !== undefined} data-answering={decisions.running || undefined}>
      <InboxToolbar
        organizationId={organizationId}
        window={window}
        isDefaultWindow={isDefaultWindow}
        timeZone={timeZone}
        count={waiting}
        canDecide={canDecide}
        fetchedAt={data?.fetchedAt ?? null}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      {problem && <Alert tone="warning" title="The range in the link was adjusted">{problem}</Alert>}
      {query.isError && <StaleNotice since={query.data ? query.dataUpdatedAt : null} message={query.error.message} onRetry={() => void query.refetch()} />}

      {canDecide && rows.length > 0 && (
        <BulkBar
          selectable={selectable.length}
          selected={chosen.length}
          allSelected={selectable.length > 0 && chosen.length === selectable.length}
          batch={decisions.batch}
          outcomes={decisions.outcomes}
          failedCount={failed.length}
          hasResults={decisions.outcomes.size + replacements.outcomes.size > 0}
          onSelectAll={(all) => setSelected(all ? new Set(selectable.map((r) => r.request.key)) : new Set())}
          onDecide={decideSelected}
          onRetryFailed={retryFailed}
          onClear={() => {
            decisions.clear();
            replacements.clear();
          }}
        />
      )}
      <ConfirmBulkDecline
        requests={confirmingDecline}
        onCancel={() => setConfirmingDecline(null)}
        onConfirm={() => {
          if (confirmingDecline) run(jobsOf(confirmingDecline, 'DECLINED'), true);
          setConfirmingDecline(null);
        }}
      />

      {!query.data ? (
        query.isError ? null : <div className="h-64 animate-shimmer rounded-lg bg-slate-100" aria-busy="true" />
      ) : rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white">
          <EmptyState title="No requests to answer" description="Nobody has asked to join an item or to be replaced on one starting in this range. New requests appear here on their own." />
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white shadow-card">
          {/* Column names for sighted users on wide screens; each row says the same in its own words. */}
          <div aria-hidden className={cn('hidden rounded-t-lg border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs font-medium text-slate-600', ROW_GRID)}>
            <span />
            <span>Person and request</span>
            <span>Item</span>
            <span>Warnings</span>
            {canDecide && <span>Answer</span>}
          </div>
          {groups.map(([day, dayRows]) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h3 id={`day-${day}`} className="border-b border-slate-200 bg-slate-50 px-4 py-1 text-xs font-semibold text-slate-700">
                {dayHeading(day)}
                <span className="ml-2 font-normal text-slate-600">
                  {dayRows.length} {dayRows.length === 1 ? 'request' : 'requests'}
                </span>
              </h3>
              <ul aria-labelledby={`day-${day}`}>
                {dayRows.map(({ request, gone }) => (
                  <RequestRow
                    key={request.key}
                    organizationId={organizationId}
                    request={request}
                    timeZone={timeZone}
                    canDecide={canDecide}
                    gone={gone}
                    outcome={decisions.outcomes.get(request.key)}
                    selected={selected.has(request.key)}
                    onSelect={(on) => toggle(request.key, on)}
                    onDecide={(decision) => (decision === 'ACCEPTED' ? void approve([request], false) : run([{ request, decision }], false))}
                    choices={
                      request.kind === 'REPLACEMENT_REQUESTED'
                        ? ({ when, rowName }) => (
                            <ReplacementChoices organizationId={organizationId} request={request} when={when} rowName={rowName} people={peopleList} outcome={replacements.outcomes.get(request.key)} onAnswer={(answer) => void replacements.answer(request, answer)} />
                          )
                        : undefined
                    }
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {conflicts.dialog}
      {data && <AwaitingList organizationId={organizationId} awaiting={data.awaiting} timeZone={timeZone} />}
    </div>
  );
}
