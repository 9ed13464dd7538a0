import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { allAlreadyThere, itemsToMake } from '@/lib/copy';
import { planCopy, type CopySourceItem } from '@/lib/copy/server';
import type { DraftNewItem } from '@/lib/drafts/draft-lines';
import type { copyIntoDraftInputSchema } from '@/lib/drafts/draft-input';
import { AppError } from '@/lib/errors';
import { itemPositionsOf } from '@/lib/positions/server';
import { needsOfOrganization } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { addDraftLines, type LineInput } from './draft-line-input';
import { openDraftOf } from './draft-commands';
import type { DraftLineRow } from './draft-store';

// Copy into a draft: Copy's own plan (lib/copy/server's plan: the same reads, refusals and
// "already there" rule), its items as `create` lines and their people as `assign` lines, source
// `copy`. Nothing reaches the product before the draft is published. The people's double bookings
// and rule breaks the plan found stay on their lines as reasons. Each create line carries what a
// live copy gives its made item: notes, "needs N" and the position required (a template row's own,
// or the live source item's), written by the publish (new-item-facts.ts).

type Facts = Pick<DraftNewItem, 'notes' | 'needs' | 'positionId'>;

/** Source item id -> the facts its made item gets: the source's own word, else the live item's rows. */
async function factsOf(services: AppServices, organizationId: string, sources: CopySourceItem[]): Promise<Map<string, Facts>> {
  const live = sources.filter((item) => item.needs === null || item.positionId === null).map((item) => item.id);
  const needs = live.length > 0 ? await needsOfOrganization(services.db, organizationId) : {};
  const positions = await itemPositionsOf(services.db, organizationId, live);
  return new Map(
    sources.map((item) => {
      const itemNeeds = item.needs ?? needs[item.id];
      const positionId = item.positionId ?? positions.get(item.id) ?? null;
      return [item.id, { ...(item.notes ? { notes: item.notes } : {}), ...(itemNeeds === undefined ? {} : { needs: itemNeeds }), ...(positionId ? { positionId } : {}) }];
    }),
  );
}

export async function copyIntoDraft(services: AppServices, input: z.output<typeof copyIntoDraftInputSchema>): Promise<DraftLineRow[]> {
  const draft = await openDraftOf(services.db, input.organizationId, input.draftId);
  const { preview, source } = await planCopy(services, input, Date.now());
  if (preview.refusal) throw new AppError('invalid_input', preview.refusal.message, { fieldErrors: { [preview.refusal.field]: [preview.refusal.message] } });
  const nothingNew = allAlreadyThere(preview.items, input.alreadyThere);
  if (nothingNew) throw new AppError('invalid_input', nothingNew, { fieldErrors: { alreadyThere: [nothingNew] } });
  const made = itemsToMake(preview.items, input.alreadyThere);
  if (made.some((item) => item.targetStart < draft.fromMs || item.targetStart >= draft.toMs)) {
    throw new AppError('invalid_input', 'The copy lands outside the draft’s week: copy into the week the draft plans.', { fieldErrors: { targetDate: ['Outside the draft’s week'] } });
  }
  const facts = await factsOf(services, input.organizationId, [...source.values()]);
  const lines = made.flatMap((item): LineInput[] => {
    const localKey = randomUUID();
    const payload: DraftNewItem = { type: item.type, name: item.name, start: item.targetStart, end: item.targetEnd, timeZoneName: preview.timeZone, ...facts.get(item.sourceItemId) };
    const create: LineInput = { kind: 'create', localKey, source: 'copy', payload };
    const reasons = [...item.doubleBookings, ...item.ruleBreaks];
    return [create, ...(input.withPeople ? item.people.map((person): LineInput => ({ kind: 'assign', localKey, userId: person.userId, source: 'copy', reasons })) : [])];
  });
  return addDraftLines(services.upstream, services.db, draft, lines);
}
