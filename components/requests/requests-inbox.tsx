'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { StaleNotice } from '@/components/ui/stale-notice';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import type { MemberDecision } from '@/lib/contract/members';
import { requestInboxOptions } from '@/lib/requests/queries';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import type { InboxWindow } from '@/lib/requests/inbox-window';
import { inboxCommands } from './inbox-commands';
import { AwaitingList } from './awaiting-list';
import { BulkBar } from './bulk-bar';
import { ConfirmBulkDecline } from './confirm-bulk-decline';
import { moveFocusAfterDecision } from './focus-after-decision';
import { InboxToolbar } from './inbox-toolbar';
import { RequestRow } from './request-row';
import { InboxDayList } from './inbox-day-list';
import { inboxRows, rowsByDay } from './inbox-rows';
import { useInboxQuestions } from './use-inbox-questions';
import type { sendDecision } from './send-decision';
import { isSettled, useDecisions } from './use-decisions';
import { useInboxSelection } from './use-inbox-selection';
import { useWaitingBadge } from './use-waiting-badge';
import { useLeaveWarning } from './use-leave-warning';
import { useHourCycle } from '@/components/ui/hour-cycle';
import type { AppErrorShape } from '@/lib/errors';
import { ReplacementChoices } from './replacement-choices';
import type { StartOffer } from '@/components/offers';
import { useReplacementAnswers, type ReplacementAnswer } from './use-replacement-answers';
import { coverQuestion } from './approval-clashes';
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
  /** Offering a shift to find a cover (the page passes the server action); absent: no offer. */
  offer?: StartOffer;
};

const NO_PEOPLE: Promise<MembersRead> = Promise.resolve({ ok: true, members: [] });

const subscribeToNothing = () => () => undefined;

const LEAVE_MESSAGE = 'Answers are still being sent. Leave this page anyway? Those not yet sent will not be.';

/** The approvals inbox: requests by day with warnings, answered one by one or in bulk; polled. */
export function RequestsInbox({ organizationId, window, isDefaultWindow, timeZone, canDecide, problem, pollMs, send, people = NO_PEOPLE, sendReplacementAnswer, offer }: RequestsInboxProps) {
  const hourCycle = useHourCycle();
  const query = useQuery(requestInboxOptions(organizationId, window, pollMs));
  const { askBefore, askRefused, dialog } = useInboxQuestions();
  const decisions = useDecisions(
    organizationId,
    useCallback((_request: InboxRequest, error: AppErrorShape) => askRefused(error, 'Approve anyway'), [askRefused]),
    send,
  );
  const replacements = useReplacementAnswers(
    organizationId,
    useCallback((error: AppErrorShape) => askRefused(error, 'Put them on anyway'), [askRefused]),
    sendReplacementAnswer,
  );
  const peopleRead = useStreamedValue(people);
  const peopleList = peopleRead === null ? null : peopleRead.ok ? peopleRead.members : [];
  /** A row's outcome, whichever way it was answered. */
  const outcomeOf = (key: string) => decisions.outcomes.get(key) ?? replacements.outcomes.get(key);
  const [confirmingDecline, setConfirmingDecline] = useState<InboxRequest[] | null>(null);
  const data = query.isPlaceholderData ? undefined : query.data;
  // True once hydrated: the buttons answer clicks from then on (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  useLeaveWarning(decisions.running, LEAVE_MESSAGE);

  const waiting = useWaitingBadge(organizationId, isDefaultWindow, data, (key) => isSettled(outcomeOf(key)));

  // A row answered for good loses its buttons: the keyboard focus moves on from it.
  const { outcomes, takeSettled } = decisions;
  useEffect(() => {
    for (const key of takeSettled()) if (isSettled(outcomes.get(key))) moveFocusAfterDecision(key);
  }, [outcomes, takeSettled]);

  const rows = useMemo(() => inboxRows(data?.requests ?? [], [decisions.decided, replacements.answered]), [data, decisions.decided, replacements.answered]);
  const groups = useMemo(() => rowsByDay(rows), [rows]);

  const { selected, selectable, chosen, toggle, selectAll, drop } = useInboxSelection(rows, (key) => decisions.outcomes.get(key));
  const failed = rows.filter((r) => decisions.outcomes.get(r.request.key)?.state === 'failed');

  const { run, approve, decline, retryFailed } = inboxCommands({ timeZone, hourCycle, send: (jobs, asBatch) => void decisions.run(jobs, asBatch), drop, askBefore, outcomeOf: (key) => decisions.outcomes.get(key) });
  // Approving a colleague's cover asks first about what the row warns it would double-book or break, as Approve does.
  const answerReplacement = async (request: InboxRequest, answer: ReplacementAnswer) => {
    const mate = answer.choice === 'colleague' ? request.replacement?.colleagues.find((c) => c.userId === answer.cover?.userId) : undefined;
    const question = mate ? coverQuestion(mate, timeZone, hourCycle) : null;
    const yes = question ? await askBefore(question) : undefined;
    if (yes !== false) void replacements.answer(request, answer, yes);
  };
  const decideSelected = (decision: MemberDecision) => {
    const requests = chosen.map((r) => r.request);
    if (decision === 'DECLINED') setConfirmingDecline(requests);
    else void approve(requests, true);
  };

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
          onSelectAll={selectAll}
          onDecide={decideSelected}
          onRetryFailed={() => retryFailed(failed)}
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
          if (confirmingDecline) decline(confirmingDecline, true);
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
        <InboxDayList
          groups={groups}
          canDecide={canDecide}
          renderRow={({ request, gone }) => (
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
                      <ReplacementChoices organizationId={organizationId} request={request} timeZone={timeZone} when={when} rowName={rowName} people={peopleList} outcome={replacements.outcomes.get(request.key)} onAnswer={(answer) => void answerReplacement(request, answer)} offer={offer} />
                    )
                  : undefined
              }
            />
          )}
        />
      )}

      {dialog}
      {data && <AwaitingList organizationId={organizationId} awaiting={data.awaiting} timeZone={timeZone} />}
    </div>
  );
}
