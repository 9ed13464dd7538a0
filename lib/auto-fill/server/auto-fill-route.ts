import 'server-only';
import { autoFillQuerySchema } from '@/lib/auto-fill/auto-fill-query';
import { withHandChanges, withHandChangesShown, type AutoFillScore, type PlannedPerson, type PlannedShift, type ProposalLine, type UnfilledLine } from '@/lib/auto-fill';
import { AppError } from '@/lib/errors';
import { FORM_ERROR_KEY, fieldErrorsOf } from '@/lib/field-errors';
import { inOrganization, type RouteContext, type RouteDefinition } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { storeProposal } from './proposal-store';
import { readAutoFillInput } from './read-auto-fill-input';
import { runAutoFill } from './run-auto-fill';

// GET /api/organizations/:id/auto-fill?from=<ms>&to=<ms>: a proposed staffing of the range's open
// places (scheduler and up, the organization in scope), kept under the id it answers with. With
// `pinned` / `open` (a re-solve around hand changes) those lines are kept and the rest solved again.

/** The solver's time: with the reads, the model and the words, the proposal is ready within about 5 s. */
export const AUTO_FILL_TIME_LIMIT_MS = 3_000;

export const autoFillRoute: RouteDefinition<{ organizationId: string }> = { role: 'scheduler', name: 'GET auto-fill', scope: inOrganization };

/**
 * Shifts starting before this instant are published and never re-planned; null: none are. Drafts
 * keep the date (`publishedUntilOf`); the route hands it in, so this feature does not reach into that one.
 */
export type PublishedUntilOf = (db: Db, organizationId: string) => Promise<number | null>;

/** `shifts`: the open ones planned; `people`: everyone who may be planned (a hand change picks among them). */
export type AutoFillAnswer = { proposalId: string; assignments: ProposalLine[]; unfilled: UnfilledLine[]; score: AutoFillScore; status: 'optimal' | 'timeLimit'; shifts: PlannedShift[]; people: PlannedPerson[] };

const refused = (fieldErrors: Record<string, string[]>, message: string) => new AppError('invalid_input', message, { fieldErrors });

export const answerAutoFill = (publishedUntilOf: PublishedUntilOf) => async (request: Request, { params, services, user }: RouteContext<{ organizationId: string }>): Promise<AutoFillAnswer> => {
  const query = autoFillQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const fieldErrors = fieldErrorsOf(query.error);
    const words = Object.entries(fieldErrors).map(([field, messages]) => `${field === FORM_ERROR_KEY ? 'query' : field}: ${messages.join(', ')}`);
    throw refused(fieldErrors, `No proposal for that range (${words.join('; ')}).`);
  }
  const changes = { pinned: query.data.pinned ?? [], keptOpen: query.data.open ?? [] };
  const { organizationId } = params;
  const range = { from: query.data.from, to: query.data.to };
  const input = await readAutoFillInput(services, organizationId, range, await publishedUntilOf(services.db, organizationId));
  const changed = withHandChanges(input, changes);
  if (changed.refusals.length > 0) {
    // Each refusal names its line (`pinned.<itemId>:<userId>` or `open.<itemId>`), so the panel shows it there.
    const fieldErrors = Object.fromEntries(changed.refusals.map((r) => [r.userId ? `pinned.${r.itemId}:${r.userId}` : `open.${r.itemId}`, [r.message]]));
    throw refused(fieldErrors, `Not re-solved: ${changed.refusals.map((r) => r.message).join('; ')}.`);
  }
  const proposal = withHandChangesShown(await runAutoFill(services.workers, changed.input, { timeLimitMs: AUTO_FILL_TIME_LIMIT_MS }), changes);
  const proposalId = await storeProposal(services.db, { organizationId, ...range, createdById: user.id, proposal });
  return {
    proposalId,
    assignments: proposal.assignments,
    unfilled: proposal.unfilled,
    score: proposal.score,
    status: proposal.status,
    shifts: input.slots.map((s) => ({ itemId: s.itemId, start: s.start, end: s.end, name: s.name ?? null, position: s.position })),
    people: input.people.map((p) => ({ userId: p.userId, name: p.name })),
  };
};
