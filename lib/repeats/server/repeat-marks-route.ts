import 'server-only';
import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import type { RepeatMarks } from '@/lib/repeats/repeat-marks';
import { rangeQuerySchema } from '@/lib/schedule';
import { inOrganization, type RouteContext, type RouteDefinition } from '@/lib/server/access';
import { repeatMarksIn } from './repeat-marks-read';

// GET /api/organizations/[id]/repeats?from&to: which items starting in the range are occurrences of
// a series (viewers too: the marks are part of reading the schedule).

export const repeatMarksRoute: RouteDefinition<{ organizationId: string }> = { role: 'viewer', name: 'GET repeats', scope: inOrganization };

export async function answerRepeatMarks(request: Request, { params, db }: RouteContext<{ organizationId: string }>): Promise<RepeatMarks> {
  const url = new URL(request.url);
  const query = rangeQuerySchema.safeParse({ organizationId: params.organizationId, from: url.searchParams.get('from'), to: url.searchParams.get('to') });
  if (!query.success) throw new AppError('invalid_input', 'That range cannot be read.', { fieldErrors: fieldErrorsOf(query.error) });
  return repeatMarksIn(db, query.data.organizationId, { from: query.data.from, to: query.data.to });
}
