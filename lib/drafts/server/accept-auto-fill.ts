import 'server-only';
import type { z } from 'zod';
import type { ProposalLine } from '@/lib/auto-fill';
import type { acceptAutoFillInputSchema } from '@/lib/drafts/draft-input';
import { AppError } from '@/lib/errors';
import type { AppServices } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { addDraftLines } from './draft-line-input';
import { draftOfOrganization } from './draft-commands';
import type { DraftLineRow } from './draft-store';

// Accepting some or all of an auto-fill proposal into a draft: each accepted line becomes an
// assign line with the solver's reasons. The proposals are stored by the auto-fill service
// (`auto_fill_proposals`); its reader is handed in, so this feature does not reach into that one.

/** A stored proposal as the auto-fill service keeps it. */
export type StoredProposal = { id: string; organizationId: string; assignments: ProposalLine[] };
/** Reads a stored proposal by id (the auto-fill service's `readStoredProposal`). */
export type ReadStoredProposal = (db: Db, id: string) => Promise<StoredProposal | null>;

export async function acceptAutoFillLines(services: AppServices, input: z.output<typeof acceptAutoFillInputSchema>, readProposal: ReadStoredProposal): Promise<DraftLineRow[]> {
  const draft = await draftOfOrganization(services.db, input.organizationId, input.draftId);
  if (draft.state !== 'open') throw new AppError('conflict', 'This draft is not open any more.');
  const proposal = await readProposal(services.db, input.proposalId);
  if (!proposal || proposal.organizationId !== input.organizationId) {
    throw new AppError('not_found', 'This proposal is not in Shiftdesk any more: run auto-fill again.', { fieldErrors: { proposalId: ['Not found: run auto-fill again'] } });
  }
  const proposed = new Map(proposal.assignments.map((line) => [`${line.itemId}:${line.userId}`, line]));
  const missing = input.accepted.filter((line) => !proposed.has(`${line.itemId}:${line.userId}`));
  if (missing.length > 0) throw new AppError('invalid_input', `${missing.length} of the lines chosen are not in this proposal.`, { fieldErrors: { accepted: [`${missing.length} not in the proposal`] } });
  // The same line chosen twice is one line.
  const chosen = [...new Map(input.accepted.map((line) => [`${line.itemId}:${line.userId}`, line])).values()];
  return addDraftLines(
    services.upstream,
    services.db,
    draft,
    chosen.map((line) => ({ kind: 'assign', itemId: line.itemId, userId: line.userId, source: 'auto-fill', reasons: proposed.get(`${line.itemId}:${line.userId}`)?.reasons ?? [], proposalId: proposal.id })),
  );
}
