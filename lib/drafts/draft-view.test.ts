import { describe, expect, it } from 'vitest';
import type { DraftLine } from './draft-lines';
import { draftSummary } from './draft-summary';
import { draftView, type OverlayItem } from './draft-view';

const item = (id: string, start: number, holders: string[] = [], pending: string[] = []): OverlayItem => ({
  id,
  type: 'MULTI_ASSIGNEE_SHIFT',
  name: `Shift ${id}`,
  start,
  end: start + 8,
  members: [...holders.map((userId) => ({ userId, status: 'ASSIGNED' })), ...pending.map((userId) => ({ userId, status: 'PENDING_RESPONSE' }))],
});

let position = 0;
const line = (values: Partial<DraftLine> & Pick<DraftLine, 'kind'>): DraftLine => ({
  id: `l${++position}`,
  position,
  itemId: null,
  localKey: null,
  userId: null,
  payload: {},
  source: 'hand',
  reasons: [],
  state: 'drafted',
  outcome: null,
  ...values,
});

describe('the draft overlay', () => {
  it('marks each item live, new, changed or removed, with the lines that touch it and the holders it would have', () => {
    const live = [item('1', 10, ['u1']), item('2', 20), item('3', 30, ['u2'], ['u9']), item('4', 40)];
    const lines = [
      line({ kind: 'create', localKey: 'new-a', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: 25, end: 33, timeZoneName: 'UTC' } }),
      line({ kind: 'assign', localKey: 'new-a', userId: 'u3' }),
      line({ kind: 'move', itemId: '2', payload: { start: 50, end: 58 } }),
      line({ kind: 'assign', itemId: '2', userId: 'u1' }),
      line({ kind: 'unassign', itemId: '3', userId: 'u2' }),
      line({ kind: 'delete', itemId: '4' }),
      // An item the overlay does not hold (outside the range read): left out.
      line({ kind: 'assign', itemId: '99', userId: 'u1' }),
    ];
    const view = draftView(live, lines);
    expect(view.map((v) => [v.key, v.mark, v.start, v.holders, v.lineIds])).toEqual([
      ['1', 'live', 10, ['u1'], []],
      ['new-a', 'draft-new', 25, ['u3'], ['l1', 'l2']],
      ['3', 'draft-changed', 30, [], ['l5']],
      ['4', 'draft-removed', 40, [], ['l6']],
      ['2', 'draft-changed', 50, ['u1'], ['l3', 'l4']],
    ]);
    // A pending invitee holds nothing; the live item stays as it is.
    expect(view.find((v) => v.key === '3')?.live?.members).toHaveLength(2);
    expect(view.find((v) => v.key === 'new-a')?.itemId).toBeNull();
  });

  it('applies lines in their order whatever order they come in: a move then another move ends at the second', () => {
    const live = [item('1', 10)];
    const first = line({ kind: 'move', itemId: '1', payload: { start: 20, end: 28 } });
    const second = line({ kind: 'move', itemId: '1', payload: { start: 30, end: 38 } });
    expect(draftView(live, [second, first])[0]).toMatchObject({ start: 30, end: 38, lineIds: [first.id, second.id] });
  });

  it('assigning someone already holding the item does not count them twice', () => {
    expect(draftView([item('1', 10, ['u1'])], [line({ kind: 'assign', itemId: '1', userId: 'u1' })])[0]?.holders).toEqual(['u1']);
  });
});

describe('the draft summary', () => {
  it('counts the changes by kind, in words', () => {
    const kinds = ['assign', 'assign', 'create', 'move', 'delete', 'assign'] as const;
    const summary = draftSummary(kinds.map((kind) => ({ kind })));
    expect(summary).toEqual({
      changes: 6,
      byKind: { create: 1, move: 1, assign: 3, unassign: 0, delete: 1 },
      words: '6 changes: 1 new item, 1 move, 3 assignments, 1 deletion',
    });
    expect(draftSummary([]).words).toBe('0 changes');
  });
});
