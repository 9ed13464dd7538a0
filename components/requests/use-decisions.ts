'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { callAction } from '@/components/calendar/call-action';
import { approveMemberAction, declineMemberAction } from '@/lib/actions/member-decisions';
import type { MemberDecision } from '@/lib/contract/members';
import { requestKeys } from '@/lib/queries/requests';
import { scheduleKeys } from '@/lib/queries/schedule';
import type { MemberNow } from '@/lib/requests/decision-plan';
import type { InboxRequest } from '@/lib/requests/inbox-types';

// Decisions from the inbox, one at a time (server actions run one after another anyway): each row
// gets its own outcome, a failed row never stops the rest, and decided rows stay on screen with
// their outcome after the next poll drops them, until the manager clears them.

export type RowOutcome =
  | { state: 'running'; decision: MemberDecision }
  | { state: 'done'; decision: MemberDecision; alreadyApplied: boolean }
  | { state: 'not_pending'; decision: MemberDecision; now: MemberNow }
  | { state: 'failed'; decision: MemberDecision; message: string };

export type Job = { request: InboxRequest; decision: MemberDecision };

export type Batch = { decision: MemberDecision | 'mixed'; keys: string[]; finished: number; running: boolean };

const actions = { ACCEPTED: approveMemberAction, DECLINED: declineMemberAction } as const;

export function useDecisions(organizationId: string) {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(() => new Map());
  const [decided, setDecided] = useState<ReadonlyMap<string, InboxRequest>>(() => new Map());
  const [batch, setBatch] = useState<Batch | null>(null);
  const busy = useRef(false);
  const [running, setRunning] = useState(false);

  const setOutcome = (key: string, outcome: RowOutcome) => setOutcomes((current) => new Map(current).set(key, outcome));

  const run = useCallback(
    async (jobs: readonly Job[], asBatch: boolean) => {
      if (busy.current || jobs.length === 0) return;
      busy.current = true;
      setRunning(true);
      const decisions = new Set(jobs.map((j) => j.decision));
      const keys = jobs.map((j) => j.request.key);
      if (asBatch) setBatch({ decision: decisions.size === 1 ? jobs[0]!.decision : 'mixed', keys, finished: 0, running: true });
      setDecided((current) => {
        const next = new Map(current);
        for (const job of jobs) next.set(job.request.key, job.request);
        return next;
      });
      try {
        for (const [index, { request, decision }] of jobs.entries()) {
          setOutcome(request.key, { state: 'running', decision });
          const result = await callAction(() => actions[decision]({ organizationId, itemId: request.item.id, userId: request.person.userId }));
          if (!result.ok) setOutcome(request.key, { state: 'failed', decision, message: result.error.message });
          else if (result.data.result === 'done') setOutcome(request.key, { state: 'done', decision, alreadyApplied: result.data.alreadyApplied });
          else setOutcome(request.key, { state: 'not_pending', decision, now: result.data.now });
          if (asBatch) setBatch((b) => (b ? { ...b, finished: index + 1 } : b));
        }
      } finally {
        busy.current = false;
        setRunning(false);
        if (asBatch) setBatch((b) => (b ? { ...b, running: false } : b));
        void queryClient.invalidateQueries({ queryKey: requestKeys.organization(organizationId) });
        void queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) });
      }
    },
    [organizationId, queryClient],
  );

  const clear = useCallback(() => {
    setOutcomes(new Map());
    setDecided(new Map());
    setBatch(null);
  }, []);

  return { outcomes, decided, batch, running, run, clear };
}
