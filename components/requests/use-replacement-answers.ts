'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { requestKeys } from '@/lib/requests/queries';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { AppErrorShape } from '@/lib/errors';
import type { ConflictYes } from '@/components/ui/conflict-confirm';
import type { MemberNow, ReplacementChoice } from '@/lib/staffing';
import { sendReplacement } from './send-decision';

// Answers to replacement requests, one row at a time (never in bulk: each is a choice of its own).
// As with approvals, an answered row stays on screen with what happened until the manager clears
// the inbox, a double click sends once, and a double booking the server finds is asked about first.

/** `cover`: the person picked, or the colleague who asked; null for release and keep. */
export type ReplacementAnswer = { choice: ReplacementChoice; cover: { userId: string; name: string } | null };

export type ReplacementOutcome =
  | { state: 'running'; answer: ReplacementAnswer }
  | { state: 'done'; answer: ReplacementAnswer; result: 'done' | 'waiting_for_cover'; alreadyApplied: boolean }
  | { state: 'not_pending'; answer: ReplacementAnswer; now: MemberNow }
  | { state: 'failed'; answer: ReplacementAnswer; message: string };

export function useReplacementAnswers(organizationId: string, askConflicts: (error: AppErrorShape) => Promise<ConflictYes | false | null>, send: typeof sendReplacement = sendReplacement) {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ReplacementOutcome>>(() => new Map());
  const [answered, setAnswered] = useState<ReadonlyMap<string, InboxRequest>>(() => new Map());
  const inFlight = useRef(new Set<string>());

  const answer = useCallback(
    /** `asked`: the yes already given to what the row warned of (approving a colleague's cover), sent with the first attempt. */
    async (request: InboxRequest, chosen: ReplacementAnswer, asked?: ConflictYes) => {
      const { key } = request;
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      setOutcomes((current) => new Map(current).set(key, { state: 'running', answer: chosen }));
      setAnswered((current) => new Map(current).set(key, request));
      const sendOnce = (confirmConflicts: boolean, ruleBreakReason?: string) =>
        send({ organizationId, itemId: request.item.id, userId: request.person.userId, choice: chosen.choice, coverUserId: chosen.cover?.userId ?? null, confirmConflicts, ruleBreakReason });
      let result = await (asked ? sendOnce(true, asked.reason) : sendOnce(false));
      const yes = result.ok ? null : await askConflicts(result.error);
      if (yes) result = await sendOnce(true, yes.reason);
      else if (yes === false) {
        // Cancel: the row is as it was, nothing sent.
        const without = <T,>(current: ReadonlyMap<string, T>) => new Map([...current].filter(([k]) => k !== key));
        setOutcomes(without);
        setAnswered(without);
        inFlight.current.delete(key);
        return;
      }
      const outcome: ReplacementOutcome = !result.ok
        ? { state: 'failed', answer: chosen, message: result.error.message }
        : result.data.result === 'not_pending'
          ? { state: 'not_pending', answer: chosen, now: result.data.now }
          : { state: 'done', answer: chosen, result: result.data.result, alreadyApplied: result.data.alreadyApplied };
      setOutcomes((current) => new Map(current).set(key, outcome));
      inFlight.current.delete(key);
      void queryClient.invalidateQueries({ queryKey: requestKeys.organization(organizationId) });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) });
    },
    [organizationId, askConflicts, send, queryClient],
  );

  const clear = useCallback(() => {
    const keep = (key: string) => inFlight.current.has(key);
    setOutcomes((current) => new Map([...current].filter(([key]) => keep(key))));
    setAnswered((current) => new Map([...current].filter(([key]) => keep(key))));
  }, []);

  return { outcomes, answered, answer, clear };
}
