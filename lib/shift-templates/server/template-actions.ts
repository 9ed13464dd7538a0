import 'server-only';
import { fieldRefusal, goneRefusal } from '@/lib/errors';
import { requireOrganizationMembers } from '@/lib/people/server';
import { addTemplateInputSchema, editTemplateInputSchema, removeTemplateInputSchema, type ShiftTemplate, type TemplateFields } from '@/lib/shift-templates';
import type { AppServices } from '@/lib/server/access';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { deleteTemplate, insertTemplate, nameTaken, templateById, updateTemplate } from './template-store';

// Adding, editing and removing an organization's shift templates: schedulers and up, inside the
// scope guard, audited with what the template looked like before and after. Nothing is written
// to the service; its default people must be members of the organization.

/** The organization's pages list its templates (Members, the New item dialog, the roster's cell menu). */
const ORGANIZATION_PAGES = '/organizations/[organizationId]';
const NAME_TAKEN = 'Another template has this name';

async function checkFields(services: AppServices, organizationId: string, fields: TemplateFields, exceptId?: string): Promise<void> {
  if (await nameTaken(services.db, organizationId, fields.name, exceptId)) throw fieldRefusal('template.name', NAME_TAKEN);
  await requireOrganizationMembers(services, organizationId, fields.people);
}

async function existing(services: AppServices, organizationId: string, templateId: string): Promise<ShiftTemplate> {
  const found = await templateById(services.db, organizationId, templateId);
  if (!found) throw goneRefusal('template');
  return found;
}

type AddInput = typeof addTemplateInputSchema;
export const addTemplateDefinition = {
  input: addTemplateInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  revalidate: ORGANIZATION_PAGES,
  audit: { action: 'shift_template.added' },
} satisfies ActionDefinition<AddInput>;

export const addTemplate = (async (input, ctx) => {
  await checkFields(ctx.services, input.organizationId, input.template);
  const added = await insertTemplate(ctx.db, input.organizationId, input.template);
  ctx.audit({ target: { type: 'shift_template', id: added.id }, after: input.template, detail: { organizationId: input.organizationId } });
  return added;
}) satisfies ActionHandler<AddInput, ShiftTemplate>;

type EditInput = typeof editTemplateInputSchema;
export const editTemplateDefinition = {
  input: editTemplateInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  revalidate: ORGANIZATION_PAGES,
  audit: { action: 'shift_template.edited', target: (input) => ({ type: 'shift_template', id: input.templateId }) },
} satisfies ActionDefinition<EditInput>;

export const editTemplate = (async (input, ctx) => {
  const { id: _id, ...before } = await existing(ctx.services, input.organizationId, input.templateId);
  await checkFields(ctx.services, input.organizationId, input.template, input.templateId);
  await updateTemplate(ctx.db, input.organizationId, input.templateId, input.template);
  ctx.audit({ before, after: input.template, detail: { organizationId: input.organizationId } });
  return { id: input.templateId, ...input.template };
}) satisfies ActionHandler<EditInput, ShiftTemplate>;

type RemoveInput = typeof removeTemplateInputSchema;
export const removeTemplateDefinition = {
  input: removeTemplateInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  revalidate: ORGANIZATION_PAGES,
  audit: { action: 'shift_template.removed', target: (input) => ({ type: 'shift_template', id: input.templateId }) },
} satisfies ActionDefinition<RemoveInput>;

export const removeTemplate = (async (input, ctx) => {
  const { id: _id, ...before } = await existing(ctx.services, input.organizationId, input.templateId);
  await deleteTemplate(ctx.db, input.organizationId, input.templateId);
  ctx.audit({ before, detail: { organizationId: input.organizationId } });
  return { id: input.templateId };
}) satisfies ActionHandler<RemoveInput, { id: string }>;
