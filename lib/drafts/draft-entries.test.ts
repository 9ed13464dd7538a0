import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@/lib/schedule';
import type { DraftLine } from './draft-lines';
import { draftEntries, draftItemRef, isDraftOnlyItem } from './draft-entries';

const live = (id: string, start: number, holders: string[] = []): ScheduleItem => ({
  id,
  type: 'MULTI_ASSIGNEE_SHIFT',
  name: `Shift ${id}`,
  notes: null,
  start,
  end: start + 8,
  timeZoneName: 'UTC',
  status: 'ACTIVE',
  muteAssignmentNotifications: false,
  members: holders.map((userId) => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `Person ${userId}`, avatarUrl: null, status: 'ASSIGNED', phone: null })),
  createdAt: null,
  updatedAt: null,
  version: `v${id}`,
});

let position = 0;
const line = (values: Partial<DraftLine> & Pick<DraftLine, 'kind'>): DraftLine => ({ id: `l${++position}`, position, itemId: null, localKey: null, userId: null, payload: {}, source: 'hand', reasons: [], state: 'drafted', outcome: null, ...values });
const nameOf = (userId: string) => `Named ${userId}`;

describe('the boards’ items with a draft over them', () => {
  it('without lines gives the live items back unmarked (the live view untouched)', () => {
    const items = [live('1', 10), live('2', 20)];
    const { items: shown, marks } = draftEntries(items, [], nameOf);
    expect(shown).toEqual(items);
    expect(marks.size).toBe(0);
  });

  it('marks what the draft adds, moves, staffs and removes, in words, with the reasons of its lines', () => {
    const lines = [
      line({ kind: 'create', localKey: 'k1', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: 40, end: 48, timeZoneName: 'UTC' }, source: 'copy' }),
      line({ kind: 'assign', localKey: 'k1', userId: 'u3', source: 'auto-fill', reasons: ['free', '24 h of 32 h target'] }),
      line({ kind: 'move', itemId: '1', payload: { start: 12, end: 20 } }),
      line({ kind: 'assign', itemId: '2', userId: 'u5', reasons: ['prefers Saturdays'] }),
      line({ kind: 'delete', itemId: '3' }),
    ];
    const { items, marks } = draftEntries([live('1', 10, ['u1']), live('2', 20), live('3', 30), live('4', 50)], lines, nameOf);
    expect(Object.fromEntries([...marks].map(([id, m]) => [id, [m.mark, m.words, m.reasons]]))).toEqual({
      '1': ['draft-changed', 'Draft: moved', []],
      '2': ['draft-changed', 'Draft: staffed', ['prefers Saturdays']],
      '3': ['draft-removed', 'Draft: removed', []],
      'draft:k1': ['draft-new', 'Draft: new', ['free', '24 h of 32 h target']],
    });
    const byId = new Map(items.map((i) => [i.id, i]));
    // Moved: at the drafted times, its people kept.
    expect(byId.get('1')).toMatchObject({ start: 12, end: 20, members: [{ userId: 'u1', displayName: 'Person u1' }] });
    // Staffed: the drafted person holds it, named.
    expect(byId.get('2')?.members).toMatchObject([{ userId: 'u5', displayName: 'Named u5', status: 'ASSIGNED' }]);
    // Removed: still shown (struck through), as it is live.
    expect(byId.get('3')).toMatchObject({ start: 30, version: 'v3' });
    // New: an item of its own that is never opened as a live one.
    expect(byId.get('draft:k1')).toMatchObject({ name: 'Late', start: 40, end: 48, members: [{ userId: 'u3' }] });
    expect(isDraftOnlyItem('draft:k1')).toBe(true);
    expect(isDraftOnlyItem('1')).toBe(false);
    expect([draftItemRef('draft:k1'), draftItemRef('1')]).toEqual([{ localKey: 'k1' }, { itemId: '1' }]);
    // Untouched: exactly the live item.
    const untouched = live('4', 50);
    expect(byId.get('4')).toEqual(untouched);
  });

  it('an unassign takes the person off; an assign and a move say both', () => {
    const lines = [line({ kind: 'unassign', itemId: '1', userId: 'u1' }), line({ kind: 'move', itemId: '2', payload: { start: 30, end: 38 } }), line({ kind: 'assign', itemId: '2', userId: 'u2' })];
    const { items, marks } = draftEntries([live('1', 10, ['u1']), live('2', 20)], lines, nameOf);
    expect(items.find((i) => i.id === '1')?.members).toEqual([]);
    expect(marks.get('2')?.words).toBe('Draft: moved and staffed');
  });
});
