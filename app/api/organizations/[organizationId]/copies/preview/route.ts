import { copyRequestSchema } from '@/lib/copy';
import { AppError } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { inOrganization } from '@/lib/server/access';
import { previewCopy } from '@/lib/copy/server';
import { defineRoute } from '@/lib/server/app';

// What a copy would create, what already exists at the target, and why it would be refused: a
// read, so a GET (scheduler and up: only they can copy). Query: span, sourceDate, targetDate,
// withPeople (1/0), itemIds (comma-separated, optional), templateId (a week template as
// the source, optional).
export const GET = defineRoute<{ organizationId: string }>({ role: 'scheduler', name: 'GET copy preview', scope: inOrganization }, async (request, { params, services }) => {
  const query = new URL(request.url).searchParams;
  const itemIds = query.get('itemIds');
  const templateId = query.get('templateId');
  const parsed = copyRequestSchema.safeParse({
    organizationId: params.organizationId,
    span: query.get('span'),
    sourceDate: query.get('sourceDate'),
    targetDate: query.get('targetDate'),
    withPeople: query.get('withPeople') === '1',
    ...(itemIds ? { itemIds: itemIds.split(',') } : {}),
    ...(templateId ? { templateId } : {}),
  });
  if (!parsed.success) throw new AppError('invalid_input', 'That copy cannot be previewed.', { fieldErrors: fieldErrorsOf(parsed.error) });
  return previewCopy(services, parsed.data);
});
