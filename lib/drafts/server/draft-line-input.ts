import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { HOLDING, type DraftLineKind, type DraftLineSource, type DraftNewItem } from '@/lib/drafts/draft-lines';
import { AppError } from '@/lib/errors';
import type { UpstreamClient } from '@/lib/server/upstream/client';
import { appendLines, type Draft, type DraftLineRow } from './draft-store';

// Lines as they go into a draft: each line on a live item records what it saw of it (name, times and
// holders), so a publish can tell an item changed in the product since (publish-step.ts).

export type LineInput = {
  kind: DraftLineKind;
  itemId?: string | null;
  localKey?: string | null;
  userId?: string | null;
  payload?: Partial<DraftNewItem>;
  source?: DraftLineSource;
  reasons?: string[];
  proposalId?: string | null;
};

const holdersOf = (item: CalendarItem) => item.members.flatMap((m) => (m.userId && HOLDING.has(m.status) ? [m.userId] : []));

/** The live items the lines name, read once over the draft's range, the rest one by one. */
async function liveItemsOf(client: Pick<UpstreamClient, 'listCalendarItems' | 'getCalendarItem'>, draft: Draft, ids: string[]): Promise<Map<string, CalendarItem>> {
  const found = new Map<string, CalendarItem>();
  if (ids.length === 0) return found;
  for (const item of await client.listCalendarItems(draft.organizationId, { from: draft.fromMs, to: draft.toMs - 1 })) found.set(item.id, item);
  for (const id of ids.filter((id) => !found.has(id))) {
    const item = await client.getCalendarItem(id);
    if (item.deleted || (item.organizationId !== undefined && item.organizationId !== draft.organizationId)) throw new AppError('not_found', 'This item is not in the organization any more. Reload the page.');
    found.set(id, item);
  }
  return found;
}

/** Appends the lines to an open draft, each on a live item with what it saw of it. */
export async function addDraftLines(client: Pick<UpstreamClient, 'listCalendarItems' | 'getCalendarItem'>, db: Parameters<typeof appendLines>[0], draft: Draft, inputs: LineInput[]): Promise<DraftLineRow[]> {
  const live = await liveItemsOf(client, draft, [...new Set(inputs.flatMap((line) => (line.itemId ? [line.itemId] : [])))]);
  return appendLines(
    db,
    draft.id,
    inputs.map((line) => {
      const seen = line.itemId ? live.get(line.itemId) : undefined;
      return {
        id: crypto.randomUUID(),
        kind: line.kind,
        itemId: line.itemId ?? null,
        localKey: line.localKey ?? null,
        userId: line.userId ?? null,
        payload: (line.payload ?? {}) as DraftLineRow['payload'],
        source: line.source ?? 'hand',
        reasons: line.reasons ?? [],
        proposalId: line.proposalId ?? null,
        seenName: seen ? (seen.name ?? null) : null,
        seenStart: seen?.start ?? null,
        seenEnd: seen?.end ?? null,
        seenHolders: seen ? holdersOf(seen) : [],
      };
    }),
  );
}
