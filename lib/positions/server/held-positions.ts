import 'server-only';
import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { HELD_WEEKS, heldPositionsQuerySchema, type HeldPositions } from '@/lib/positions';
import { workedInWeeksBefore } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { inOrganization } from '@/lib/server/access/scope-declaration';
import type { RouteContext, RouteDefinition } from '@/lib/server/access/types';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { itemPositionsOf } from './positions-store';

// What a person's position suggestions look back at: the positions the shifts they held over the
// last 8 weeks required (suggestPersonPositions counts them), from one read of the calendar through
// the shared reads, so the dialog need not have those weeks loaded.

export const heldPositionsRoute: RouteDefinition<{ organizationId: string }> = { role: 'scheduler', name: 'GET held positions', scope: inOrganization };

/** The positions `userId`'s held shifts required over the last HELD_WEEKS whole weeks, one per shift. */
export async function heldItemPositions(services: AppServices, organizationId: string, userId: string, now = Date.now()): Promise<string[]> {
  const timeZone = await organizationTimeZone(services.db, organizationId);
  const { worked } = await workedInWeeksBefore(services, organizationId, timeZone, HELD_WEEKS, now);
  const held = worked.get(userId) ?? [];
  const required = await itemPositionsOf(services.db, organizationId, held.map((s) => s.id));
  return held.flatMap((s) => (required.has(s.id) ? [required.get(s.id)!] : []));
}

export const answerHeldPositions = async (request: Request, { params, services }: RouteContext<{ organizationId: string }>): Promise<HeldPositions> => {
  const query = heldPositionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new AppError('invalid_input', 'Say whose positions: userId=<their id>.', { fieldErrors: fieldErrorsOf(query.error) });
  return { userId: query.data.userId, heldItemPositions: await heldItemPositions(services, params.organizationId, query.data.userId) };
};
