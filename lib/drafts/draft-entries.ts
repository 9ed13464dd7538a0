import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import type { DraftLine, DraftLineKind } from './draft-lines';
import { draftView, type DraftMark } from './draft-view';

// The boards' items with a draft laid over them (draft-view.ts): live items as they are, the ones
// the draft changes at their drafted times and people, the ones it creates as items of their own
// (id `draft:<localKey>`, moved by its local key: draftMoveNewItemAction), and for each marked one what to say about it:
// its accessible words ("Draft: new", "Draft: moved", …) and the reasons its lines carry (auto-fill's).

export type DraftEntryMark = { mark: Exclude<DraftMark, 'live'>; words: string; reasons: string[]; lineIds: string[] };

export const DRAFT_ITEM_PREFIX = 'draft:';
export const isDraftOnlyItem = (id: string) => id.startsWith(DRAFT_ITEM_PREFIX);
/** How a draft line names a board's item: a live one by its id, one the draft creates by its local key. */
export const draftItemRef = (id: string): { itemId: string } | { localKey: string } => (isDraftOnlyItem(id) ? { localKey: id.slice(DRAFT_ITEM_PREFIX.length) } : { itemId: id });

const changeWords: Partial<Record<DraftLineKind, string>> = { move: 'moved', assign: 'staffed', unassign: 'staffed' };

function wordsOf(mark: DraftEntryMark['mark'], kinds: DraftLineKind[]): string {
  if (mark === 'draft-new') return 'Draft: new';
  if (mark === 'draft-removed') return 'Draft: removed';
  const said = [...new Set(kinds.map((kind) => changeWords[kind]).filter(Boolean))];
  return `Draft: ${said.length ? said.join(' and ') : 'changed'}`;
}

const heldMember = (userId: string, nameOf: (userId: string) => string): ScheduleMember => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: nameOf(userId), avatarUrl: null, status: 'ASSIGNED', phone: null });

/** The members once the draft is published: those it keeps as they are, those it adds as assigned. */
function membersAfter(live: ScheduleItem | null, holders: string[], nameOf: (userId: string) => string): ScheduleMember[] {
  const kept = (live?.members ?? []).filter((m) => !m.userId || holders.includes(m.userId) || !['ASSIGNED', 'ACCEPTED'].includes(m.status));
  const there = new Set(kept.flatMap((m) => (m.userId ? [m.userId] : [])));
  return [...kept, ...holders.filter((id) => !there.has(id)).map((id) => heldMember(id, nameOf))];
}

export function draftEntries(items: readonly ScheduleItem[], lines: readonly DraftLine[], nameOf: (userId: string) => string): { items: ScheduleItem[]; marks: Map<string, DraftEntryMark> } {
  const marks = new Map<string, DraftEntryMark>();
  if (lines.length === 0) return { items: [...items], marks };
  const byId = new Map(lines.map((line) => [line.id, line]));
  const shown = draftView(items, lines).map((entry): ScheduleItem => {
    const { live } = entry;
    if (entry.mark === 'live' && live) return live;
    const own = entry.lineIds.flatMap((id) => byId.get(id) ?? []);
    const id = live?.id ?? `${DRAFT_ITEM_PREFIX}${entry.key}`;
    const mark = entry.mark as DraftEntryMark['mark'];
    marks.set(id, { mark, words: wordsOf(mark, own.map((l) => l.kind)), reasons: own.flatMap((l) => l.reasons), lineIds: entry.lineIds });
    if (mark === 'draft-removed' && live) return live;
    const created = own.find((l) => l.kind === 'create')?.payload;
    const base: ScheduleItem = live ?? { id, type: entry.type, name: entry.name, notes: created?.notes ?? null, start: entry.start, end: entry.end, timeZoneName: created?.timeZoneName ?? null, status: 'ACTIVE', muteAssignmentNotifications: false, members: [], createdAt: null, updatedAt: null, version: `draft-${entry.lineIds.join('.')}` };
    return { ...base, start: entry.start, end: entry.end, members: membersAfter(live, entry.holders, nameOf) };
  });
  return { items: shown, marks };
}
