import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { allAlreadyThere, itemsToMake } from '@/lib/copy';
import { previewCopy } from '@/lib/copy/server';
import type { copyIntoDraftInputSchema } from '@/lib/drafts/draft-input';
import { AppError } from '@/lib/errors';
import type { AppServices } from '@/lib/server/access';
import { addDraftLines, type LineInput } from './draft-line-input';
import { openDraftOf } from './draft-commands';
import type { DraftLineRow } from './draft-store';

// Copy into a draft: Copy's own plan (lib/copy/server's preview: the same reads, refusals and
// "already there" rule), its items as `create` lines and their people as `assign` lines, source
// `copy`. Nothing reaches the product before the draft is published. The people's double bookings
// and rule breaks the preview found stay on their lines as reasons.

export async function copyIntoDraft(services: AppServices, input: z.output<typeof copyIntoDraftInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const preview = await previewCopy(services, input);
  if (preview.refusal) throw new AppError('invalid_input', preview.refusal.message, { fieldErrors: { [preview.refusal.field]: [preview.refusal.message] } });
  const nothingNew = allAlreadyThere(preview.items, input.alreadyThere);
  if (nothingNew) throw new AppError('invalid_input', nothingNew, { fieldErrors: { alreadyThere: [nothingNew] } });
  const made = itemsToMake(preview.items, input.alreadyThere);
  if (made.some((item) => item.targetStart < draft.fromMs || item.targetStart >= draft.toMs)) {
    throw new AppError('invalid_input', 'The copy lands outside the draft’s week: copy into the week the draft plans.', { fieldErrors: { targetDate: ['Outside the draft’s week'] } });
  }
  const lines = made.flatMap((item): LineInput[] => {
    const localKey = randomUUID();
    const create: LineInput = { kind: 'create', localKey, source: 'copy', payload: { type: item.type, name: item.name, start: item.targetStart, end: item.targetEnd, timeZoneName: preview.timeZone } };
    const reasons = [...item.doubleBookings, ...item.ruleBreaks];
    return [create, ...(input.withPeople ? item.people.map((person): LineInput => ({ kind: 'assign', localKey, userId: person.userId, source: 'copy', reasons })) : [])];
  });
  return addDraftLines(services.upstream, services.db, draft, lines);
}
