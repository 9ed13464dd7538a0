import 'server-only';
import { AppError } from '@/lib/errors';
import { requireOrganizationMembers } from '@/lib/people/server';
import { DEFAULT_NEEDS } from '@/lib/schedule';
import { auditView, createBodyOf, createScheduleItem, requireConfirmedConflicts, saveNeeds } from '@/lib/schedule/server';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { assignMembers } from '@/lib/staffing/server';
import { createFromTemplateInputSchema, peopleToAssign } from '../create-from-template-input';
import { templateById } from './template-store';

// A new item from a template in one action: the item (the schedule's create), its "needs N" (the
// drawer's store) and its people (the staffing panel's assign), each through the code that already
// does it. Everyone it puts on the item is asked about first, before anything is written, so a
// "no" leaves nothing behind; the yes (and the reason for a rule break) then carries to the assign.

type Input = typeof createFromTemplateInputSchema;
export const createFromTemplateDefinition = {
  input: createFromTemplateInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'calendar_item.created_from_template', target: (i) => ({ type: 'organization', id: i.organizationId }) },
} satisfies ActionDefinition<Input>;

export const createFromTemplate = (async (input, ctx) => {
  const { organizationId } = input;
  if (!(await templateById(ctx.db, organizationId, input.templateId))) throw new AppError('not_found', 'This template is gone: someone may have removed it.');
  const people = peopleToAssign(input);
  await requireOrganizationMembers(ctx.services, organizationId, people);
  const made = { id: '', type: input.type, status: 'ASSIGNED', start: input.start, end: input.end };
  const ruleBreaks = await requireConfirmedConflicts(ctx.services, organizationId, made, people, input);
  // Everyone goes on through the assign below, the first assignee too.
  const created = await createScheduleItem(ctx.services, createBodyOf(input, false));
  if (input.needs !== DEFAULT_NEEDS) await saveNeeds(ctx.db, organizationId, created.id, input.needs);
  const staffed =
    people.length === 0
      ? null
      : await assignMembers(ctx.services, {
          organizationId,
          itemId: created.id,
          assignees: people.map((userId) => ({ type: 'USER' as const, userId, initialStatus: 'ASSIGNED' as const })),
          initialStatus: 'ASSIGNED',
          newCalendarItemStatus: 'ASSIGNED',
          shouldReplaceMemberStatuses: false,
          confirmConflicts: true,
          ruleBreakReason: ruleBreaks?.reason,
        });
  const item = staffed?.item ?? created;
  const refused = staffed?.results.filter((r) => !r.ok).map((r) => ({ userId: r.assignee.userId, error: r.ok ? '' : r.error.message })) ?? [];
  ctx.audit({
    target: { type: 'calendar_item', id: item.id },
    after: auditView(item),
    detail: { templateId: input.templateId, needs: input.needs, people, ...(refused.length ? { refused } : {}), ...(ruleBreaks ? { ruleBreaks } : {}) },
  });
  return { item, needs: input.needs, refused };
}) satisfies ActionHandler<Input, unknown>;
