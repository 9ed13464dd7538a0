'use client';

import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState, useSyncExternalStore } from 'react';
import { StaleNotice } from '@/components/calendar/stale-notice';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCaption, TableContainer, TableHead, TableHeaderCell } from '@/components/ui/table';
import type { MemberDecision } from '@/lib/contract/members';
import { requestInboxOptions } from '@/lib/queries/requests';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import type { InboxWindow } from '@/lib/requests/inbox-window';
import { AwaitingList } from './awaiting-list';
import { BulkBar } from './bulk-bar';
import { dayHeading } from './inbox-format';
import { InboxToolbar } from './inbox-toolbar';
import { RequestRow } from './request-row';
import { useDecisions, type Job } from './use-decisions';

export type RequestsInboxProps = {
  organizationId: string;
  window: InboxWindow;
  isDefaultWindow: boolean;
  timeZone: string;
  canDecide: boolean;
  /** Why the range in the link was not used as given. */
  problem: string | null;
  pollMs: number;
};

type Row = { request: InboxRequest; gone: boolean };

const subscribeToNothing = () => () => undefined;

const byStart = (a: Row, b: Row) => a.request.item.start - b.request.item.start || a.request.person.displayName.localeCompare(b.request.person.displayName);

/** The approvals inbox: requests by day with warnings, answered one by one or in bulk; polled. */
export function RequestsInbox({ organizationId, window, isDefaultWindow, timeZone, canDecide, problem, pollMs }: RequestsInboxProps) {
  const query = useQuery(requestInboxOptions(organizationId, window, pollMs));
  const decisions = useDecisions(organizationId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const data = query.isPlaceholderData ? undefined : query.data;
  // True once hydrated: the buttons answer clicks from then on (tests wait for it).
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  // Live requests, plus the ones decided here that the latest read no longer lists.
  const rows = useMemo(() => {
    const live = data?.requests ?? [];
    const liveKeys = new Set(live.map((r) => r.key));
    const list: Row[] = live.map((request) => ({ request, gone: false }));
    for (const [key, request] of decisions.decided) if (!liveKeys.has(key)) list.push({ request, gone: true });
    return list.sort(byStart);
  }, [data, decisions.decided]);

  const groups = useMemo(() => {
    const byDay = new Map<string, Row[]>();
    for (const row of rows) {
      const list = byDay.get(row.request.day) ?? [];
      list.push(row);
      byDay.set(row.request.day, list);
    }
    return [...byDay.entries()];
  }, [rows]);

  const liveRows = rows.filter((r) => !r.gone);
  const chosen = rows.filter((r) => selected.has(r.request.key));
  const failed = rows.filter((r) => decisions.outcomes.get(r.request.key)?.state === 'failed');
  const locked = decisions.running;

  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const decideOne = (request: InboxRequest, decision: MemberDecision) => void decisions.run([{ request, decision }], false);
  const decideSelected = (decision: MemberDecision) => void decisions.run(chosen.map((r): Job => ({ request: r.request, decision })), true);
  const retryFailed = () =>
    void decisions.run(
      failed.map((r): Job => ({ request: r.request, decision: decisions.outcomes.get(r.request.key)?.decision ?? 'ACCEPTED' })),
      true,
    );
  const clear = () => {
    decisions.clear();
    setSelected((current) => new Set([...current].filter((key) => liveRows.some((r) => r.request.key === key))));
  };

  const columns = canDecide ? 6 : 4;

  return (
    <div className="space-y-4" data-testid="requests-inbox" data-ready={hydrated && query.data !== undefined}>
      <InboxToolbar
        organizationId={organizationId}
        window={window}
        isDefaultWindow={isDefaultWindow}
        timeZone={timeZone}
        count={data ? data.requests.length : null}
        canDecide={canDecide}
        fetchedAt={data?.fetchedAt ?? null}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      {problem && <Alert tone="warning" title="The range in the link was adjusted">{problem}</Alert>}
      {query.isError && <StaleNotice since={query.data ? query.dataUpdatedAt : null} message={query.error.message} onRetry={() => void query.refetch()} />}

      {canDecide && rows.length > 0 && (
        <BulkBar
          selectable={liveRows.length}
          selected={chosen.length}
          allSelected={liveRows.length > 0 && liveRows.every((r) => selected.has(r.request.key))}
          batch={decisions.batch}
          outcomes={decisions.outcomes}
          locked={locked}
          failedCount={failed.length}
          hasResults={decisions.outcomes.size > 0}
          onSelectAll={(all) => setSelected(all ? new Set(liveRows.map((r) => r.request.key)) : new Set())}
          onDecide={decideSelected}
          onRetryFailed={retryFailed}
          onClear={clear}
        />
      )}

      {!query.data ? (
        query.isError ? null : <div className="h-64 animate-shimmer rounded-lg bg-slate-100" aria-busy="true" />
      ) : rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white">
          <EmptyState title="No requests to answer" description="Nobody has asked to join an item or for cover on items starting in this range. New requests appear here on their own." />
        </div>
      ) : (
        <TableContainer>
          <Table>
            <TableCaption>Requests to answer, by day</TableCaption>
            <TableHead>
              <tr>
                {canDecide && (
                  <TableHeaderCell className="w-10 pr-0">
                    <span className="sr-only">Selected</span>
                  </TableHeaderCell>
                )}
                <TableHeaderCell>Person</TableHeaderCell>
                <TableHeaderCell>Item</TableHeaderCell>
                <TableHeaderCell>Request</TableHeaderCell>
                <TableHeaderCell>Warnings</TableHeaderCell>
                {canDecide && <TableHeaderCell>Answer</TableHeaderCell>}
              </tr>
            </TableHead>
            <TableBody>
              {groups.map(([day, dayRows]) => (
                <Fragment key={day}>
                  <tr>
                    <th colSpan={columns} scope="colgroup" className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-left text-xs font-semibold text-slate-700">
                      {dayHeading(day)}
                      <span className="ml-2 font-normal text-slate-500">
                        {dayRows.length} {dayRows.length === 1 ? 'request' : 'requests'}
                      </span>
                    </th>
                  </tr>
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
                      locked={locked}
                      onSelect={(on) => toggle(request.key, on)}
                      onDecide={(decision) => decideOne(request, decision)}
                    />
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {data && <AwaitingList organizationId={organizationId} awaiting={data.awaiting} timeZone={timeZone} />}
    </div>
  );
}
