import { autoFillUrl, type HandChanges } from '@/lib/auto-fill';
import type { ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import { fetchJson } from '@/lib/queries/fetch-json';

/** Reads a proposal for a range (with the hand changes of a re-solve) from the auto-fill route. */
export const readProposal = (organizationId: string, range: { from: number; to: number }, changes?: HandChanges) => (signal: AbortSignal) =>
  fetchJson<ProposalAnswer>(autoFillUrl(organizationId, range, changes), signal);
