import { describe, expect, it } from 'vitest';
import { readChange, type KnownChange } from './change-kinds';
import { canUndo, overwritesOthers, undoPlan } from './undo-plan';

const facts = { item: 'Morning', start: 0, timeZone: 'UTC' };
const change = (kind: string, rest: Record<string, unknown>): KnownChange => readChange(kind, { ...facts, ...rest })!;
const item = (members: [string, string][], start = 100, end = 200) => ({ start, end, members: members.map(([userId, status]) => ({ userId, status })) });

const emma = { userId: '1', name: 'Emma', status: 'ACCEPTED' };
const ben = { userId: '2', name: 'Ben' };

describe('the undo plan', () => {
  it('takes back an addition: removes each person added who is still on it', () => {
    const added = change('added', { people: [ben, { userId: '3', name: 'Cy' }] });
    expect(undoPlan(added, item([['2', 'ASSIGNED'], ['3', 'DELETED']]))).toEqual([{ op: 'remove', userId: '2', name: 'Ben' }]);
    expect(undoPlan(added, item([]))).toEqual([]);
  });

  it('puts a removed person back as they were, or as Assigned when that status cannot be given', () => {
    expect(undoPlan(change('removed', { person: emma }), item([['1', 'DELETED']]))).toEqual([{ op: 'add', userId: '1', name: 'Emma', status: 'ACCEPTED' }]);
    expect(undoPlan(change('removed', { person: { ...emma, status: 'REPLACEMENT_REQUESTED' } }), item([]))).toEqual([{ op: 'add', userId: '1', name: 'Emma', status: 'ASSIGNED' }]);
    expect(undoPlan(change('removed', { person: emma }), item([['1', 'ASSIGNED']]))).toEqual([]);
  });

  it('reverses a reassignment: the first person back before the second comes off', () => {
    const swapped = change('reassigned', { from: emma, to: ben });
    expect(undoPlan(swapped, item([['2', 'ASSIGNED']]))).toEqual([
      { op: 'add', userId: '1', name: 'Emma', status: 'ACCEPTED' },
      { op: 'remove', userId: '2', name: 'Ben' },
    ]);
    expect(undoPlan(swapped, item([['1', 'ACCEPTED']]))).toEqual([]);
  });

  it('moves a shift back to its times, unless it is there already', () => {
    const moved = change('moved', { from: { start: 100, end: 200 }, to: { start: 300, end: 400 } });
    expect(undoPlan(moved, item([], 300, 400))).toEqual([{ op: 'times', start: 100, end: 200 }]);
    expect(undoPlan(moved, item([], 100, 200))).toEqual([]);
  });

  it('offers no Undo for an Undo, nor for a deletion kept without what remakes it', () => {
    expect(canUndo(change('deleted', {}))).toBe(false);
    const restore = { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night ward', notes: null, end: 200, muteAssignmentNotifications: false, people: [] };
    expect(canUndo(change('deleted', { restore }))).toBe(true);
    expect(canUndo(readChange('undo', { words: 'x' })!)).toBe(false);
    expect(canUndo(change('added', { people: [ben] }))).toBe(true);
  });
});

describe('the overwrite check', () => {
  it('passes when the item is as one of the user’s own writes left it, from this change on', () => {
    expect(overwritesOthers('v2', ['v2'])).toBe(false);
    expect(overwritesOthers('v3', ['v2', 'v3'])).toBe(false);
  });

  it('asks first when someone else changed it since', () => {
    expect(overwritesOthers('v9', ['v2', 'v3'])).toBe(true);
    expect(overwritesOthers('v1', [null])).toBe(true);
  });
});
