import type { DraftLine } from './draft-lines';
import { HOLDING } from './draft-lines';

// The schedule as a draft would leave it: the live items with the draft's lines laid over them,
// each item marked so the boards can stripe what the draft adds or changes and strike what it
// removes. Pure: the boards and the server's read model share it.

/** What the overlay needs of a live item (a ScheduleItem has it all). */
export type OverlayItem = {
  id: string;
  type: string;
  name: string | null;
  start: number;
  end: number;
  members: readonly { userId: string | null; status: string }[];
};

export type DraftMark = 'live' | 'draft-new' | 'draft-changed' | 'draft-removed';

export type DraftViewItem<T extends OverlayItem> = {
  /** The live item's id, or the draft's local key of an item it creates. */
  key: string;
  itemId: string | null;
  type: string;
  name: string | null;
  start: number;
  end: number;
  /** The user ids holding it once the draft is published. */
  holders: string[];
  mark: DraftMark;
  /** The lines that change it (in order). */
  lineIds: string[];
  /** The live item as it is now (null for one the draft creates). */
  live: T | null;
};

const heldBy = (item: OverlayItem) => item.members.flatMap((m) => (m.userId && HOLDING.has(m.status) ? [m.userId] : []));

/** The live items with the lines applied in order; a line naming an item not there is left out. */
export function draftView<T extends OverlayItem>(liveItems: readonly T[], lines: readonly DraftLine[]): DraftViewItem<T>[] {
  const view = new Map<string, DraftViewItem<T>>();
  for (const item of liveItems) {
    view.set(item.id, { key: item.id, itemId: item.id, type: item.type, name: item.name, start: item.start, end: item.end, holders: heldBy(item), mark: 'live', lineIds: [], live: item });
  }
  for (const line of [...lines].sort((a, b) => a.position - b.position)) {
    const key = line.itemId ?? line.localKey;
    if (!key) continue;
    if (line.kind === 'create') {
      const p = line.payload;
      if (p.start === undefined || p.end === undefined || !p.type) continue;
      view.set(key, { key, itemId: null, type: p.type, name: p.name ?? null, start: p.start, end: p.end, holders: [], mark: 'draft-new', lineIds: [line.id], live: null });
      continue;
    }
    const entry = view.get(key);
    if (!entry) continue;
    entry.lineIds.push(line.id);
    if (entry.mark === 'live') entry.mark = 'draft-changed';
    if (line.kind === 'delete') entry.mark = 'draft-removed';
    else if (line.kind === 'move' && line.payload.start !== undefined && line.payload.end !== undefined) {
      entry.start = line.payload.start;
      entry.end = line.payload.end;
    } else if (line.kind === 'assign' && line.userId && !entry.holders.includes(line.userId)) entry.holders.push(line.userId);
    else if (line.kind === 'unassign' && line.userId) entry.holders = entry.holders.filter((id) => id !== line.userId);
  }
  return [...view.values()].sort((a, b) => a.start - b.start || a.key.localeCompare(b.key));
}
