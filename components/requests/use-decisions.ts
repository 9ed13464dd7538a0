'use client';

import { useQueryClient } from '@tanstack/react-query';
import pLimit from 'p-limit';
import { useCallback, useRef, useState } from 'react';
import type { MemberDecision } from '@/lib/contract/members';
import { requestKeys } from '@/lib/requests/queries';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { AppErrorShape } from '@/lib/errors';
import type { ConflictYes } from '@/components/ui/conflict-confirm';
import type { MemberNow } from '@/lib/staffing';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { sendDecision } from './send-decision';

// Decisions from the inbox, side by side: each row runs on its own (a slow answer holds up only
// its own row), at most CONCURRENT_DECISIONS at a time so a bulk of forty does not flood the
// service; the rest wait their turn. A failed row never stops the rest, and decided rows stay on
// screen with their outcome after the next poll drops them, until the manager clears them.

const CONCURRENT_DECISIONS = 3;

export type RowOutcome =
  | { state: 'queued'; decision: MemberDecision }
  | { state: 'running'; decision: MemberDecision }
  | { state: 'done'; decision: MemberDecision; alreadyApplied: boolean }
  | { state: 'not_pending'; decision: MemberDecision; now: MemberNow }
  | { state: 'failed'; decision: MemberDecision; message: string };

/** Sent or waiting to be: the row takes no other answer meanwhile. */
export const isInFlight = (outcome: Pick<RowOutcome, 'state'> | undefined) => outcome?.state === 'queued' || outcome?.state === 'running';
/** Answered for good (done, or found no longer pending): nothing more to do on the row. */
export const isSettled = (outcome: Pick<RowOutcome, 'state'> | undefined) => outcome?.state === 'done' || outcome?.state === 'not_pending';

/** `confirmConflicts`: the manager already said yes to the double booking or rule breaks this approval makes; `ruleBreakReason`: why, for the rules. */
export type Job = { request: InboxRequest; decision: MemberDecision; confirmConflicts?: boolean; ruleBreakReason?: string | undefined };

/** Asks the manager about double bookings the server found; resolves with the answer. */
/** Asks about a refused write when it was refused to ask first (lib/working-time's askRefusedWrite): yes (with a reason for rule breaks), no, or null when it was refused for something else. */
export type AskConflicts = (request: InboxRequest, error: AppErrorShape) => Promise<ConflictYes | false | null>;

export type Batch = { id: number; decision: MemberDecision | 'mixed'; keys: string[]; finished: number; running: boolean };

export function useDecisions(organizationId: string, askConflicts: AskConflicts, send: typeof sendDecision = sendDecision) {
  const queryClient = useQueryClient();
  const [limit] = useState(() => pLimit(CONCURRENT_DECISIONS));
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(() => new Map());
  const [decided, setDecided] = useState<ReadonlyMap<string, InboxRequest>>(() => new Map());
  const [batch, setBatch] = useState<Batch | null>(null);
  // Keys sent or waiting: read synchronously, so a double click never sends a row twice.
  const inFlight = useRef(new Set<string>());
  const batches = useRef(0);
  // Rows answered since the caller last asked (takeSettled): it moves the keyboard focus on.
  const settled = useRef<string[]>([]);

  const setOutcome = (key: string, outcome: RowOutcome) => setOutcomes((current) => new Map(current).set(key, outcome));

  const decide = useCallback(
    async ({ request, decision, confirmConflicts = false, ruleBreakReason }: Job) => {
      const { key } = request;
      setOutcome(key, { state: 'running', decision });
      const sendOnce = (confirmed: boolean, ruleBreakReason?: string) => send(organizationId, { itemId: request.item.id, userId: request.person.userId, confirmConflicts: confirmed, ruleBreakReason }, decision);
      let result = await sendOnce(confirmConflicts, ruleBreakReason);
      // The server found a double booking the row's warnings did not show (read before it was made)
      // or a working-time rule the approval breaks: ask (a reason for the rules), then send again.
      const yes = result.ok ? null : await askConflicts(request, result.error);
      if (yes) result = await sendOnce(true, yes.reason);
      else if (yes === false) {
        // Cancel: the row is as it was, nothing sent.
        const without = <T,>(current: ReadonlyMap<string, T>) => new Map([...current].filter(([k]) => k !== key));
        setOutcomes(without);
        setDecided(without);
        inFlight.current.delete(key);
        return;
      }
      if (!result.ok) setOutcome(key, { state: 'failed', decision, message: result.error.message });
      else if (result.data.result === 'done') setOutcome(key, { state: 'done', decision, alreadyApplied: result.data.alreadyApplied });
      else setOutcome(key, { state: 'not_pending', decision, now: result.data.now });
      inFlight.current.delete(key);
      settled.current.push(key);
    },
    [organizationId, askConflicts, send],
  );

  /** Starts the jobs whose rows are not already in flight; a bulk (`asBatch`) gets a progress bar. */
  const run = useCallback(
    async (jobs: readonly Job[], asBatch: boolean) => {
      const fresh = jobs.filter((job) => !inFlight.current.has(job.request.key));
      if (fresh.length === 0) return;
      for (const { request } of fresh) inFlight.current.add(request.key);
      setOutcomes((current) => {
        const next = new Map(current);
        for (const { request, decision } of fresh) next.set(request.key, { state: 'queued', decision });
        return next;
      });
      setDecided((current) => {
        const next = new Map(current);
        for (const { request } of fresh) next.set(request.key, request);
        return next;
      });
      const id = (batches.current += 1);
      const decisions = new Set(fresh.map((job) => job.decision));
      const ofThisBatch = (change: (b: Batch) => Batch) => setBatch((b) => (b?.id === id ? change(b) : b));
      if (asBatch) setBatch({ id, decision: decisions.size === 1 ? fresh[0]!.decision : 'mixed', keys: fresh.map((job) => job.request.key), finished: 0, running: true });
      await Promise.all(
        fresh.map((job) =>
          limit(async () => {
            await decide(job);
            if (asBatch) ofThisBatch((b) => ({ ...b, finished: b.finished + 1 }));
          }),
        ),
      );
      if (asBatch) ofThisBatch((b) => ({ ...b, running: false }));
      // Once per call, not per row: a bulk of forty must not start forty reads of the inbox and the week.
      void queryClient.invalidateQueries({ queryKey: requestKeys.organization(organizationId) });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) });
    },
    [decide, limit, organizationId, queryClient],
  );

  const clear = useCallback(() => {
    const keep = (key: string) => inFlight.current.has(key);
    setOutcomes((current) => new Map([...current].filter(([key]) => keep(key))));
    setDecided((current) => new Map([...current].filter(([key]) => keep(key))));
    setBatch((b) => (b?.running ? b : null));
  }, []);

  const takeSettled = useCallback(() => settled.current.splice(0), []);

  const running = [...outcomes.values()].some(isInFlight);
  return { outcomes, decided, batch, running, run, clear, takeSettled };
}
