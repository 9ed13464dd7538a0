import 'server-only';
import { availabilityChanges, learnPattern, LEARN_WEEKS, personInputSchema, setAvailabilityInputSchema, type LearnedPattern } from '@/lib/availability';
import { requireOrganizationMembers } from '@/lib/people/server';
import { workedInWeeksBefore } from '@/lib/schedule/server';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { availabilityOf, saveAvailability } from './availability-store';

// A person's availability and preferences, set by a scheduler from the roster or the Members page:
// Shiftdesk's own, so nothing is written to the service; it is asked only whether the person is
// a member of the organization.

type SetInput = typeof setAvailabilityInputSchema;
export const setAvailabilityDefinition = {
  input: setAvailabilityInputSchema,
  role: 'scheduler',
  scope: inOrganization,
  audit: { action: 'person.availability_set', target: (input) => ({ type: 'user', id: input.userId }) },
} satisfies ActionDefinition<SetInput>;

export const setAvailability = (async (input, ctx) => {
  await requireOrganizationMembers(ctx.services, input.organizationId, [input.userId]);
  const before = await availabilityOf(ctx.services.db, input.organizationId, input.userId);
  await saveAvailability(ctx.services.db, input.organizationId, input.userId, input.availability);
  ctx.audit({ ...availabilityChanges(before, input.availability), detail: { organizationId: input.organizationId } });
  return { userId: input.userId, availability: input.availability };
}) satisfies ActionHandler<SetInput, unknown>;

type LearnInput = typeof personInputSchema;
export const learnAvailabilityDefinition = {
  name: 'person.availability_learn',
  input: personInputSchema,
  role: 'scheduler',
  scope: inOrganization,
} satisfies ActionDefinition<LearnInput>;

/**
 * "Learn from history": the person's usual week over the LEARN_WEEKS whole ISO weeks before this
 * one, from one read of the organization's calendar for the range (the shared reads), proposed,
 * never saved: the manager accepts or edits it in the form.
 */
export const learnAvailability = (async (input, ctx) => {
  await requireOrganizationMembers(ctx.services, input.organizationId, [input.userId]);
  const timeZone = await organizationTimeZone(ctx.services.db, input.organizationId);
  const { mondays, worked } = await workedInWeeksBefore(ctx.services, input.organizationId, timeZone, LEARN_WEEKS);
  return learnPattern(worked.get(input.userId) ?? [], timeZone, mondays);
}) satisfies ActionHandler<LearnInput, LearnedPattern>;
