import type { ScheduleItem } from './schedule-item';

// What changed between two reads of the same range: what the read-back poll reports to a manager
// (workers change shifts from their phones; the interface has no events).

export type ChangeKind = 'new' | 'moved' | 'deleted' | 'status' | 'members' | 'details';

export type ItemChange = {
  itemId: string;
  kinds: ChangeKind[];
  /** The item as it is now (as it was, for a deletion). */
  item: ScheduleItem;
  before: ScheduleItem | null;
};

function memberSignature(item: ScheduleItem): string {
  return item.members
    .map((m) => `${m.key}=${m.status}`)
    .sort()
    .join(',');
}

/** The kinds of change from `before` to `after` of one item; empty when nothing visible changed. */
export function changeKinds(before: ScheduleItem, after: ScheduleItem): ChangeKind[] {
  if (before.version === after.version) return [];
  const kinds: ChangeKind[] = [];
  if (before.start !== after.start || before.end !== after.end) kinds.push('moved');
  if (before.status !== after.status) kinds.push('status');
  if (memberSignature(before) !== memberSignature(after)) kinds.push('members');
  if (kinds.length === 0) kinds.push('details');
  return kinds;
}

/**
 * Compares two reads of the same range. An item that moved out of the range looks the same as a
 * deleted one from here, so 'deleted' means "gone from this view" and is labelled so.
 */
export function diffItems(previous: readonly ScheduleItem[], next: readonly ScheduleItem[]): ItemChange[] {
  const before = new Map(previous.map((item) => [item.id, item]));
  const changes: ItemChange[] = [];
  for (const item of next) {
    const old = before.get(item.id);
    before.delete(item.id);
    if (!old) {
      changes.push({ itemId: item.id, kinds: ['new'], item, before: null });
      continue;
    }
    const kinds = changeKinds(old, item);
    if (kinds.length > 0) changes.push({ itemId: item.id, kinds, item, before: old });
  }
  for (const gone of before.values()) changes.push({ itemId: gone.id, kinds: ['deleted'], item: gone, before: gone });
  return changes;
}
