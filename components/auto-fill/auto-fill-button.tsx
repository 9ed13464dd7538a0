'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineStatus } from '@/components/ui/inline-status';
import { Spinner } from '@/components/ui/spinner';
import { shownRange } from '@/lib/schedule';
import { readProposal } from './read-proposal';
import { useProposalRequest } from './use-proposal-request';

// The panel (and the draft actions) load when a proposal is there to show, not with the page.
const AutoFillFlow = dynamic(() => import('./auto-fill-flow').then((m) => m.AutoFillFlow));

/**
 * "Auto-fill" beside Copy on the schedule and the roster (schedulers only): asks for a proposed
 * staffing of the shown week. The solve takes seconds, so the page stays usable meanwhile: the
 * button shows the seconds waited and a Cancel (the answer is then ignored); the panel opens with
 * the answer.
 */
export function AutoFillButton({ organizationId, timeZone, shownDate }: { organizationId: string; timeZone: string; shownDate: string }) {
  // The week asked about, kept with its answer: the page may show another week by the time it comes.
  const [asked, setAsked] = useState<{ from: number; to: number } | null>(null);
  const { request, start, cancel, reset } = useProposalRequest();
  const ask = () => {
    const { start: from, end: to } = shownRange('week', shownDate, timeZone);
    setAsked({ from, to });
    void start(readProposal(organizationId, { from, to }));
  };

  return (
    <>
      {request.state === 'solving' ? (
        <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Auto-filling… {request.seconds} s
          <Button variant="ghost" size="sm" onClick={cancel}>
            Cancel
          </Button>
        </span>
      ) : (
        <Button variant="secondary" size="sm" onClick={ask}>
          Auto-fill
        </Button>
      )}
      {request.state === 'failed' && <InlineStatus tone="danger">No proposal: {request.error.message}</InlineStatus>}
      {request.state === 'ready' && asked && <AutoFillFlow organizationId={organizationId} range={asked} timeZone={timeZone} answer={request.answer} onClose={reset} />}
    </>
  );
}
