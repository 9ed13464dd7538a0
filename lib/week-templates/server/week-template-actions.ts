import 'server-only';
import { HOLDING } from '@/lib/contract/members';
import { AppError } from '@/lib/errors';
import { DEFAULT_NEEDS } from '@/lib/schedule';
import { listScheduleItems, needsOfOrganization } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { getEntryPoints } from '@/lib/server/entry-points';
import { mondayOf, placeInWeek, removeWeekTemplateInputSchema, weekRange, saveWeekTemplateInputSchema, type SaveWeekTemplateInput, type WeekTemplate, type WeekTemplateItem } from '@/lib/week-templates';
import { deleteWeekTemplate, insertWeekTemplate, weekTemplateNameTaken } from './week-template-store';

// Saving the shown week (or chosen items of it) as a week template, and removing one: schedulers and
// up, inside the scope guard, audited. Nothing is written to the service. Applying a template is a
// copy (startCopyAction with a templateId): lib/copy/server/copy-start.ts.

const ORGANIZATION_PAGES = '/organizations/[organizationId]';
const NAME_TAKEN = 'Another week template has this name';
const nameTaken = () => new AppError('invalid_input', NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });

async function timeZoneOf(services: AppServices, organizationId: string): Promise<string> {
  return (await getEntryPoints(services.db)).organizations.find((o) => o.id === organizationId)?.timeZone ?? 'UTC';
}

/** The week's items that start in it (or the chosen ones), as template items. */
async function itemsOfWeek(services: AppServices, input: SaveWeekTemplateInput): Promise<Omit<WeekTemplateItem, 'id'>[]> {
  const timeZone = await timeZoneOf(services, input.organizationId);
  const monday = mondayOf(input.weekDate);
  const week = weekRange(monday, timeZone);
  const chosen = input.itemIds ? new Set(input.itemIds) : null;
  const listed = await listScheduleItems(services, input.organizationId, { from: week.from, to: week.to - 1 });
  const needs = await needsOfOrganization(services.db, input.organizationId);
  return listed.flatMap((item) => {
    const place = chosen && !chosen.has(item.id) ? null : placeInWeek(item, monday, timeZone);
    if (!place) return [];
    const people = input.withPeople ? item.members.filter((m) => m.type === 'USER' && m.userId && HOLDING.has(m.status)).map((m) => ({ userId: m.userId as string, name: m.displayName })) : [];
    return [{ ...place, type: item.type, name: item.name, notes: item.notes, muteAssignmentNotifications: item.muteAssignmentNotifications, needs: needs[item.id] ?? DEFAULT_NEEDS, people }];
  });
}

type SaveInput = typeof saveWeekTemplateInputSchema;
export const saveWeekTemplateDefinition = {
  input: saveWeekTemplateInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  revalidate: ORGANIZATION_PAGES,
  audit: { action: 'week_template.saved' },
} satisfies ActionDefinition<SaveInput>;

export const saveWeekTemplate = (async (input, ctx) => {
  if (await weekTemplateNameTaken(ctx.db, input.organizationId, input.name)) throw nameTaken();
  const items = await itemsOfWeek(ctx.services, input);
  if (items.length === 0) {
    const message = 'This week has no items to save: a template needs at least one.';
    throw new AppError('invalid_input', message, { fieldErrors: { itemIds: [message] } });
  }
  const saved = await insertWeekTemplate(ctx.db, { organizationId: input.organizationId, name: input.name, withPeople: input.withPeople, createdById: ctx.user.id }, items);
  if (!saved) throw nameTaken();
  ctx.audit({ target: { type: 'week_template', id: saved.id }, after: { name: saved.name, withPeople: saved.withPeople, items: saved.itemCount }, detail: { organizationId: input.organizationId, weekDate: input.weekDate } });
  return saved;
}) satisfies ActionHandler<SaveInput, WeekTemplate>;

type RemoveInput = typeof removeWeekTemplateInputSchema;
export const removeWeekTemplateDefinition = {
  input: removeWeekTemplateInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  revalidate: ORGANIZATION_PAGES,
  audit: { action: 'week_template.removed', target: (input) => ({ type: 'week_template', id: input.templateId }) },
} satisfies ActionDefinition<RemoveInput>;

export const removeWeekTemplate = (async (input, ctx) => {
  if (!(await deleteWeekTemplate(ctx.db, input.organizationId, input.templateId))) throw new AppError('not_found', 'This week template is gone: someone may have removed it.');
  ctx.audit({ detail: { organizationId: input.organizationId } });
  return { id: input.templateId };
}) satisfies ActionHandler<RemoveInput, { id: string }>;
