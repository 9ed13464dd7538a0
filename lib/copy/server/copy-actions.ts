import 'server-only';
import type { z } from 'zod';
import { copyRowCommandSchema, startCopyInputSchema, undoCopyInputSchema } from '@/lib/copy/copy-input';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { createAnyway, markRowHandled, requestCopyUndo, retryCopyRow } from './copy-commands';
import { runCopySoon } from './copy-run';
import { startCopy } from './copy-start';

// The copy's writes (lib/copy/actions.ts makes them server actions): scheduler and up, scoped
// to the organization; a copy or row of another organization is "not found". Each commits what it
// decided and returns at once; the copy's rows are then worked in the background (copy-run.ts)
// while the dialog polls GET /api/organizations/<id>/copies/<copyId>.

const copyTarget = (input: { copyId: string }) => ({ type: 'copy', id: input.copyId });
const who = (ctx: { user: { id: string; email: string } }) => ({ id: ctx.user.id, email: ctx.user.email });

export const startCopyDefinition = {
  input: startCopyInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'copy.started', target: (i) => ({ type: 'organization', id: i.organizationId }) },
} satisfies ActionDefinition<typeof startCopyInputSchema>;

export const startCopyHandler = (async (input, ctx) => {
  const started = await startCopy(ctx.services, input, who(ctx));
  ctx.audit({ target: { type: 'copy', id: started.copyId }, detail: { organizationId: input.organizationId, span: input.span, sourceDate: input.sourceDate, targetDate: input.targetDate, withPeople: input.withPeople, alreadyThere: input.alreadyThere, items: started.total, skipped: started.skipped, again: !started.started, ...(started.ruleBreaks ? { ruleBreaks: started.ruleBreaks } : {}) } });
  runCopySoon(ctx.services, started.copyId, { ...who(ctx), via: 'copy' });
  return started;
}) satisfies ActionHandler<typeof startCopyInputSchema, unknown>;

type RowCommand = typeof copyRowCommandSchema;
const rowDefinition = (action: string) =>
  ({ input: copyRowCommandSchema, role: 'scheduler', scope: inOrganization, audit: { action, target: copyTarget } }) satisfies ActionDefinition<RowCommand>;

export const retryCopyRowDefinition = rowDefinition('copy.retry_row');
export const createAnywayDefinition = rowDefinition('copy.create_anyway_row');
export const markCopyRowHandledDefinition = rowDefinition('copy.mark_row_handled');

const rowHandler =
  (command: typeof retryCopyRow, via: 'retry' | 'create_anyway' | null): ActionHandler<RowCommand, { state: string }> =>
  async (input: z.output<RowCommand>, ctx) => {
    const row = await command(ctx.db, input.organizationId, input.copyId, input.rowId, who(ctx));
    if (via) runCopySoon(ctx.services, input.copyId, { ...who(ctx), via });
    return { state: row.state };
  };

export const retryCopyRowHandler = rowHandler(retryCopyRow, 'retry');
export const createAnywayHandler = rowHandler(createAnyway, 'create_anyway');
export const markCopyRowHandledHandler = rowHandler(markRowHandled, null);

export const undoCopyDefinition = {
  input: undoCopyInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'copy.undo', target: copyTarget },
} satisfies ActionDefinition<typeof undoCopyInputSchema>;

export const undoCopyHandler = (async (input, ctx) => {
  const copy = await requestCopyUndo(ctx.db, input.organizationId, input.copyId, who(ctx));
  runCopySoon(ctx.services, copy.id, { ...who(ctx), via: 'undo' });
  return { state: copy.state };
}) satisfies ActionHandler<typeof undoCopyInputSchema, unknown>;
