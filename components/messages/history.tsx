'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/ui/call-action';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CopyId } from '@/components/ui/copy-id';
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryIcon, RefreshIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { ZonedTime } from '@/components/ui/zoned-time';
import { markMessageSentAction, retryMessageAction, sendMessageAgainAction } from '@/lib/messages/actions';
import type { ActionResult } from '@/lib/errors';
import { outboxStateLabels, type HistoryRead, type OutboxRowView, type OutboxStateName } from '@/lib/messages/types';
import { fetchHistory, HISTORY_POLL_BUSY_MS, HISTORY_POLL_IDLE_MS, HISTORY_QUERY_KEY } from './history-query';
import { contentSummary, organizationLabel, targetLabel } from './labels';

// Only after a click on "Send again": not part of the page's first load.
const SendAgainDialog = lazy(() => import('./send-again-dialog').then((m) => ({ default: m.SendAgainDialog })));

const tones: Record<OutboxStateName, BadgeTone> = {
  pending: 'info',
  creating_card: 'info',
  card_created: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  uncertain: 'warning',
};

const inFlight = new Set<OutboxStateName>(['pending', 'creating_card', 'card_created', 'sending']);
/** A row waiting this long with nobody working on it can be pushed by hand. */
const STUCK_MS = 60_000;

export type MessageHistoryProps = {
  initial: HistoryRead;
  /** Schedulers and admins: Retry, Send again anyway, Mark as sent. */
  canAct: boolean;
  canSend: boolean;
  /** The time zone of each configured organization, by id: rows are timed in their organization's zone. */
  organizationZones: Readonly<Record<string, string>>;
};

