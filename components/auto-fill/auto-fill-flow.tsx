'use client';

import { useQueryClient } from '@tanstack/react-query';
import { callAction } from '@/components/ui/call-action';
import type { Assignment } from '@/lib/auto-fill';
import type { ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import { acceptAutoFillLinesAction, openDraftAction } from '@/lib/drafts/actions';
import { draftKeys } from '@/lib/drafts/queries';
import type { ActionResult } from '@/lib/errors';
import { AutoFillPanel } from './auto-fill-panel';
import { readProposal } from './read-proposal';

// The panel wired to the app: a re-solve is the auto-fill route with the hand changes; accepting
// opens the range's draft (the server answers the open one if there is one) and adds the lines to it.

type Range = { from: number; to: number };

export async function acceptIntoDraft(organizationId: string, range: Range, proposalId: string, accepted: Assignment[]): Promise<ActionResult<{ accepted: number }>> {
  const opened = await callAction(() => openDraftAction({ organizationId, from: range.from, to: range.to }));
  if (!opened.ok) return opened;
  const added = await callAction(() => acceptAutoFillLinesAction({ organizationId, draftId: opened.data.draft.id, proposalId, accepted }));
  return added.ok ? { ok: true, data: { accepted: added.data.lines.length } } : added;
}

export function AutoFillFlow({ organizationId, range, timeZone, answer, onClose }: { organizationId: string; range: Range; timeZone: string; answer: ProposalAnswer; onClose: () => void }) {
  const queryClient = useQueryClient();
  // Accepted lines are the draft's now: the draft bar and the striped entries read them again.
  const accept = async (proposalId: string, lines: Assignment[]) => {
    const accepted = await acceptIntoDraft(organizationId, range, proposalId, lines);
    if (accepted.ok) void queryClient.invalidateQueries({ queryKey: draftKeys.all });
    return accepted;
  };
  return (
    <AutoFillPanel
      answer={answer}
      timeZone={timeZone}
      onClose={onClose}
      resolve={(changes, signal) => readProposal(organizationId, range, changes)(signal)}
      accept={accept}
    />
  );
}
