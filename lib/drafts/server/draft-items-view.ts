import 'server-only';
import { draftEntries } from '@/lib/drafts/draft-entries';
import type { ItemsView } from '@/lib/schedule/server';
import { toDraftLine } from './draft-read';
import type { DraftLineRow } from './draft-store';

/**
 * The live checks' items as the draft's lines leave them (lib/drafts/draft-entries.ts): items it
 * moves at their drafted times and people, the ones it creates as `draft:<localKey>`, the ones it
 * deletes left out. So a hand line is asked about what the draft, once published, would make.
 */
export function draftItemsView(rows: readonly DraftLineRow[]): ItemsView {
  const lines = rows.map(toDraftLine);
  return (live) => {
    const names = new Map(live.flatMap((item) => item.members.flatMap((m) => (m.userId ? [[m.userId, m.displayName] as const] : []))));
    const { items, marks } = draftEntries(live, lines, (userId) => names.get(userId) ?? `User ${userId}`);
    return items.filter((item) => marks.get(item.id)?.mark !== 'draft-removed');
  };
}