/** What was sent, by whom, to where and when, with its state; polled. */
export function MessageHistory({ initial, canAct, canSend, organizationZones }: MessageHistoryProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => fetchHistory(signal),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (q) => ((q.state.data?.rows ?? []).some((r) => inFlight.has(r.state)) ? HISTORY_POLL_BUSY_MS : HISTORY_POLL_IDLE_MS),
  });
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OutboxRowView | null>(null);
  const rows = query.data.rows;

  const run = async (row: OutboxRowView, what: string, action: () => Promise<ActionResult<OutboxRowView>>) => {
    setBusyRow(row.id);
    const result = await callAction(action);
    setBusyRow(null);
    await queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
    if (!result.ok) {
      toast.error(`${what} did not work`, { description: result.error.message });
      return;
    }
    const state = result.data.state;
    if (state === 'sent') toast.success('Message sent', { description: `${targetLabel(result.data)}` });
    else if (state === 'failed') toast.error('Still not sent', { description: result.data.lastError ?? undefined });
    else if (state === 'uncertain') toast.warning('It may have been sent', { description: 'Check the conversation.' });
  };

  return (
    <Card role="region" aria-labelledby="history-title">
      <CardHeader
        title={<span id="history-title">History</span>}
        description="Every message sent from Shiftdesk, newest first. Times are in the organization’s time zone (else your browser’s), named under each."
        actions={
          <Button size="sm" variant="ghost" icon={query.isFetching ? <Spinner className="size-3.5" /> : <RefreshIcon size={14} />} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
      />
      {query.isError && (
        <div className="border-b border-slate-200 px-5 py-3">
          <Alert tone="warning">The history could not be refreshed: {query.error.message} It is shown as last read.</Alert>
        </div>
      )}
      {rows.length === 0 ? (
        <EmptyState compact icon={<HistoryIcon size={18} />} title="No messages yet" description="Messages sent from this page appear here with their state." />
      ) : (
        <TableContainer bordered={false} aria-label="Message history">
          <Table className="min-w-[980px] table-fixed">
            <TableCaption>Messages, newest first. Times are in the organization’s time zone (else your browser’s), named under each.</TableCaption>
            <colgroup>
              <col className="w-[13.5rem]" />
              <col />
              <col className="w-[12.5rem]" />
              <col className="w-[14rem]" />
              <col className="w-[12.5rem]" />
            </colgroup>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Time and sender</TableHeaderCell>
                <TableHeaderCell>Message</TableHeaderCell>
                <TableHeaderCell>To</TableHeaderCell>
                <TableHeaderCell>State</TableHeaderCell>
                <TableHeaderCell>Ids</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="message-row" data-state={row.state} className="align-top">
                  <TableCell className="align-top">
                    <ZonedTime at={row.createdAt} zone={Object.hasOwn(organizationZones, row.organizationId) ? organizationZones[row.organizationId] : null} className="block" />
                    <div className="truncate text-xs text-slate-500" title={row.createdByEmail ?? undefined}>
                      {row.createdByEmail ?? 'unknown sender'}
                    </div>
                  </TableCell>
                  <TableCell className="align-top">
                    <div className="truncate font-medium text-slate-900" title={contentSummary(row.content)}>
                      {contentSummary(row.content) || <span className="text-slate-500 italic">No text</span>}
                    </div>
                    <div className="truncate text-xs text-slate-500">{row.templateName ?? row.templateId}</div>
                  </TableCell>
                  <TableCell className="align-top">
                    <div className="flex items-center gap-1.5 truncate text-slate-800">
                      {row.conversationName ? (
                        <span className="truncate">{row.conversationName}</span>
                      ) : (
                        <>
                          <span className="truncate text-slate-600 italic">A conversation no longer saved</span>
                          <CopyId id={row.conversationId} kind="conversation id" name="the conversation" />
                        </>
                      )}
                      {row.everyone && <Badge tone="info">All members</Badge>}
                    </div>
                    <div className="truncate text-xs text-slate-500">{organizationLabel(row)}</div>
                  </TableCell>
                  <TableCell className="align-top">
                    <StateCell row={row} />
                    {canAct && <RowActions row={row} readAt={query.data.fetchedAt} busy={busyRow === row.id} canSend={canSend} onRun={run} onSendAgain={() => setConfirming(row)} />}
                  </TableCell>
                  <TableCell className="align-top whitespace-nowrap">
                    <div className="flex flex-col items-start gap-1">
                      {row.cardId ? <CopyId id={row.cardId} kind="card id" name={messageName(row)} /> : <span className="text-xs text-slate-500">No card</span>}
                      {row.messageId && <CopyId id={row.messageId} kind="message id" name={messageName(row)} />}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <SendAgainDialog
            row={confirming}
            onClose={() => setConfirming(null)}
            onConfirm={(row) => {
              setConfirming(null);
              void run(row, 'Sending again', () => sendMessageAgainAction({ id: row.id }));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}


function StateCell({ row }: { row: OutboxRowView }) {
  return (
    <div className="space-y-1">
      <Badge tone={tones[row.state]} dot>
        {inFlight.has(row.state) && <Spinner className="size-3" />}
        {outboxStateLabels[row.state]}
      </Badge>
      {row.state === 'uncertain' && <p className="text-xs font-medium text-amber-800">May have been sent: check the conversation.</p>}
      {row.lastError && row.state !== 'sent' && <p className="text-xs break-words text-slate-600">{row.lastError}</p>}
      {row.lastError && row.state === 'sent' && <p className="text-xs text-slate-500">{row.lastError}</p>}
    </div>
  );
}

type RunRow = (row: OutboxRowView, what: string, action: () => Promise<ActionResult<OutboxRowView>>) => Promise<void>;

type RowActionsProps = { row: OutboxRowView; readAt: number; busy: boolean; canSend: boolean; onRun: RunRow; onSendAgain: () => void };

/** Each row's buttons say which message they act on: a list of identical "Retry" buttons tells a screen reader nothing. */
const messageName = (row: OutboxRowView) => `“${contentSummary(row.content) || 'message'}” to ${targetLabel(row)}`;

function RowActions({ row, readAt, busy, canSend, onRun, onSendAgain }: RowActionsProps) {
  // Measured against the time of the read, not the clock: the same on the server and in the browser.
  const stuck = inFlight.has(row.state) && readAt - Date.parse(row.updatedAt) > STUCK_MS;
  if (row.state === 'failed' || stuck) {
    return (
      <Button
        size="sm"
        className="mt-2"
        loading={busy}
        disabled={!canSend}
        aria-label={`Retry ${messageName(row)}`}
        onClick={() => void onRun(row, 'Retry', () => retryMessageAction({ id: row.id }))}
      >
        Retry
      </Button>
    );
  }
  if (row.state === 'uncertain') {
    return (
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Button size="sm" loading={busy} aria-label={`Mark as sent ${messageName(row)}`} onClick={() => void onRun(row, 'Marking as sent', () => markMessageSentAction({ id: row.id }))}>
          Mark as sent
        </Button>
        <Button size="sm" variant="ghost" disabled={busy || !canSend} aria-label={`Send again anyway ${messageName(row)}`} onClick={onSendAgain}>
          Send again anyway
        </Button>
      </div>
    );
  }
  return null;
}
