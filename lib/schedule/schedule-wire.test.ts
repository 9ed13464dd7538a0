import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from './schedule-item';
import type { ScheduleRead } from './schedule-read';
import { fromWire, toWire, type ScheduleWire } from './schedule-wire';

const user = (userId: string, extra: Partial<ScheduleMember> = {}): ScheduleMember => ({
  key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: `Person ${userId}`, avatarUrl: `/api/assets/a${userId}`, status: 'ASSIGNED', phone: null, ...extra,
});

const item = (id: string, members: ScheduleMember[]): ScheduleItem => ({
  id, type: 'MULTI_ASSIGNEE_SHIFT', name: `Shift ${id}`, notes: null, start: 1000, end: 2000, timeZoneName: 'Europe/Berlin', status: 'ASSIGNED',
  muteAssignmentNotifications: false, members, createdAt: 5, updatedAt: null, version: `v${id}`,
});

/** Through JSON, as the browser gets it. */
const overTheWire = (read: ScheduleRead) => JSON.parse(JSON.stringify(toWire(read))) as ScheduleWire;

describe('the calendar route wire shape', () => {
  const read: ScheduleRead = {
    fetchedAt: 42,
    items: [
      item('1', [user('100'), user('101', { status: 'PENDING_RESPONSE' }), user('102', { displayName: 'User 102', avatarUrl: null })]),
      item('2', [user('100', { status: 'DECLINED' }), user('102', { displayName: 'User 102', avatarUrl: null })]),
      // The same person under another name (no profile, the item's own fullName): travels whole.
      item('3', [user('101', { displayName: 'Invited as Bob', avatarUrl: null })]),
      item('4', [
        { key: 'GROUP:7', type: 'GROUP', userId: null, groupId: '7', displayName: 'Group 7', avatarUrl: null, status: 'ASSIGNED', phone: null },
        { key: 'INVITE:Ann:44123:', type: 'INVITE', userId: null, groupId: null, displayName: 'Ann', avatarUrl: null, status: 'PENDING_RESPONSE', phone: '+44 123' },
        user('103', { phone: '+1 555' }),
        user('104', { status: 'SOME_FUTURE_STATUS' }),
        // Asking since a given moment (Today's age of a request): travels whole, with its moment.
        user('105', { status: 'ADDITION_REQUESTED', requestedAt: 777 }),
      ]),
      item('5', []),
    ],
  };

  it('gives back every item and every member as it was: name, avatar, status, key, phone', () => {
    expect(fromWire(overTheWire(read))).toEqual(read);
  });

  it('names each person once and refers to them by id', () => {
    const wire = overTheWire(read);
    expect(Object.keys(wire.people).sort()).toEqual(['100', '101', '102', '103', '104', '105']);
    expect(wire.people['102']).toEqual({ name: 'User 102', avatarUrl: null });
    expect(wire.items[1]!.members).toEqual([['100', 'DECLINED'], ['102', 'ASSIGNED']]);
    expect(JSON.stringify(wire).match(/Person 100/g)).toHaveLength(1);
  });

  it('shows a reference to a person missing from the table by their id, keeping the status', () => {
    const wire: ScheduleWire = { people: {}, fetchedAt: 1, items: [{ ...item('9', []), members: [['555', 'ASSIGNED']] }] };
    expect(fromWire(wire).items[0]!.members).toEqual([user('555', { displayName: 'User 555', avatarUrl: null })]);
  });

  it('does not take a person from the object prototype', () => {
    const wire = JSON.parse('{"people":{},"fetchedAt":1,"items":[{"id":"9","members":[["toString","ASSIGNED"]]}]}') as ScheduleWire;
    expect(fromWire(wire).items[0]!.members[0]!.displayName).toBe('User toString');
  });

  it('rebuilds the same answer into the same object (a 304 re-renders nothing)', () => {
    const wire = overTheWire(read);
    expect(fromWire(wire)).toBe(fromWire(wire));
  });
});
