'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import { ReadError } from '@/lib/queries/fetch-json';

// A proposal takes seconds to solve: the request runs while the page stays usable, counts the
// seconds it has waited (the progress shown), and can be cancelled: its answer is then ignored
// (the server's solve finishes on its own and is kept, unused).

export type ReadProposal = (signal: AbortSignal) => Promise<ProposalAnswer>;

export type ProposalRequest =
  | { state: 'idle' }
  | { state: 'solving'; seconds: number }
  | { state: 'failed'; error: ReadError }
  | { state: 'ready'; answer: ProposalAnswer };

const failure = (error: unknown): ReadError => (error instanceof ReadError ? error : new ReadError(0, { kind: 'unexpected', message: 'The proposal could not be read.' }));

export function useProposalRequest() {
  const [request, setRequest] = useState<ProposalRequest>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setRequest({ state: 'idle' });
  }, []);

  /** Asks for a proposal; the answer (or the refusal) is resolved too, for a caller that waits on it. */
  const start = useCallback(async (read: ReadProposal): Promise<ProposalRequest> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setRequest({ state: 'solving', seconds: 0 });
    const started = Date.now();
    const tick = setInterval(() => setRequest((r) => (r.state === 'solving' ? { state: 'solving', seconds: Math.floor((Date.now() - started) / 1000) } : r)), 1000);
    let outcome: ProposalRequest;
    try {
      outcome = { state: 'ready', answer: await read(controller.signal) };
    } catch (error) {
      outcome = controller.signal.aborted ? { state: 'idle' } : { state: 'failed', error: failure(error) };
    } finally {
      clearInterval(tick);
    }
    if (running.current !== controller) return { state: 'idle' };
    running.current = null;
    setRequest(outcome);
    return outcome;
  }, []);

  useEffect(() => () => running.current?.abort(), []);
  return { request, start, cancel, reset: cancel };
}
